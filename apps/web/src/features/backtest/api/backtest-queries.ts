// BackTest/gettypDaata and BackTest/run (packages/contracts/src/market/backtest.ts).
import {
  type BacktestRunAnswer,
  type BacktestStrategyType,
  type EndpointQuery,
  toolEndpoints,
} from '@nivesh/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiRefusal, callEndpoint } from '@/lib/api-client';

/** The strategies of a spec type (they do not change while the server runs). */
export const useBacktestStrategies = (type: BacktestStrategyType) =>
  useQuery(
    queryOptions({
      queryKey: ['backtest', 'strategies', type],
      queryFn: ({ signal }) => callEndpoint(toolEndpoints.backtestStrategies, { query: { type }, signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );

/** One back-test run for the page's URL parameters (undefined: nothing asked yet). Results hold for the market day. */
export const useBacktestRun = (query: EndpointQuery<typeof toolEndpoints.backtestRun> | undefined) =>
  useQuery(
    queryOptions<BacktestRunAnswer | ApiRefusal>({
      queryKey: ['backtest', 'run', query],
      queryFn: ({ signal }) => callEndpoint(toolEndpoints.backtestRun, { query, signal }),
      enabled: query !== undefined,
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );

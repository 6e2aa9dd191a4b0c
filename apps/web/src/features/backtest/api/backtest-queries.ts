// BackTest/gettypDaata and BackTest/run (packages/contracts/src/market/backtest.ts).
import {
  type BacktestRunAnswer,
  type BacktestStrategyType,
  backtestRunOk,
  backtestStrategiesSchemas,
} from '@nivesh/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiRefusal, apiRequest } from '@/lib/api-client';

/** The strategies of a spec type (they do not change while the server runs). */
export const useBacktestStrategies = (type: BacktestStrategyType) =>
  useQuery(
    queryOptions({
      queryKey: ['backtest', 'strategies', type],
      queryFn: ({ signal }) =>
        apiRequest({
          endpoint: 'BackTest/gettypDaata',
          query: { type },
          schema: backtestStrategiesSchemas.ok,
          signal,
        }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );

/** One back-test run for the page's URL parameters (undefined: nothing asked yet). Results hold for the market day. */
export const useBacktestRun = (query: Readonly<Record<string, string>> | undefined) =>
  useQuery(
    queryOptions<BacktestRunAnswer | ApiRefusal>({
      queryKey: ['backtest', 'run', query],
      queryFn: ({ signal }) => apiRequest({ endpoint: 'BackTest/run', query, schema: backtestRunOk, signal }),
      enabled: query !== undefined,
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );

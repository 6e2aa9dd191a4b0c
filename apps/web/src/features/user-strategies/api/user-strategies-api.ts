// Addstrategies/* (packages/contracts/src/user-strategies): the signed-in user's strategies as query
// options and mutations. Keys start with 'user-strategies'; a save or delete refreshes them all.
import { type UserStrategyBody, type UserStrategyTimeframe, userStrategyEndpoints } from '@nivesh/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, isRefusal } from '@/lib/api-client';
import { refreshWhileLive } from '@/lib/live-market-query';

const KEY = 'user-strategies';
export const USER_STRATEGIES_KEY = [KEY] as const;

/** How often today's stocks refresh while the market trades (a new 15-minute bar, new quotes). */
const STOCKS_LIVE_REFRESH_MS = 60_000;

export const useStrategyList = (signedIn: boolean) =>
  useQuery({
    queryKey: [KEY, 'list'],
    queryFn: ({ signal }) => callEndpoint(userStrategyEndpoints.strategyList, { signal }),
    enabled: signedIn,
  });

export const useStrategyDetails = (id: string, signedIn: boolean) =>
  useQuery({
    queryKey: [KEY, 'details', id],
    queryFn: ({ signal }) =>
      callEndpoint(userStrategyEndpoints.strategyDetails, { query: { strategies_id: id }, signal }),
    enabled: signedIn && id !== '',
  });

/** The stocks a strategy flags now; refreshed every minute while the session trades. */
export const useStrategyStocks = (id: string, signedIn: boolean) =>
  useQuery({
    queryKey: [KEY, 'stocks', id],
    queryFn: ({ signal }) =>
      callEndpoint(userStrategyEndpoints.strategyStocks, { query: { strategies_id: id }, signal }),
    enabled: signedIn && id !== '',
    refetchInterval: refreshWhileLive(STOCKS_LIVE_REFRESH_MS),
  });

export const strategyPerformanceOptions = (id: string) =>
  queryOptions({
    queryKey: [KEY, 'performance', id],
    queryFn: ({ signal }) =>
      callEndpoint(userStrategyEndpoints.strategyPerformance, { query: { strategies_id: id }, signal }),
    // A measurement holds for the market day: no need to ask again while the page is open.
    staleTime: 10 * 60_000,
  });

/** Whether a rule compiles for the timeframe (checked as the user types; `rule` '' skips the call). */
export const useCheckRule = (rule: string, timeframe: UserStrategyTimeframe) =>
  useQuery({
    queryKey: [KEY, 'checkRule', timeframe, rule],
    queryFn: ({ signal }) =>
      callEndpoint(userStrategyEndpoints.checkRule, { query: { rule, timeframe }, signal }),
    enabled: rule.trim() !== '',
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });

export function useSaveStrategy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserStrategyBody) => callEndpoint(userStrategyEndpoints.addStrategy, { body: body }),
    onSuccess: (answer) => {
      if (!isRefusal(answer)) void client.invalidateQueries({ queryKey: USER_STRATEGIES_KEY });
    },
  });
}

/** Deletes one strategy (the dialog reads the answer; the caller refreshes the list). */
export const deleteStrategy = (id: string): Promise<unknown> =>
  callEndpoint(userStrategyEndpoints.deleteStrategy, { query: { strategies_id: id } });

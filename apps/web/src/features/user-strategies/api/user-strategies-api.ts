// Addstrategies/* (packages/contracts/src/user-strategies): the signed-in user's strategies as query
// options and mutations. Keys start with 'user-strategies'; a save or delete refreshes them all.
import {
  checkRuleOk,
  saveUserStrategyOk,
  type UserStrategyBody,
  type UserStrategyTimeframe,
  userStrategyDeleteSchemas,
  userStrategyDetailsSchemas,
  userStrategyListSchemas,
  userStrategyPerformanceSchemas,
  userStrategyStocksOk,
} from '@nivesh/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isRefusal } from '@/lib/api-client';
import { refreshWhileLive } from '@/lib/live-market-query';

const KEY = 'user-strategies';
export const USER_STRATEGIES_KEY = [KEY] as const;
const endpoint = (action: string) => `Addstrategies/${action}`;

/** How often today's stocks refresh while the market trades (a new 15-minute bar, new quotes). */
const STOCKS_LIVE_REFRESH_MS = 60_000;

export const useStrategyList = (signedIn: boolean) =>
  useQuery({
    queryKey: [KEY, 'list'],
    queryFn: ({ signal }) =>
      apiRequest({ endpoint: endpoint('getList'), schema: userStrategyListSchemas.ok, signal }),
    enabled: signedIn,
  });

export const useStrategyDetails = (id: string, signedIn: boolean) =>
  useQuery({
    queryKey: [KEY, 'details', id],
    queryFn: ({ signal }) =>
      apiRequest({
        endpoint: endpoint('getDetails'),
        query: { strategies_id: id },
        schema: userStrategyDetailsSchemas.ok,
        signal,
      }),
    enabled: signedIn && id !== '',
  });

/** The stocks a strategy flags now; refreshed every minute while the session trades. */
export const useStrategyStocks = (id: string, signedIn: boolean) =>
  useQuery({
    queryKey: [KEY, 'stocks', id],
    queryFn: ({ signal }) =>
      apiRequest({
        endpoint: endpoint('getStock'),
        query: { strategies_id: id },
        schema: userStrategyStocksOk,
        signal,
      }),
    enabled: signedIn && id !== '',
    refetchInterval: refreshWhileLive(STOCKS_LIVE_REFRESH_MS),
  });

export const strategyPerformanceOptions = (id: string) =>
  queryOptions({
    queryKey: [KEY, 'performance', id],
    queryFn: ({ signal }) =>
      apiRequest({
        endpoint: endpoint('performance'),
        query: { strategies_id: id },
        schema: userStrategyPerformanceSchemas.ok,
        signal,
      }),
    // A measurement holds for the market day: no need to ask again while the page is open.
    staleTime: 10 * 60_000,
  });

/** Whether a rule compiles for the timeframe (checked as the user types; `rule` '' skips the call). */
export const useCheckRule = (rule: string, timeframe: UserStrategyTimeframe) =>
  useQuery({
    queryKey: [KEY, 'checkRule', timeframe, rule],
    queryFn: ({ signal }) =>
      apiRequest({
        endpoint: endpoint('checkRule'),
        query: { rule, timeframe },
        schema: checkRuleOk,
        signal,
      }),
    enabled: rule.trim() !== '',
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });

export function useSaveStrategy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserStrategyBody) =>
      apiRequest({ endpoint: endpoint('addStg'), method: 'POST', body, schema: saveUserStrategyOk }),
    onSuccess: (answer) => {
      if (!isRefusal(answer)) void client.invalidateQueries({ queryKey: USER_STRATEGIES_KEY });
    },
  });
}

/** Deletes one strategy (the dialog reads the answer; the caller refreshes the list). */
export const deleteStrategy = (id: string): Promise<unknown> =>
  apiRequest({
    endpoint: endpoint('delstg'),
    query: { strategies_id: id },
    schema: userStrategyDeleteSchemas.ok,
  });

// TodayActivity/getInsiderTrades and getInsiderPerformance as TanStack Query options.
import {
  type InsiderPerformanceAnswer,
  type InsiderPerformanceQuery,
  type InsiderTradeDto,
  type InsiderTradesQuery,
  todayActivityEndpoints,
} from '@nivesh/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { ApiRefusal } from '@/lib/api-client';
import { liveMarketQueryOptions } from '@/lib/live-market-query';
import { fetchEveryPage } from '../day-list';
import { COMPUTING_POLL_MS } from '../deals-performance/api';

/** One broadcast day's disclosures (a page of them), its totals and the days either side. */
export const insiderTradesQueryOptions = (params: InsiderTradesQuery) =>
  liveMarketQueryOptions('today-activity', todayActivityEndpoints.insiderTrades, params, 60_000);
export const useInsiderTrades = (params: InsiderTradesQuery) =>
  useQuery({ ...insiderTradesQueryOptions(params), placeholderData: keepPreviousData });

/** Every row of the day the filters of `params` keep (all pages, in the server's order), for the CSV; the refusal when refused. */
export function allInsiderTrades(
  queryClient: QueryClient,
  params: InsiderTradesQuery,
): Promise<readonly InsiderTradeDto[] | ApiRefusal> {
  return fetchEveryPage((page, size) =>
    queryClient.fetchQuery(insiderTradesQueryOptions({ ...params, page, size })),
  );
}

/** What the stocks did after a range's open-market insider trades, by group; polled while it is measured. */
export const insiderPerformanceQueryOptions = (params: InsiderPerformanceQuery) =>
  liveMarketQueryOptions(
    'today-activity',
    todayActivityEndpoints.insiderPerformance,
    params,
    COMPUTING_POLL_MS,
    (answer: InsiderPerformanceAnswer) => !answer.ready,
  );
export const useInsiderPerformance = (params: InsiderPerformanceQuery) =>
  useQuery({ ...insiderPerformanceQueryOptions(params), placeholderData: keepPreviousData });

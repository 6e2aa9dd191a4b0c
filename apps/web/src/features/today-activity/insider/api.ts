// TodayActivity/getInsiderTrades as TanStack Query options.
import { type InsiderTradeDto, type InsiderTradesQuery, todayActivityEndpoints } from '@nivesh/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { ApiRefusal } from '@/lib/api-client';
import { liveMarketQueryOptions } from '@/lib/live-market-query';
import { fetchEveryPage } from '../day-list';

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

// TodayActivity/getInsiderTrades as TanStack Query options.
import { type InsiderTradeDto, type InsiderTradesQuery, todayActivityEndpoints } from '@nivesh/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { type ApiRefusal, isRefusal } from '@/lib/api-client';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

/** One broadcast day's disclosures (a page of them), its totals and the days either side. */
export const insiderTradesQueryOptions = (params: InsiderTradesQuery) =>
  liveMarketQueryOptions('today-activity', todayActivityEndpoints.insiderTrades, params, 60_000);
export const useInsiderTrades = (params: InsiderTradesQuery) =>
  useQuery({ ...insiderTradesQueryOptions(params), placeholderData: keepPreviousData });

const EXPORT_PAGE_SIZE = 200;
/** A guard against a server that keeps answering. */
const EXPORT_MAX_PAGES = 50;

/** Every disclosure of the day the filters of `params` keep (all pages), for the CSV; the refusal when refused. */
export async function allInsiderTrades(
  queryClient: QueryClient,
  params: InsiderTradesQuery,
): Promise<readonly InsiderTradeDto[] | ApiRefusal> {
  const rows: InsiderTradeDto[] = [];
  for (let page = 1; page <= EXPORT_MAX_PAGES; page++) {
    const answer = await queryClient.fetchQuery(
      insiderTradesQueryOptions({ ...params, page, size: EXPORT_PAGE_SIZE }),
    );
    if (isRefusal(answer)) return answer;
    rows.push(...answer.rows);
    if (answer.rows.length === 0 || rows.length >= answer.total) break;
  }
  return rows;
}

// TodayActivity/getDeals as TanStack Query options: both deals pages fetch through here.
import {
  type DealDto,
  type DealsQuery,
  type StockDealsAnswer,
  type StockDealsQuery,
  todayActivityEndpoints,
} from '@nivesh/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { type ApiRefusal, isRefusal } from '@/lib/api-client';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

/** One session's bulk or block deals (a page of them), its totals and the sessions either side. */
export const dealsQueryOptions = (params: DealsQuery) =>
  liveMarketQueryOptions('today-activity', todayActivityEndpoints.deals, params, 60_000);
export const useDeals = (params: DealsQuery) =>
  useQuery({ ...dealsQueryOptions(params), placeholderData: keepPreviousData });

/** How often a stock's range still being computed is asked for again, ms. */
const STOCK_DEALS_POLL_MS = 1_500;

/** One stock's bulk and block deals over a year (its stock page); polled while they are computed. */
export const useStockDeals = (params: StockDealsQuery) =>
  useQuery(
    liveMarketQueryOptions(
      'today-activity',
      todayActivityEndpoints.stockDeals,
      params,
      STOCK_DEALS_POLL_MS,
      (answer: StockDealsAnswer) => !answer.ready,
    ),
  );

/** The largest page the API gives. */
const EXPORT_PAGE_SIZE = 200;
/** A day never has this many pages of 200 deals; a guard against a server that keeps answering. */
const EXPORT_MAX_PAGES = 50;

/**
 * Every deal of the day the filters of `params` keep (all pages, in the server's order), for the
 * CSV; the server's refusal when it refuses a page.
 */
export async function allDeals(
  queryClient: QueryClient,
  params: DealsQuery,
): Promise<readonly DealDto[] | ApiRefusal> {
  const rows: DealDto[] = [];
  for (let page = 1; page <= EXPORT_MAX_PAGES; page++) {
    const answer = await queryClient.fetchQuery(
      dealsQueryOptions({ ...params, page, size: EXPORT_PAGE_SIZE }),
    );
    if (isRefusal(answer)) return answer;
    rows.push(...answer.rows);
    if (answer.rows.length === 0 || rows.length >= answer.total) break;
  }
  return rows;
}

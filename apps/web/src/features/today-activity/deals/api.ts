// TodayActivity/getDeals as TanStack Query options: both deals pages fetch through here.
import {
  type DealDto,
  type DealsQuery,
  type StockDealsAnswer,
  type StockDealsQuery,
  todayActivityEndpoints,
} from '@nivesh/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { ApiRefusal } from '@/lib/api-client';
import { liveMarketQueryOptions } from '@/lib/live-market-query';
import { fetchEveryPage } from '../day-list';

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

/** Every row of the day the filters of `params` keep (all pages, in the server's order), for the CSV; the refusal when refused. */
export function allDeals(
  queryClient: QueryClient,
  params: DealsQuery,
): Promise<readonly DealDto[] | ApiRefusal> {
  return fetchEveryPage((page, size) => queryClient.fetchQuery(dealsQueryOptions({ ...params, page, size })));
}

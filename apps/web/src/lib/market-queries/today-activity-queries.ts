// TodayActivity queries read outside the today's-activity pages too (the home page's card, a stock
// page's deals): one definition, the pages' api modules re-export them.
import {
  type DealsQuery,
  type FiiDiiDataQuery,
  type StockDealsAnswer,
  type StockDealsQuery,
  type StockInsiderTradesQuery,
  todayActivityEndpoints,
} from '@nivesh/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

/** A session's FII and DII cash figures, the sessions before it, and its month and year to date. */
export const fiiDiiDataQueryOptions = (params: FiiDiiDataQuery) =>
  liveMarketQueryOptions('today-activity', todayActivityEndpoints.fiiDiiData, params, 60_000);
export const useFiiDiiData = (params: FiiDiiDataQuery) =>
  useQuery({ ...fiiDiiDataQueryOptions(params), placeholderData: keepPreviousData });

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

/** One stock's insider-trading disclosures over a year (its stock page). */
export const useStockInsiderTrades = (params: StockInsiderTradesQuery) =>
  useQuery(
    liveMarketQueryOptions('today-activity', todayActivityEndpoints.stockInsiderTrades, params, 60_000),
  );

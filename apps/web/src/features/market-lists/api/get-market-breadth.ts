import { listEndpoints, type MarketBreadthResponse } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { type DayListParams, listsQueryOptions } from '@/lib/market-queries/lists-query';

export type MarketBreadthAnswer = Extract<MarketBreadthResponse, { status: 1 }>;

/** TodayActivity/getMarketBreadth: advances/declines and SMA breadth, overall and per sector. */
export const marketBreadthQueryOptions = (params: DayListParams) =>
  listsQueryOptions(listEndpoints.marketBreadth, { ...params });

export const useMarketBreadth = (params: DayListParams) => useQuery(marketBreadthQueryOptions(params));

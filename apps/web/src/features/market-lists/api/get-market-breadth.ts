import { type ListIndexFilter, type MarketBreadthResponse, marketBreadthResponse } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { listsQueryOptions } from './lists-query';

export type MarketBreadthAnswer = Extract<MarketBreadthResponse, { status: 1 }>;

/** TodayActivity/getMarketBreadth: advances/declines and SMA breadth, overall and per sector. */
export const marketBreadthQueryOptions = (params: {
  readonly date?: string;
  readonly index?: ListIndexFilter;
}) => listsQueryOptions('TodayActivity/getMarketBreadth', marketBreadthResponse, { ...params });

export function useMarketBreadth(params: { readonly date?: string; readonly index?: ListIndexFilter }) {
  return useQuery(marketBreadthQueryOptions(params));
}

import { overviewEndpoints, type PRE_MARKET_CATEGORIES } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryOptions } from '@/lib/market-queries/overview-query';

export type PreMarketCategory = (typeof PRE_MARKET_CATEGORIES)[number];

/** PreMarket/getPreMarketData: the pre-open call auction of a category (set once a day: no polling). */
export const preMarketQueryOptions = (category: PreMarketCategory) => ({
  ...overviewQueryOptions(overviewEndpoints.preMarket, { category }),
  refetchInterval: false as const,
});

export function usePreMarket(category: PreMarketCategory) {
  return useQuery(preMarketQueryOptions(category));
}

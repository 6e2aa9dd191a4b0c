import { type FUTURE_MONTHS, overviewEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryOptions } from '@/lib/market-queries/overview-query';

export type FutureMonth = (typeof FUTURE_MONTHS)[number];

/** FutureStock/getFutureStockData: F&O stock futures on one monthly expiry (simulated). */
export const futureStocksQueryOptions = (month: FutureMonth, sector?: string) =>
  overviewQueryOptions(overviewEndpoints.futureStock, {
    expiry: month,
    sector_id: sector,
  });

export function useFutureStocks(month: FutureMonth, sector?: string) {
  return useQuery(futureStocksQueryOptions(month, sector));
}

import { type FUTURE_MONTHS, type FutureKind, overviewEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryOptions } from '@/lib/market-queries/overview-query';

export type FutureMonth = (typeof FUTURE_MONTHS)[number];

/** FutureStock/getFutureStockData: F&O stock futures, or the index futures, on one monthly expiry (simulated). */
export const futureStocksQueryOptions = (month: FutureMonth, sector?: string, kind: FutureKind = 'stock') =>
  overviewQueryOptions(overviewEndpoints.futureStock, {
    expiry: month,
    kind,
    sector_id: sector,
  });

export function useFutureStocks(month: FutureMonth, sector?: string, kind: FutureKind = 'stock') {
  return useQuery(futureStocksQueryOptions(month, sector, kind));
}

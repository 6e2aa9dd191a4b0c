import { stockEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { marketQueryOptions } from '@/lib/market-queries/market-query';

/** stock/gethFuturelysisData: simulated near, next and far month futures by cost of carry. */
export const stockFuturesQueryOptions = (symbol: string) =>
  marketQueryOptions(stockEndpoints.stockFutures, { symbol }, 5_000);

export function useStockFutures(symbol: string) {
  return useQuery(stockFuturesQueryOptions(symbol));
}

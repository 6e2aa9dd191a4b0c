import { stockEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { marketQueryOptions } from '@/lib/market-queries/market-query';

/** stock/getStockSupportData: pivot levels of one symbol, or of every equity without one. */
export const stockSupportQueryOptions = (symbol?: string) =>
  marketQueryOptions(stockEndpoints.stockSupport, { symbol }, 15_000);

export function useStockSupport(symbol?: string) {
  return useQuery(stockSupportQueryOptions(symbol));
}

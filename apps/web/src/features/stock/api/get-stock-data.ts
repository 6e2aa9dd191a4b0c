import { stockEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { marketQueryOptions } from '@/lib/market-queries/market-query';

/** stock/getStockData: returns over standard periods and corporate actions. */
export const stockDataQueryOptions = (symbol: string) =>
  marketQueryOptions(stockEndpoints.stockData, { symbol }, 30_000);

export function useStockData(symbol: string) {
  return useQuery(stockDataQueryOptions(symbol));
}

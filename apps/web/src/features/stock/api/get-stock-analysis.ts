import { stockEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { marketQueryOptions } from '@/lib/market-queries/market-query';

/** stock/gethStockAnalysisData: key ratios at the live price and the simulated statements. */
export const stockAnalysisQueryOptions = (symbol: string) =>
  marketQueryOptions(stockEndpoints.stockAnalysis, { symbol }, 30_000);

export function useStockAnalysis(symbol: string) {
  return useQuery(stockAnalysisQueryOptions(symbol));
}

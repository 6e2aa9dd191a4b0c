import { stockEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { marketQueryOptions } from '@/lib/market-queries/market-query';

/** stock/stockScanDetails: RSI, MACD, moving averages, Bollinger, Supertrend on daily bars. */
export const stockScanQueryOptions = (symbol: string) =>
  marketQueryOptions(stockEndpoints.stockScanDetails, { symbol }, 30_000);

export function useStockScan(symbol: string) {
  return useQuery(stockScanQueryOptions(symbol));
}

import { stockEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { marketQueryOptions } from './market-query';

/**
 * stock/getAllStockData: every symbol with its price (about 520 rows). The search and the symbol
 * directory share this one cached list; prices refresh every 15 s while the session trades.
 */
export const allStocksQueryOptions = () => marketQueryOptions(stockEndpoints.allStocks, {}, 15_000, 10_000);

/** `enabled` false defers the request (the header search loads it on first focus). */
export function useAllStocks(enabled = true) {
  return useQuery({ ...allStocksQueryOptions(), enabled });
}

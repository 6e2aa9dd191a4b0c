import { stockDetailsSchemas } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { marketQueryOptions } from './market-query';

/** stock/stockDetails: the stock page header, refreshed every 2 s while the session trades. */
export const stockDetailsQueryOptions = (symbol: string) =>
  marketQueryOptions('stock/stockDetails', stockDetailsSchemas.ok, { symbol }, 2_000);

export function useStockDetails(symbol: string) {
  return useQuery(stockDetailsQueryOptions(symbol));
}

import { stockEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { marketQueryOptions, whileLive } from '@/lib/market-queries/market-query';

/**
 * stock/stockDetails: the stock page header, refreshed every 2 s while the session trades (every
 * 10 s when the server streams quotes: the stream then moves the price in between).
 */
export const stockDetailsQueryOptions = (symbol: string) => {
  const options = marketQueryOptions(stockEndpoints.stockDetails, { symbol }, 2_000);
  return {
    ...options,
    refetchInterval: (query: { state: { data: unknown } }) => {
      const every = whileLive(2_000)(query);
      const data = query.state.data;
      const streamed = typeof data === 'object' && data !== null && 'stream' in data && data.stream === true;
      return every === false ? false : streamed ? 10_000 : every;
    },
  };
};

export function useStockDetails(symbol: string) {
  return useQuery(stockDetailsQueryOptions(symbol));
}

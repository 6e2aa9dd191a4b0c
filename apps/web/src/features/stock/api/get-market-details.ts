import { overviewEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { marketQueryOptions } from '@/lib/market-queries/market-query';

/** market/marketDetails: quote, OHLC, VWAP, circuit band and the simulated order book. */
export const marketDetailsQueryOptions = (symbol: string) =>
  marketQueryOptions(overviewEndpoints.marketDetails, { symbol }, 2_000);

export function useMarketDetails(symbol: string) {
  return useQuery(marketDetailsQueryOptions(symbol));
}

import { overviewEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryOptions } from './overview-query';

/** market/marketSignal: NIFTY 50 trend vs its SMAs, breadth and INDIA VIX, with the rule. */
export const marketSignalQueryOptions = () => overviewQueryOptions(overviewEndpoints.marketSignal, {});

export function useMarketSignal() {
  return useQuery(marketSignalQueryOptions());
}

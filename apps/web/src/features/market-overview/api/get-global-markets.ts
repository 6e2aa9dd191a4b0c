import { overviewEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryOptions } from '@/lib/market-queries/overview-query';

/** global_market/globalmarketData: global indices with their hours in IST (refreshes every 5 s while live). */
export const globalMarketsQueryOptions = () => overviewQueryOptions(overviewEndpoints.globalMarket, {});

export function useGlobalMarkets() {
  return useQuery(globalMarketsQueryOptions());
}

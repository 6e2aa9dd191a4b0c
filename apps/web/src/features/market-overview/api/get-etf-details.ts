import { overviewEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryOptions } from '@/lib/market-queries/overview-query';

/** ETF/getEtfDetails: one ETF against its underlying (tracking difference, indicative NAV). */
export const etfDetailsQueryOptions = (symbol: string) =>
  overviewQueryOptions(overviewEndpoints.etfDetails, { symbol });

export function useEtfDetails(symbol: string) {
  return useQuery(etfDetailsQueryOptions(symbol));
}

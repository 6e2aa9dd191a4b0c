import { overviewEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryOptions } from '@/lib/market-queries/overview-query';

/** ETF/getEtfList: every ETF with category, price, turnover, expense ratio and 1-year return. */
export const etfListQueryOptions = () => overviewQueryOptions(overviewEndpoints.etfList, {});

export function useEtfList() {
  return useQuery(etfListQueryOptions());
}

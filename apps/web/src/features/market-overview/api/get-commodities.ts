import { type CommodityGroup, overviewEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryOptions } from '@/lib/market-queries/overview-query';

/** Commodity/getCommodityData: MCX contracts, all or one group. */
export const commoditiesQueryOptions = (group?: CommodityGroup) =>
  overviewQueryOptions(overviewEndpoints.commodity, { group });

export function useCommodities(group?: CommodityGroup) {
  return useQuery(commoditiesQueryOptions(group));
}

import { overviewEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryOptions } from './overview-query';

/** market/marketOverview: indices, movers, breadth, sectors, heat map, global cues, commodities. */
export const marketOverviewQueryOptions = (movers = 5) =>
  overviewQueryOptions(overviewEndpoints.marketOverview, { movers });

export function useMarketOverview(movers = 5) {
  return useQuery(marketOverviewQueryOptions(movers));
}

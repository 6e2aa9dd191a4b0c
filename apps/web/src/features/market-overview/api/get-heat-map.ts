import { type HeatMeasure, overviewEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryOptions } from '@/lib/market-queries/overview-query';

export interface HeatMapFilters {
  readonly index?: string;
  readonly sector?: string;
  readonly measure: HeatMeasure;
}

/** HeatMap/getlist: tiles of an index or sector by market cap or turnover. */
export const heatMapQueryOptions = ({ index, sector, measure }: HeatMapFilters) =>
  overviewQueryOptions(overviewEndpoints.heatMap, { index, sector_id: sector, measure });

export function useHeatMap(filters: HeatMapFilters) {
  return useQuery(heatMapQueryOptions(filters));
}

/** HeatMap/getlistBySymbol: one tile in detail (weight and rank in the index, sector move). */
export const heatMapSymbolQueryOptions = (symbol: string, index: string, measure: HeatMeasure) =>
  overviewQueryOptions(overviewEndpoints.heatMapSymbol, { symbol, index, measure });

export function useHeatMapSymbol(symbol: string | null, index: string, measure: HeatMeasure) {
  return useQuery({ ...heatMapSymbolQueryOptions(symbol ?? '', index, measure), enabled: symbol !== null });
}

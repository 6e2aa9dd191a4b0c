import { type SectorAnalysisDetailsResponse, sectorEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { sectorsEndpoint } from '@/lib/market-queries/sectors-endpoint';
import { ANALYSIS_REFRESH_MS } from './get-sector-analysis';

export type SectorAnalysisDetails = Extract<SectorAnalysisDetailsResponse, { status: 1 }>;

/** exSector/getSectorAnalysisDetails: one sector's relative-strength line, stocks, leaders and laggards. */
export const sectorAnalysisDetailsEndpoint = sectorsEndpoint(
  sectorEndpoints.sectorAnalysisDetails,
  ANALYSIS_REFRESH_MS,
);

export const useSectorAnalysisDetails = (sectorId: string) =>
  useQuery(sectorAnalysisDetailsEndpoint.options({ ex_sector_id: sectorId }));

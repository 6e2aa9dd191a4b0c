import { type SectorAnalysisResponse, sectorEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { sectorsEndpoint } from '@/lib/market-queries/sectors-endpoint';

export type SectorAnalysis = Extract<SectorAnalysisResponse, { status: 1 }>;

/** Analysis moves slowly (returns over weeks): refreshed less often than the lists. */
export const ANALYSIS_REFRESH_MS = 15_000;

/** exSector/getSectorAnalysis: rotation, SMA breadth and valuation of every sector. */
export const sectorAnalysisEndpoint = sectorsEndpoint(sectorEndpoints.sectorAnalysis, ANALYSIS_REFRESH_MS);

export const useSectorAnalysis = () => useQuery(sectorAnalysisEndpoint.options({}));

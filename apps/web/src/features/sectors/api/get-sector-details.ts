import { type SectorDetailsResponse, sectorEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { sectorsEndpoint } from '@/lib/market-queries/sectors-endpoint';

export type SectorDetails = Extract<SectorDetailsResponse, { status: 1 }>;

/** sector/getSectorDetails: one sector with its stocks, industries, gainers and losers. */
export const sectorDetailsEndpoint = sectorsEndpoint(sectorEndpoints.sectorDetails);

export const useSectorDetails = (sectorId: string) =>
  useQuery(sectorDetailsEndpoint.options({ sector_id: sectorId }));

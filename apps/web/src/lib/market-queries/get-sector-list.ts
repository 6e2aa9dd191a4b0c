import { type SectorListResponse, sectorEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { sectorsEndpoint } from './sectors-endpoint';

export type SectorList = Extract<SectorListResponse, { status: 1 }>;

/** sector/getSectorList: every NSE sector's day, market cap, index and period returns. */
export const sectorListEndpoint = sectorsEndpoint(sectorEndpoints.sectorList);

export const useSectorList = () => useQuery(sectorListEndpoint.options({}));

import { type IndustryDetailsResponse, sectorEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { sectorsEndpoint } from '@/lib/market-queries/sectors-endpoint';

export type IndustryDetails = Extract<IndustryDetailsResponse, { status: 1 }>;

/** sector/getIndustryDetails: one industry (by slug) with its stocks and its sector's other industries. */
export const industryDetailsEndpoint = sectorsEndpoint(sectorEndpoints.industryDetails);

export const useIndustryDetails = (industryId: string) =>
  useQuery(industryDetailsEndpoint.options({ sector_id: industryId }));

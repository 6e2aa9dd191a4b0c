import { type IndustryListResponse, sectorEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { sectorsEndpoint } from '@/lib/market-queries/sectors-endpoint';

export type IndustryList = Extract<IndustryListResponse, { status: 1 }>;

/** sector/getIndustryList: every industry, by sector, with its day and period returns. */
export const industryListEndpoint = sectorsEndpoint(sectorEndpoints.industryList);

export const useIndustryList = () => useQuery(industryListEndpoint.options({}));

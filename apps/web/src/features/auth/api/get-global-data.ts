import { globalDataResponse } from '@nivesh/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getGlobalData() {
  return apiRequest({ endpoint: 'globalSetting/globaldata', schema: globalDataResponse });
}

export const globalDataQueryOptions = () =>
  queryOptions({
    queryKey: ['global-setting', 'globaldata'],
    queryFn: getGlobalData,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });

export function useGlobalData() {
  return useQuery(globalDataQueryOptions());
}

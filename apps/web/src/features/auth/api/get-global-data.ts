import { accountEndpoints } from '@nivesh/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export function getGlobalData() {
  return callEndpoint(accountEndpoints.globalData);
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

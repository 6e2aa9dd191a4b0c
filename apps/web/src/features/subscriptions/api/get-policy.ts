import { type PolicyKey, policyEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** page/privacypolicy, page/termandcon or page/refundpolicy: the policy's sections, version and date. */
export const usePolicy = (policy: PolicyKey) => {
  const definition = policyEndpoints[policy];
  return useQuery({
    queryKey: ['subscriptions', definition.path],
    queryFn: ({ signal }) => callEndpoint(definition, { signal }),
    staleTime: 60 * 60_000,
  });
};

import { POLICY_PAGES, type PolicyKey, policyPageSchemas } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** page/privacypolicy, page/termandcon or page/refundpolicy: the policy's sections, version and date. */
export const usePolicy = (policy: PolicyKey) => {
  const { endpoint } = POLICY_PAGES[policy];
  return useQuery({
    queryKey: ['subscriptions', endpoint],
    queryFn: ({ signal }) => apiRequest({ endpoint, schema: policyPageSchemas.ok, signal }),
    staleTime: 60 * 60_000,
  });
};

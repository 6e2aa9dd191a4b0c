import { subscriptionEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** page/premiumService: the paid packages as the services they open. */
export const usePremiumServices = () =>
  useQuery({
    queryKey: ['subscriptions', subscriptionEndpoints.premiumService.path],
    queryFn: ({ signal }) => callEndpoint(subscriptionEndpoints.premiumService, { signal }),
  });

/** page/getServiceDetails: one service's package, features and the user's hold on its tier. */
export const useServiceDetails = (slug: string, token: string | undefined) =>
  useQuery({
    queryKey: ['subscriptions', subscriptionEndpoints.serviceDetails.path, { slug, token }],
    queryFn: ({ signal }) => callEndpoint(subscriptionEndpoints.serviceDetails, { query: { slug }, signal }),
  });

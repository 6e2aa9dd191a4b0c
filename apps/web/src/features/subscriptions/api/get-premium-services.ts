import { premiumServiceSchemas, serviceDetailsSchemas } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** page/premiumService: the paid packages as the services they open. */
export const usePremiumServices = () =>
  useQuery({
    queryKey: ['subscriptions', 'page/premiumService'],
    queryFn: ({ signal }) =>
      apiRequest({ endpoint: 'page/premiumService', schema: premiumServiceSchemas.ok, signal }),
  });

/** page/getServiceDetails: one service's package, features and the user's hold on its tier. */
export const useServiceDetails = (slug: string, token: string | undefined) =>
  useQuery({
    queryKey: ['subscriptions', 'page/getServiceDetails', { slug, token }],
    queryFn: ({ signal }) =>
      apiRequest({
        endpoint: 'page/getServiceDetails',
        query: { slug },
        schema: serviceDetailsSchemas.ok,
        signal,
      }),
  });

import { subscriptionEndpoints } from '@nivesh/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/**
 * Subscription/subWebFunction: plans, the feature table, social links and userStatus. `reloadAt` is
 * the reload button's fresh timestamp (spec 4): a new one is a new key, hence a refetch.
 */
const subWebFunctionOptions = (pageName: string | undefined, reloadAt: number, token: string | undefined) =>
  queryOptions({
    queryKey: ['subscriptions', subscriptionEndpoints.subWebFunction.path, { pageName, token, reloadAt }],
    queryFn: ({ signal }) =>
      callEndpoint(subscriptionEndpoints.subWebFunction, { query: { pageName }, signal }),
    // A reload keeps the plans on screen while the reload button spins.
    placeholderData: keepPreviousData,
  });

export const useSubWebFunction = (
  pageName: string | undefined,
  reloadAt: number,
  token: string | undefined,
) => useQuery(subWebFunctionOptions(pageName, reloadAt, token));

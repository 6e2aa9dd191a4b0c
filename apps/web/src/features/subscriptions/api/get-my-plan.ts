import { accountEndpoints, subscriptionEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** Subscription/myPlan: tiers held now, the plan's name and every payment with its invoice. */
export const useMyPlan = (enabled: boolean) =>
  useQuery({
    queryKey: ['subscriptions', subscriptionEndpoints.myPlan.path],
    queryFn: ({ signal }) => callEndpoint(subscriptionEndpoints.myPlan, { signal }),
    enabled,
  });

/** DashboardRecord/getMyAccountRecord: the signed-in user's own record. */
export const useMyAccountRecord = (enabled: boolean) =>
  useQuery({
    queryKey: ['subscriptions', accountEndpoints.myAccount.path],
    queryFn: ({ signal }) => callEndpoint(accountEndpoints.myAccount, { signal }),
    enabled,
  });

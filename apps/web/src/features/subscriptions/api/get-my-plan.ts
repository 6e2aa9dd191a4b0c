import { myAccountResponse, myPlanSchemas } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Subscription/myPlan: tiers held now, the plan's name and every payment with its invoice. */
export const useMyPlan = (enabled: boolean) =>
  useQuery({
    queryKey: ['subscriptions', 'Subscription/myPlan'],
    queryFn: ({ signal }) =>
      apiRequest({ endpoint: 'Subscription/myPlan', schema: myPlanSchemas.ok, signal }),
    enabled,
  });

/** DashboardRecord/getMyAccountRecord: the signed-in user's own record. */
export const useMyAccountRecord = (enabled: boolean) =>
  useQuery({
    queryKey: ['subscriptions', 'DashboardRecord/getMyAccountRecord'],
    queryFn: ({ signal }) =>
      apiRequest({ endpoint: 'DashboardRecord/getMyAccountRecord', schema: myAccountResponse, signal }),
    enabled,
  });

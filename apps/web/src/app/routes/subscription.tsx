import { SubscriptionPage } from '@/features/subscriptions/components/subscription-page';

export function Component() {
  return <SubscriptionPage />;
}

import { SubscriptionFeaturePage } from '@/features/subscriptions/components/subscription-feature-page';

export function Component() {
  return <SubscriptionFeaturePage />;
}

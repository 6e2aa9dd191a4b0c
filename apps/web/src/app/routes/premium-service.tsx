import { PremiumServicePage } from '@/features/subscriptions/components/premium-pages';

export function Component() {
  return <PremiumServicePage />;
}

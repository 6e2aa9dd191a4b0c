import { PremiumPage } from '@/features/subscriptions/components/premium-pages';

export function Component() {
  return <PremiumPage />;
}

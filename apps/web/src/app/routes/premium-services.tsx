import { PremiumServicesPage } from '@/features/subscriptions/components/premium-pages';

export function Component() {
  return <PremiumServicesPage />;
}

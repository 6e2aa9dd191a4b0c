import { PmsPage } from '@/features/subscriptions/components/premium-pages';

export function Component() {
  return <PmsPage />;
}

import { FuturesAndOptionsPage } from '@/features/subscriptions/components/premium-pages';

export function Component() {
  return <FuturesAndOptionsPage />;
}

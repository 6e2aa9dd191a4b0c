import { EditStrategyPage } from '@/features/order-dashboard/components/strategy-order-pages';

export function Component() {
  return <EditStrategyPage />;
}

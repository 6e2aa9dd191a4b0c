import { StrategyOrdersPage } from '@/features/order-dashboard/components/strategy-orders-page';

export function Component() {
  return <StrategyOrdersPage />;
}

import { PositionsPage } from '@/features/order-dashboard/components/order-list-pages';

export function Component() {
  return <PositionsPage />;
}

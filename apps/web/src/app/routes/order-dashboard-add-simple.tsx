import { AddSimpleOrderPage } from '@/features/order-dashboard/components/simple-order-page';

export function Component() {
  return <AddSimpleOrderPage />;
}

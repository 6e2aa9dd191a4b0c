import { EditSimpleOrderPage } from '@/features/order-dashboard/components/simple-order-page';

export function Component() {
  return <EditSimpleOrderPage />;
}

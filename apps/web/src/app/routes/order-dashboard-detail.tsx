import { OrderDetailPage } from '@/features/order-dashboard/components/order-detail-page';

export function Component() {
  return <OrderDetailPage />;
}

import { OrderSearchPage } from '@/features/order-dashboard/components/search-page';

export function Component() {
  return <OrderSearchPage />;
}

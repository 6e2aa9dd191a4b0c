import { FutureStockPage } from '@/features/market-overview/components/future-stock-page';

export function Component() {
  return <FutureStockPage />;
}

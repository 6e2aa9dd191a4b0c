import { StockPage } from '@/features/stock/components/stock-page';

export function Component() {
  return <StockPage />;
}

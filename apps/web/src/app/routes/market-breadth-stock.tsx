import { MarketBreadthStockPage } from '@/features/market-lists/components/market-breadth-stock-page';

export function Component() {
  return <MarketBreadthStockPage />;
}

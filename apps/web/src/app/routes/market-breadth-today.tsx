import { MarketBreadthPage } from '@/features/market-lists/components/market-breadth-page';

export function Component() {
  return <MarketBreadthPage />;
}

import { CommodityPage } from '@/features/market-overview/components/commodity-page';

export function Component() {
  return <CommodityPage />;
}

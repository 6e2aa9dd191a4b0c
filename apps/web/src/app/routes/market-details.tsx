import { MarketDetailsPage } from '@/features/stock/components/market-details-page';

export function Component() {
  return <MarketDetailsPage />;
}

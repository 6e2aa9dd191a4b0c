import { MarketHubPage } from '@/features/market-overview/components/market-hub-page';

export function Component() {
  return <MarketHubPage />;
}

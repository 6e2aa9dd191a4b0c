import { GlobalMarketPage } from '@/features/market-overview/components/global-market-page';

export function Component() {
  return <GlobalMarketPage />;
}

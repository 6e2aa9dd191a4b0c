import { PreMarketPage } from '@/features/market-overview/components/pre-market-page';

export function Component() {
  return <PreMarketPage />;
}

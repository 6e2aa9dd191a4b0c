import { PreMarketStockPage } from '@/features/intraday-screeners/components/premarket-stock-page';

export function Component() {
  return <PreMarketStockPage />;
}

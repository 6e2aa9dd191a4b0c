import { IntradayScreenerStockPage } from '@/features/intraday-screeners/components/intraday-screener-stock-page';

export function Component() {
  return <IntradayScreenerStockPage />;
}

import { StockMarketTodayPage } from '@/features/market-overview/components/stock-market-today-page';

export function Component() {
  return <StockMarketTodayPage />;
}

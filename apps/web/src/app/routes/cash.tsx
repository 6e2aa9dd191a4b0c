import { CashMarketPage } from '@/features/market-overview/components/cash-market-page';

export function Component() {
  return <CashMarketPage />;
}

import { PreMarketScreenerPage } from '@/features/intraday-screeners/components/premarket-screener-page';

export function Component() {
  return <PreMarketScreenerPage />;
}

import { PreMarketScreenerDetailPage } from '@/features/intraday-screeners/components/premarket-screener-detail-page';

export function Component() {
  return <PreMarketScreenerDetailPage />;
}

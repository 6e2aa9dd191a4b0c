import { IntradayScreenerPage } from '@/features/intraday-screeners/components/intraday-screener-page';

export function Component() {
  return <IntradayScreenerPage />;
}

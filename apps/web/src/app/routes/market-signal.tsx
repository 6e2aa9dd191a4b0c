import { MarketSignalPage } from '@/features/signals/components/market-signal-page';

export function Component() {
  return <MarketSignalPage />;
}

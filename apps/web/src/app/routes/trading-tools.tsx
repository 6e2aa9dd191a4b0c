import { TradingToolsPage } from '@/features/trading-tools/components/trading-tools-page';

export function Component() {
  return <TradingToolsPage />;
}

import { TradingTerminalPage } from '@/features/trading-tools/components/trading-terminal-page';

export function Component() {
  return <TradingTerminalPage />;
}

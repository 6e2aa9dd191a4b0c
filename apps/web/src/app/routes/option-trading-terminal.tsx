import { OptionTradingTerminalPage } from '@/features/derivatives/terminal/components/option-trading-terminal-page';

export function Component() {
  return <OptionTradingTerminalPage />;
}

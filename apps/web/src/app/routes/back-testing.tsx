import { BacktestPage } from '@/features/backtest/components/backtest-page';

export function Component() {
  return <BacktestPage />;
}

import { StrategyStocksPage } from '@/features/user-strategies/components/strategy-stocks-page';

export function Component() {
  return <StrategyStocksPage />;
}

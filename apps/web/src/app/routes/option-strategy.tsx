import { StrategyBuilderPage } from '@/features/derivatives/strategies/components/strategy-builder-page';

export function Component() {
  return <StrategyBuilderPage />;
}

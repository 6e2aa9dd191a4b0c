import { StrategyPerformancePage } from '@/features/user-strategies/components/strategy-performance-page';

export function Component() {
  return <StrategyPerformancePage />;
}

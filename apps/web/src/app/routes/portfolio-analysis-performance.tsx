import { RiskPerformancePage } from '@/features/portfolio-analysis/components/performance-page';

export function Component() {
  return <RiskPerformancePage />;
}

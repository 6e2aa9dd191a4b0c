import { DealsPerformancePage } from '@/features/today-activity/deals-performance/components/deals-performance-page';

export function Component() {
  return <DealsPerformancePage kind="bulk" />;
}

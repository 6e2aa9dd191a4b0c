import { ToolPerformancePage } from '@/features/trading-tools/components/tool-performance-page';

export function Component() {
  return <ToolPerformancePage />;
}

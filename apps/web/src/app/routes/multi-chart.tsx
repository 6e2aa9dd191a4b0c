import { MultiChartPage } from '@/features/stock/components/multi-chart-page';

export function Component() {
  return <MultiChartPage />;
}

import { SectorChartPage } from '@/features/subscriptions/components/sector-chart-page';

export function Component() {
  return <SectorChartPage />;
}

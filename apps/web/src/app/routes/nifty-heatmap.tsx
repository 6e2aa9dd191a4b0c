import { HeatMapPage } from '@/features/market-overview/components/heat-map-page';

export function Component() {
  return <HeatMapPage />;
}

import { SectorDetailPage } from '@/features/sectors/components/sector-detail-page';

export function Component() {
  return <SectorDetailPage />;
}

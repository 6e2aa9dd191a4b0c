import { SectorListPage } from '@/features/sectors/components/sector-list-page';

export function Component() {
  return <SectorListPage />;
}

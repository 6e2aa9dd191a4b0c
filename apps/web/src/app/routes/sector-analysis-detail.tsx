import { SectorAnalysisDetailPage } from '@/features/sectors/components/sector-analysis-detail-page';

export function Component() {
  return <SectorAnalysisDetailPage />;
}

import { SectorAnalysisPage } from '@/features/sectors/components/sector-analysis-page';

export function Component() {
  return <SectorAnalysisPage />;
}

import { OpenInterestAnalysisPage } from '@/features/derivatives/oi-analytics/components/open-interest-analysis-page';

export function Component() {
  return <OpenInterestAnalysisPage />;
}

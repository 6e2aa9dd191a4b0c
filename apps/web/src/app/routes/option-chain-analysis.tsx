import { OptionAnalysisPage } from '@/features/derivatives/oi-analytics/components/option-analysis-page';

export function Component() {
  return <OptionAnalysisPage />;
}

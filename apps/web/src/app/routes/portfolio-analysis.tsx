import { PortfolioAnalysisPage } from '@/features/portfolio-analysis/components/profile-pages';

export function Component() {
  return <PortfolioAnalysisPage />;
}

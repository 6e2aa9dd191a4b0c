import { RiskProfileDataPage } from '@/features/portfolio-analysis/components/profile-data-page';

export function Component() {
  return <RiskProfileDataPage />;
}

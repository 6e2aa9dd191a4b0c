import { RiskProfilesPage } from '@/features/portfolio-analysis/components/profile-pages';

export function Component() {
  return <RiskProfilesPage />;
}

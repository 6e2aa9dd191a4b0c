import { AddRiskProfilePage } from '@/features/portfolio-analysis/components/add-profile-page';

export function Component() {
  return <AddRiskProfilePage />;
}

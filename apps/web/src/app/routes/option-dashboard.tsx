import { OptionDashboardPage } from '@/features/derivatives/option-chain/components/option-dashboard-page';

export function Component() {
  return <OptionDashboardPage />;
}

import { DashboardPage } from '@/features/watchlists/dashboard/components/dashboard-page';

export function Component() {
  return <DashboardPage />;
}

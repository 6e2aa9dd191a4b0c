import { CorporateActionsPage } from '@/features/today-activity/corporate-actions/components/corporate-actions-page';

export function Component() {
  return <CorporateActionsPage />;
}

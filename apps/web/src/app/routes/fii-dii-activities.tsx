import { FiiDiiActivitiesPage } from '@/features/today-activity/fii-dii/components/fii-dii-activities-page';

export function Component() {
  return <FiiDiiActivitiesPage />;
}

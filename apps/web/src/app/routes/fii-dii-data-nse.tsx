import { FiiDiiDataPage } from '@/features/today-activity/fii-dii/components/fii-dii-data-page';

export function Component() {
  return <FiiDiiDataPage />;
}

import { DealsPage } from '@/features/today-activity/deals/components/deals-page';

export function Component() {
  return <DealsPage kind="block" />;
}

import { SupportAndTargetPage } from '@/features/stock/components/support-and-target-page';

export function Component() {
  return <SupportAndTargetPage />;
}

import { AdvanceDeclinePage } from '@/features/market-lists/components/advance-decline-page';

export function Component() {
  return <AdvanceDeclinePage />;
}

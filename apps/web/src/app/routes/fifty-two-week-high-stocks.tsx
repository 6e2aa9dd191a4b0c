import { FiftyTwoWeekPage } from '@/features/market-lists/components/fifty-two-week-page';

export function Component() {
  return <FiftyTwoWeekPage kind="high" />;
}

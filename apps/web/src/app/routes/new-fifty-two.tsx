import { NewFiftyTwoPage } from '@/features/market-lists/components/new-fifty-two-page';

export function Component() {
  return <NewFiftyTwoPage />;
}

import { BreakoutPage } from '@/features/market-lists/components/breakout-page';

export function Component() {
  return <BreakoutPage />;
}

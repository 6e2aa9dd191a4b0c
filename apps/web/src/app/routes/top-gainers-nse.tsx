import { TopMoversPage } from '@/features/market-lists/components/top-movers-page';

export function Component() {
  return <TopMoversPage direction="gainers" />;
}

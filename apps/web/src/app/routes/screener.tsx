import { ScreenerPage } from '@/features/screener/components/screener-page';

export function Component() {
  return <ScreenerPage />;
}

import { ScreenerMostCommonPage } from '@/features/builtin-screeners/components/screener-most-common-page';

export function Component() {
  return <ScreenerMostCommonPage />;
}

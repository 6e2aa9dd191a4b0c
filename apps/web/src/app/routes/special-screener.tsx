import { SpecialScreenerPage } from '@/features/builtin-screeners/components/special-screener-page';

export function Component() {
  return <SpecialScreenerPage />;
}

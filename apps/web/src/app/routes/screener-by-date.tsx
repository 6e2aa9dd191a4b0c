import { ScreenerByDatePage } from '@/features/builtin-screeners/components/screener-by-date-page';

export function Component() {
  return <ScreenerByDatePage />;
}

import { ScreenIndexPage } from '@/features/builtin-screeners/components/screen-index-page';

export function Component() {
  return <ScreenIndexPage category="fundamental" />;
}

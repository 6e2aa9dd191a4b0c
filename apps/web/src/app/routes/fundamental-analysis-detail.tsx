import { ScreenDetailPage } from '@/features/builtin-screeners/components/screen-detail-page';

export function Component() {
  return <ScreenDetailPage category="fundamental" />;
}

import { IndustryDetailPage } from '@/features/sectors/components/industry-detail-page';

export function Component() {
  return <IndustryDetailPage />;
}

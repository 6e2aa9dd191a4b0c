import { IndustryListPage } from '@/features/sectors/components/industry-list-page';

export function Component() {
  return <IndustryListPage />;
}

import { EditColumnsPage } from '@/features/watchlists/components/edit-columns-page';

export function Component() {
  return <EditColumnsPage />;
}

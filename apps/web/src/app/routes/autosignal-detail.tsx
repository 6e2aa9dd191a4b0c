import { AutosignalDetailPage } from '@/features/signals/components/autosignal-detail-page';

export function Component() {
  return <AutosignalDetailPage />;
}

import { AutosignalPage } from '@/features/signals/components/autosignal-page';

export function Component() {
  return <AutosignalPage />;
}

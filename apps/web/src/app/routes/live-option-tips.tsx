import { LiveOptionTipsPage } from '@/features/derivatives/option-tips/components/live-option-tips-page';

export function Component() {
  return <LiveOptionTipsPage />;
}

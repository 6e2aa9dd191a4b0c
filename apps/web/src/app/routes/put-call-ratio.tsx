import { PutCallRatioPage } from '@/features/derivatives/oi-analytics/components/put-call-ratio-page';

export function Component() {
  return <PutCallRatioPage />;
}

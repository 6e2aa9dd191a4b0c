import { FiiFuturesPage } from '@/features/derivatives/participants/components/fii-futures-page';

export function Component() {
  return <FiiFuturesPage />;
}

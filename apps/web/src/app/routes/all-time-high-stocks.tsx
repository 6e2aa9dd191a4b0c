import { AllTimeHighPage } from '@/features/market-lists/components/all-time-high-page';

export function Component() {
  return <AllTimeHighPage />;
}

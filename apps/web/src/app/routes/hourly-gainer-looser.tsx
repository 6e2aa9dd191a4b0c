import { HourlyPage } from '@/features/market-lists/components/hourly-page';

export function Component() {
  return <HourlyPage />;
}

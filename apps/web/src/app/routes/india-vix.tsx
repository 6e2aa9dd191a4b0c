import { IndiaVixPage } from '@/features/market-lists/components/india-vix-page';

export function Component() {
  return <IndiaVixPage />;
}

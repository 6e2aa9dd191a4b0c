import { OptionDataHistoricalPage } from '@/features/derivatives/historical/components/option-data-historical-page';

export function Component() {
  return <OptionDataHistoricalPage />;
}

import { MostCommonSignalsPage } from '@/features/signals/components/most-common-page';

export function Component() {
  return <MostCommonSignalsPage />;
}

import { StrategyCataloguePage } from '@/features/derivatives/strategies/components/strategy-catalogue-page';

export function Component() {
  return <StrategyCataloguePage />;
}

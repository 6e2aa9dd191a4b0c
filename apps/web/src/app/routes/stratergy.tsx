import { StrategiesPage } from '@/features/user-strategies/components/strategies-page';

export function Component() {
  return <StrategiesPage />;
}

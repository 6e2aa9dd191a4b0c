import { EditStrategyPage } from '@/features/user-strategies/components/strategy-form-pages';

export function Component() {
  return <EditStrategyPage />;
}

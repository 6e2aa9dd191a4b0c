import { HighestOiHistoryPage } from '@/features/derivatives/oi-analytics/components/highest-oi-history-page';

export function Component() {
  return <HighestOiHistoryPage />;
}

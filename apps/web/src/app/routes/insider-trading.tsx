import { InsiderTradingPage } from '@/features/today-activity/insider/components/insider-page';

export function Component() {
  return <InsiderTradingPage />;
}

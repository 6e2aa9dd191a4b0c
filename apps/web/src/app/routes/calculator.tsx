import { ChargesCalculatorPage } from '@/features/subscriptions/components/charges-calculator-page';

export function Component() {
  return <ChargesCalculatorPage />;
}

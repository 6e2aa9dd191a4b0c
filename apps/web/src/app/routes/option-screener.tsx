import { OptionScreenerPage } from '@/features/derivatives/option-screener/components/option-screener-page';

export function Component() {
  return <OptionScreenerPage />;
}

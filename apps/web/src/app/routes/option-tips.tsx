import { OptionTipsPage } from '@/features/derivatives/option-tips/components/option-tips-page';

export function Component() {
  return <OptionTipsPage />;
}

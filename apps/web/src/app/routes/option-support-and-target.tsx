import { OptionSupportTargetPage } from '@/features/derivatives/oi-analytics/components/option-support-target-page';

export function Component() {
  return <OptionSupportTargetPage />;
}

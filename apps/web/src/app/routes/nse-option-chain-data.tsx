import { OptionChainPage } from '@/features/derivatives/option-chain/components/option-chain-page';

export function Component() {
  return <OptionChainPage />;
}

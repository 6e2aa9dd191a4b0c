import { ChainColumnsPage } from '@/features/derivatives/option-chain/components/chain-columns-page';

export function Component() {
  return <ChainColumnsPage />;
}

import { NseDerivativePage } from '@/features/derivatives/participants/components/nse-derivative-page';

export function Component() {
  return <NseDerivativePage />;
}

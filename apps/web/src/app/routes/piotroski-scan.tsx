import { PiotroskiScanPage } from '@/features/screeners/components/piotroski-scan-page';

export function Component() {
  return <PiotroskiScanPage />;
}

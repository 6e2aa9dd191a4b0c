import { EtfListPage } from '@/features/market-overview/components/etf-list-page';

export function Component() {
  return <EtfListPage />;
}

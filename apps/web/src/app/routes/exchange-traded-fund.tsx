import { useParams } from 'react-router';
import { EtfDetailsPage } from '@/features/market-overview/components/etf-details-page';

export function Component() {
  const { symbol = '' } = useParams();
  // A new symbol is a new page: remount so its chart and queries start fresh.
  return <EtfDetailsPage key={symbol} symbol={symbol} />;
}

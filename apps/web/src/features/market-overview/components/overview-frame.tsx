import type { ReactNode } from 'react';
import { type Crumb, SourcedMarketPage, type SourcedQuery } from '@/components/market/market-page';
import { useStrings } from '@/lib/strings';
import { marketOverviewStrings } from '../strings';

interface OverviewFrameProps {
  readonly title: string;
  readonly subtitle?: ReactNode;
  /** Default: Market › (page), the breadcrumb of every overview page but the hub. */
  readonly breadcrumbs?: readonly Crumb[];
  readonly query: SourcedQuery;
  readonly children: ReactNode;
}

/** MarketPage with the simulated badge, as-of time and refresh button taken from the page's query. */
export function OverviewFrame({ breadcrumbs, ...page }: OverviewFrameProps) {
  const t = useStrings(marketOverviewStrings);
  return (
    <SourcedMarketPage
      breadcrumbs={breadcrumbs ?? [{ label: t('common.market'), href: '/market' }]}
      {...page}
    />
  );
}

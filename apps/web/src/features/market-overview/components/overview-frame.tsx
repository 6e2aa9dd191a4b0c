import type { MarketSource } from '@nivesh/contracts';
import type { ReactNode } from 'react';
import { type Crumb, MarketPage, RefreshButton } from '@/components/market/market-page';
import type { ApiRefusal } from '@/lib/api-client';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useStrings } from '@/lib/strings';
import { marketOverviewStrings } from '../strings';

interface OverviewFrameProps {
  readonly title: string;
  readonly subtitle?: ReactNode;
  /** Default: Market › (page), the breadcrumb of every overview page but the hub. */
  readonly breadcrumbs?: readonly Crumb[];
  /** The page's main query: its answer's source sets the badge and the as-of time; Refresh refetches it. */
  readonly query: {
    readonly data: { readonly source: MarketSource } | ApiRefusal | undefined;
    readonly isFetching: boolean;
    readonly refetch: () => unknown;
  };
  readonly children: ReactNode;
}

/** MarketPage with the simulated badge, as-of time and refresh button taken from the page's query. */
export function OverviewFrame({ title, subtitle, breadcrumbs, query, children }: OverviewFrameProps) {
  const answer = answerOf(query.data);
  const t = useStrings(marketOverviewStrings);
  return (
    <MarketPage
      title={title}
      subtitle={subtitle}
      breadcrumbs={breadcrumbs ?? [{ label: t('common.market'), href: '/market' }]}
      simulated={answer?.source.simulated ?? true}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      {children}
    </MarketPage>
  );
}

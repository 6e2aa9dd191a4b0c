import type { ReactNode } from 'react';
import { type Crumb, SourcedMarketPage, type SourcedQuery } from '@/components/market/market-page';
import { useStrings } from '@/lib/strings';
import { derivativesSharedStrings } from './strings';

interface DerivativesFrameProps {
  readonly title: string;
  readonly subtitle?: ReactNode;
  /** Default: Derivatives › (page); the area's home passes its own. */
  readonly breadcrumbs?: readonly Crumb[];
  readonly query: SourcedQuery;
  readonly children: ReactNode;
}

/** The frame of every derivatives page: breadcrumb Derivatives › page, simulated badge, as-of, refresh. */
export function DerivativesFrame({ breadcrumbs, ...page }: DerivativesFrameProps) {
  const t = useStrings(derivativesSharedStrings);
  return (
    <SourcedMarketPage
      breadcrumbs={breadcrumbs ?? [{ label: t('area'), href: '/option-dashboard' }]}
      {...page}
    />
  );
}

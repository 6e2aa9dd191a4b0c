import { Stack } from '@mantine/core';
import type { MarketSource, SectorBenchmark } from '@nivesh/contracts';
import type { ReactNode } from 'react';
import type { Crumb } from '@/components/market/market-page';
import type { QueryLike } from '@/components/market/query-states';
import type { ApiRefusal } from '@/lib/api-client';
import { useStrings } from '@/lib/strings';
import { sectorsStrings } from '../strings';
import { BenchmarkLine } from './benchmark-line';
import { type Figure, FigureGrid } from './figure-grid';
import { marketCrumb, SectorsFrame } from './sectors-frame';

interface GroupListFrameProps<A> {
  readonly title: string;
  readonly subtitle: string;
  /** Default: Market › (page). */
  readonly breadcrumbs?: readonly Crumb[];
  readonly query: QueryLike<A | ApiRefusal> & { readonly isFetching: boolean };
  readonly errorTitle: string;
  /** Key figures shown under the benchmark. */
  readonly figures?: (data: A) => readonly Figure[];
  readonly children: (data: A) => ReactNode;
}

/** A page about many groups: the frame, the benchmark line, key figures, then the page's own parts. */
export function GroupListFrame<
  A extends { readonly source: MarketSource; readonly benchmark: SectorBenchmark },
>({ breadcrumbs, figures, children, ...frame }: GroupListFrameProps<A>) {
  const t = useStrings(sectorsStrings);
  return (
    <SectorsFrame<A | ApiRefusal> {...frame} breadcrumbs={breadcrumbs ?? [marketCrumb(t)]}>
      {(data) => (
        <Stack gap="lg">
          <BenchmarkLine benchmark={data.benchmark} />
          {figures && <FigureGrid figures={figures(data)} />}
          {children(data)}
        </Stack>
      )}
    </SectorsFrame>
  );
}

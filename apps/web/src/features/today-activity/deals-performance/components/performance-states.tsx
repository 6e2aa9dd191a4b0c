import type { ReactNode } from 'react';
import { QueryAlert } from '@/components/alerts/dashboard-alert';
import { type QueryLike, QueryStates } from '@/components/market/query-states';
import { type ApiRefusal, isRefusal } from '@/lib/api-client';
import type { PerformanceFigures } from '../lib/groups';

/**
 * A performance page's answer: the server's refusal as spec section 8's warning, loading and errors,
 * `empty` when the measured range holds nothing, the progress while it is measured, else the figures.
 */
export function PerformanceStates<A extends PerformanceFigures>({
  query,
  errorTitle,
  empty,
  computing,
  children,
}: {
  readonly query: QueryLike<A | ApiRefusal>;
  readonly errorTitle: string;
  readonly empty: ReactNode;
  /** While the server measures the range (`ready` false). */
  readonly computing: (data: A) => ReactNode;
  readonly children: (data: A) => ReactNode;
}) {
  if (isRefusal(query.data)) return <QueryAlert query={query} />;
  return (
    <QueryStates
      query={query}
      errorTitle={errorTitle}
      isEmpty={(data) => data.ready && data.overall.deals === 0}
      empty={empty}
    >
      {(data) => (data.ready ? children(data) : computing(data))}
    </QueryStates>
  );
}

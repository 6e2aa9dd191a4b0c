import {
  DEAL_GROUPINGS,
  type DealGrouping,
  type DealKind,
  type DealsPerformanceQuery,
} from '@nivesh/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SourcedMarketPage } from '@/components/market/market-page';
import { QueryEmpty } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { answerOf } from '@/lib/api-client';
import { formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { dealsPerformanceQueryOptions, useDealsPerformance } from '../api';
import { groupLabel } from '../lib/groups';
import { dealsPerformanceStrings } from '../strings';
import { PerformanceControls, usePerformanceUrl } from './performance-controls';
import {
  BackToDeals,
  ComputingNote,
  DEALS_LIST_PATH,
  PerformanceReport,
  SourceNote,
} from './performance-parts';
import { PerformanceStates } from './performance-states';

const DEFAULT_GROUPING: DealGrouping = 'side';

/**
 * /bulk-deals-nse-performance and /block-deals-nse-performance: what the stocks did 1, 5, 20 and 60
 * sessions after NSE's bulk or block deals, against NIFTY 50, overall and by group, with 95 %
 * intervals. The range (`from`, `to`), the grouping (`groupBy`) and the page of groups (`page`) live
 * in the URL; while the server computes the range's deals the page shows how far it is and asks again.
 */
export function DealsPerformancePage({ kind }: { readonly kind: DealKind }) {
  const t = useStrings(dealsPerformanceStrings);
  const { url, groupBy, request, onPage } = usePerformanceUrl(DEAL_GROUPINGS, DEFAULT_GROUPING);
  const params: DealsPerformanceQuery = { kind, ...request };
  const query = useDealsPerformance(params);
  const answer = answerOf(query.data);
  const client = useQueryClient();
  const groupBySent = answer?.groupBy ?? groupBy;
  const name = useCallback((key: string) => groupLabel(t, groupBySent, key), [t, groupBySent]);
  return (
    <SourcedMarketPage
      title={t(`title.${kind}`)}
      subtitle={t(`subtitle.${kind}`)}
      breadcrumbs={[
        { label: t('crumbs.today') },
        { label: t(`crumbs.${kind}`), href: appPath(DEALS_LIST_PATH[kind]).getHref() },
      ]}
      query={query}
    >
      <PerformanceControls url={url} answer={answer} groupingLabel={(g) => t(`groupBy.${g}`)} t={t} />
      <PerformanceStates
        query={query}
        errorTitle={t('loadError')}
        empty={
          answer && (
            <QueryEmpty
              message={t(`empty.${kind}`, {
                from: formatDateIst(answer.from),
                to: formatDateIst(answer.to),
              })}
            >
              <BackToDeals kind={kind} />
            </QueryEmpty>
          )
        }
        computing={(data) => <ComputingNote data={data} />}
      >
        {(data) => (
          <PerformanceReport
            source={<SourceNote data={data} />}
            table={{
              data,
              t,
              title: t(`table.title.${data.groupBy}`),
              name,
              fileName: `${data.kind}-deals-performance-by-${data.groupBy}-${data.from}-to-${data.to}`,
              fetchPage: (page, size) =>
                client.fetchQuery(dealsPerformanceQueryOptions({ ...params, page, size })),
              onPage,
            }}
          />
        )}
      </PerformanceStates>
    </SourcedMarketPage>
  );
}

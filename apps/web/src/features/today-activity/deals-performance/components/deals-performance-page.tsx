import { Stack } from '@mantine/core';
import {
  DEAL_GROUPINGS,
  type DealGrouping,
  type DealKind,
  type DealsPerformanceQuery,
} from '@nivesh/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { QueryAlert } from '@/components/alerts/dashboard-alert';
import { SourcedMarketPage } from '@/components/market/market-page';
import { QueryEmpty, QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { answerOf, isRefusal } from '@/lib/api-client';
import { formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { dealsPerformanceQueryOptions, useDealsPerformance } from '../api';
import { groupLabel } from '../lib/groups';
import { dealsPerformanceStrings } from '../strings';
import { GroupsTable } from './groups-table';
import { IntervalChart } from './interval-chart';
import { PerformanceControls, performancePageOf, useKnownBounds } from './performance-controls';
import {
  BackToDeals,
  ComputingNote,
  DEALS_LIST_PATH,
  Headline,
  MethodNote,
  SourceNote,
} from './performance-parts';

const DEFAULT_GROUPING: DealGrouping = 'side';

/**
 * /bulk-deals-nse-performance and /block-deals-nse-performance: what the stocks did 1, 5, 20 and 60
 * sessions after NSE's bulk or block deals, against NIFTY 50, overall and by group, with 95 %
 * intervals. The range (`from`, `to`), the grouping (`groupBy`) and the page of groups (`page`) live
 * in the URL; while the server computes the range's deals the page shows how far it is and asks again.
 */
export function DealsPerformancePage({ kind }: { readonly kind: DealKind }) {
  const t = useStrings(dealsPerformanceStrings);
  const { values, set } = usePageParams(['from', 'to', 'groupBy', 'page'] as const);
  const groupBy = oneOf(values.groupBy, DEAL_GROUPINGS, DEFAULT_GROUPING);
  const params: DealsPerformanceQuery = {
    kind,
    groupBy,
    page: performancePageOf(values.page),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
  };
  const query = useDealsPerformance(params);
  const answer = answerOf(query.data);
  const bounds = useKnownBounds(answer);
  const onPage = (page: number) => set({ page: page === 1 ? undefined : String(page) });
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
      <PerformanceControls
        from={values.from ?? answer?.from ?? ''}
        to={values.to ?? answer?.to ?? ''}
        groupBy={groupBy}
        groupings={DEAL_GROUPINGS}
        defaultGrouping={DEFAULT_GROUPING}
        groupingLabel={(g) => t(`groupBy.${g}`)}
        bounds={bounds}
        custom={Boolean(values.from || values.to)}
        onChange={set}
        t={t}
      />
      {isRefusal(query.data) ? (
        // Spec section 8: an answer with status 0 is a warning with the server's message.
        <QueryAlert query={query} />
      ) : (
        <QueryStates
          query={query}
          errorTitle={t('loadError')}
          isEmpty={(data) => data.ready && data.overall.deals === 0}
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
        >
          {(data) =>
            data.ready ? (
              <Stack gap="md">
                <SourceNote data={data} />
                <Headline data={data} t={t} />
                <IntervalChart overall={data.overall} groups={data.groups} name={name} t={t} />
                <GroupsTable
                  data={data}
                  t={t}
                  title={t(`table.title.${data.groupBy}`)}
                  name={name}
                  fileName={`${data.kind}-deals-performance-by-${data.groupBy}-${data.from}-to-${data.to}`}
                  fetchPage={(page, size) =>
                    client.fetchQuery(dealsPerformanceQueryOptions({ ...params, page, size }))
                  }
                  onPage={onPage}
                />
                <MethodNote t={t} />
              </Stack>
            ) : (
              <ComputingNote data={data} />
            )
          }
        </QueryStates>
      )}
    </SourcedMarketPage>
  );
}

import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import {
  DEAL_GROUPINGS,
  type DealGrouping,
  type DealKind,
  type DealsPerformanceAnswer,
  type DealsPerformanceQuery,
} from '@nivesh/contracts';
import { useState } from 'react';
import { QueryAlert } from '@/components/alerts/dashboard-alert';
import { DateField } from '@/components/forms/date-field';
import { SourcedMarketPage } from '@/components/market/market-page';
import { QueryEmpty, QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { answerOf, isRefusal } from '@/lib/api-client';
import { formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { useDealsPerformance } from '../api';
import { dealsPerformanceStrings } from '../strings';
import { GroupsTable } from './groups-table';
import { IntervalChart } from './interval-chart';
import {
  BackToDeals,
  ComputingNote,
  DEALS_LIST_PATH,
  Headline,
  MethodNote,
  SourceNote,
} from './performance-parts';

const DEFAULT_GROUPING: DealGrouping = 'side';

/** `?page=`: a whole number from 1, else 1. */
function pageOf(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

interface Bounds {
  readonly earliest: string;
  readonly latest: string;
}

/** The days that can be asked for, from the last answer (kept while a refused range is shown). */
function useKnownBounds(answer: DealsPerformanceAnswer | undefined): Bounds | undefined {
  const [known, setKnown] = useState<Bounds | undefined>(undefined);
  const current = answer ? { earliest: answer.earliestDate, latest: answer.latestDate } : undefined;
  if (current && (current.earliest !== known?.earliest || current.latest !== known?.latest))
    setKnown(current);
  return current ?? known;
}

type Change = Partial<Record<'from' | 'to' | 'groupBy' | 'page', string | undefined>>;

/** The range (two day-first date fields within the days with deals) and the grouping, all kept in the URL. */
function Controls({
  from,
  to,
  groupBy,
  bounds,
  custom,
  onChange,
}: {
  readonly from: string;
  readonly to: string;
  readonly groupBy: DealGrouping;
  readonly bounds: Bounds | undefined;
  /** The URL names a range of its own (not the default year). */
  readonly custom: boolean;
  readonly onChange: (change: Change) => void;
}) {
  const t = useStrings(dealsPerformanceStrings);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DateField
        label={t('controls.from')}
        size="xs"
        inputWidth={150}
        value={from}
        min={bounds?.earliest}
        max={to || bounds?.latest}
        onChange={(iso) => onChange({ from: iso, page: undefined })}
      />
      <DateField
        label={t('controls.to')}
        size="xs"
        inputWidth={150}
        value={to}
        min={from || bounds?.earliest}
        max={bounds?.latest}
        onChange={(iso) => onChange({ to: iso, page: undefined })}
      />
      <NativeSelect
        size="xs"
        label={t('controls.groupBy')}
        value={groupBy}
        onChange={(event) => {
          const next = oneOf(event.currentTarget.value, DEAL_GROUPINGS, DEFAULT_GROUPING);
          onChange({ groupBy: next === DEFAULT_GROUPING ? undefined : next, page: undefined });
        }}
        data={DEAL_GROUPINGS.map((g) => ({ value: g, label: t(`groupBy.${g}`) }))}
        w={{ base: '100%', xs: 180 }}
      />
      {custom && (
        <Button
          size="xs"
          variant="light"
          onClick={() => onChange({ from: undefined, to: undefined, page: undefined })}
        >
          {t('controls.defaultRange')}
        </Button>
      )}
    </Group>
  );
}

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
    page: pageOf(values.page),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
  };
  const query = useDealsPerformance(params);
  const answer = answerOf(query.data);
  const bounds = useKnownBounds(answer);
  const onPage = (page: number) => set({ page: page === 1 ? undefined : String(page) });
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
      <Controls
        from={values.from ?? answer?.from ?? ''}
        to={values.to ?? answer?.to ?? ''}
        groupBy={groupBy}
        bounds={bounds}
        custom={Boolean(values.from || values.to)}
        onChange={set}
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
                <Headline data={data} />
                <IntervalChart overall={data.overall} groups={data.groups} groupBy={data.groupBy} />
                <GroupsTable data={data} params={params} onPage={onPage} />
                <MethodNote />
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

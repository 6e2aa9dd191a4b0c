import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  FII_DII_PERIODS,
  type FiiDiiActivitiesAnswer,
  type FiiDiiCumulativePoint,
  type FiiDiiPeriod,
  type FiiDiiPeriodRow,
} from '@nivesh/contracts';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { Choice } from '@/components/market/list-controls';
import { PlotChart } from '@/components/market/plot-chart';
import { QueryEmpty, QueryStates } from '@/components/market/query-states';
import { Section } from '@/components/market/section';
import { formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { useFiiDiiActivities } from '../api';
import { cumulativeSpec } from '../lib/fii-dii-charts';
import { formatCrore, formatPeriod } from '../lib/fii-dii-format';
import { type FiiDiiT, fiiDiiStrings } from '../strings';
import { FiiDiiFrame, FiiDiiLinks, SourceNote } from './fii-dii-frame';
import { flowColumns } from './flow-columns';

/** `?page=` as the page asked for: a whole number from 1, else the first page. */
function pageOf(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function CumulativeChart({
  points,
  period,
}: {
  readonly points: readonly FiiDiiCumulativePoint[];
  readonly period: FiiDiiPeriod;
}) {
  const t = useStrings(fiiDiiStrings);
  const unit = t('crore');
  const spec = useMemo(
    () =>
      cumulativeSpec(
        points,
        {
          fii: t('activities.chart.fii'),
          dii: t('activities.chart.dii'),
          nifty: t('activities.chart.nifty'),
        },
        (value) => formatCrore(value, unit),
      ),
    [points, t, unit],
  );
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const range = { first: formatPeriod(first.period), last: formatPeriod(last.period) };
  return (
    <Section
      title={t('activities.chart.title')}
      note={t('activities.chart.note', range)}
      summary={t('activities.chart.summary', {
        ...range,
        fiiWay: t(last.fiiNet < 0 ? 'flow.sold' : 'flow.bought'),
        fii: formatCrore(Math.abs(last.fiiNet), unit),
        diiWay: t(last.diiNet < 0 ? 'flow.sold' : 'flow.bought'),
        dii: formatCrore(Math.abs(last.diiNet), unit),
      })}
    >
      <PlotChart
        spec={spec}
        label={t('activities.chart.label', { ...range, period: t(`activities.by.${period}`) })}
        height={320}
      />
    </Section>
  );
}

const periodColumns = (t: FiiDiiT): readonly DataTableColumn<FiiDiiPeriodRow>[] => [
  {
    id: 'period',
    label: t('column.period'),
    value: (r) => r.period,
    render: (r) => (
      <Group gap={4} wrap="wrap">
        <span>{formatPeriod(r.period)}</span>
        {r.partial && (
          <Badge size="xs" variant="light" color="gray">
            {t('activities.toDate')}
          </Badge>
        )}
      </Group>
    ),
    csv: (r) => (r.partial ? `${r.period} (${t('activities.toDate')})` : r.period),
  },
  ...flowColumns<FiiDiiPeriodRow>(t),
  { id: 'sessions', label: t('column.sessions'), value: (r) => r.sessions, align: 'right' },
  { id: 'to', label: t('column.to'), value: (r) => r.to, render: (r) => formatDateIst(r.to) },
];

/** A page of the totals, newest first; the pager asks the server for another page (`?page=`). */
function PeriodsTable({
  answer,
  onPage,
}: {
  readonly answer: FiiDiiActivitiesAnswer;
  readonly onPage: (page: number) => void;
}) {
  const t = useStrings(fiiDiiStrings);
  const columns = useMemo(() => periodColumns(t), [t]);
  const by = t(`activities.by.${answer.period}`);
  return (
    <Section title={t('activities.table.title')} note={t('activities.table.note')}>
      <DataTable
        caption={t('activities.table.caption', { period: by })}
        hideCaption
        columns={columns}
        rows={answer.rows}
        rowKey={(r) => r.period}
        stateKey="periods"
        serverPage={{ page: answer.page, pageSize: answer.size, total: answer.total, onPage }}
        csvFileName={`fii-dii-${answer.period}-page-${answer.page}`}
      />
    </Section>
  );
}

/** /fii-dii-activities: FII and DII totals by month or year (`?period=`, `?page=`), the cumulative flows and NIFTY 50. */
export function FiiDiiActivitiesPage() {
  const t = useStrings(fiiDiiStrings);
  const { values, set } = usePageParams(['period', 'page'] as const);
  const period = oneOf(values.period, FII_DII_PERIODS, 'month');
  const page = pageOf(values.page);
  const query = useFiiDiiActivities({ period, page });
  return (
    <FiiDiiFrame title={t('activities.title')} subtitle={t('activities.subtitle')} query={query}>
      <Group gap="sm" align="center" wrap="wrap">
        <Text size="sm">{t('activities.period')}</Text>
        <Choice
          label={t('activities.period')}
          value={period}
          options={FII_DII_PERIODS.map((value) => ({ label: t(`activities.${value}`), value }))}
          // A new period starts at its newest page.
          onChange={(next) => set({ period: next === 'month' ? undefined : next, page: undefined })}
        />
      </Group>
      <QueryStates
        query={query}
        errorTitle={t('loadError')}
        isEmpty={(data) => data.total === 0}
        empty={<QueryEmpty message={t('activities.empty')} />}
      >
        {(data) => (
          <Stack gap="md">
            <SourceNote source={data.source} />
            <CumulativeChart points={data.cumulative} period={data.period} />
            <PeriodsTable
              answer={data}
              onPage={(next) => set({ page: next === 1 ? undefined : String(next) })}
            />
          </Stack>
        )}
      </QueryStates>
      <FiiDiiLinks current="/fii-dii-activities" />
    </FiiDiiFrame>
  );
}

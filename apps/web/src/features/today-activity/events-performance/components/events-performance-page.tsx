import { Alert, Anchor, Stack, Text } from '@mantine/core';
import {
  DEAL_HORIZONS,
  type DealGroup,
  EVENT_GROUPINGS,
  type EventGrouping,
  type EventsPerformanceAnswer,
  type EventsPerformanceQuery,
  type HorizonStats,
} from '@nivesh/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { toCsv } from '@/components/market/csv';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { ExportAllButton } from '@/components/market/export-all-button';
import { Choice } from '@/components/market/list-controls';
import { SourcedMarketPage } from '@/components/market/market-page';
import { numberColumn } from '@/components/market/overview-columns';
import { QueryEmpty } from '@/components/market/query-states';
import { Section } from '@/components/market/section';
import { StatTiles } from '@/components/market/stat-tiles';
import { appPath } from '@/config/paths';
import { answerOf } from '@/lib/api-client';
import { formatDateIst, formatNumber, NO_VALUE } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { PerformanceControls } from '../../deals-performance/components/performance-controls';
import { ProgressNote } from '../../deals-performance/components/performance-parts';
import { PerformanceStates } from '../../deals-performance/components/performance-states';
import {
  horizonCsvCells,
  horizonCsvHeader,
  horizonOf,
  signed,
  verdictOf,
} from '../../deals-performance/lib/groups';
import { useEventsPerformance } from '../api';
import { type EventsPerformanceT, eventsPerformanceStrings } from '../strings';

const DEFAULT_GROUPING: EventGrouping = 'type';
const HORIZON_CHOICES = DEAL_HORIZONS.map(String) as readonly string[];
const DEFAULT_HORIZON = '20';

type GroupKey = keyof typeof eventsPerformanceStrings.en.group;

/** A group's name in the page's language (the server's key when it is not one the page knows). */
function groupLabel(t: EventsPerformanceT, key: string): string {
  return key in eventsPerformanceStrings.en.group ? t(`group.${key as GroupKey}`) : key;
}

/** Every group with each horizon's n, mean, abnormal mean, interval and beat share (raw numbers). */
export function eventGroupsCsv(t: EventsPerformanceT, groups: readonly DealGroup[]): string {
  const header = [
    t('csv.group'),
    t('csv.events'),
    ...horizonCsvHeader((field, days) => t(`csv.${field}`, { days })),
  ];
  const rows = groups.map((g) => [groupLabel(t, g.key), g.deals, ...horizonCsvCells(g)]);
  return toCsv(header, rows);
}

/** The abnormal mean, bold when its interval is on one side of 0. */
function Abnormal({ h }: { readonly h: HorizonStats | undefined }) {
  const verdict = verdictOf(h);
  if (verdict === 'none') return <>{NO_VALUE}</>;
  return (
    <ChangeText
      value={h?.abnormalMeanPct}
      format="percent"
      arrow={false}
      fw={verdict === 'above' || verdict === 'below' ? 700 : undefined}
    />
  );
}

function columns(t: EventsPerformanceT, days: number): readonly DataTableColumn<DealGroup>[] {
  const at = (r: DealGroup) => horizonOf(r, days);
  return [
    { id: 'group', label: t('table.group'), value: (r) => groupLabel(t, r.key) },
    numberColumn('events', t('table.events'), (r) => r.deals, { decimals: 0, largestFirst: true }),
    keyColumn(numberColumn('n', t('table.n'), (r) => at(r)?.n ?? 0, { decimals: 0, largestFirst: true })),
    {
      id: 'mean',
      label: t('table.mean'),
      align: 'right',
      value: (r) => at(r)?.meanPct ?? null,
      render: (r) => <ChangeText value={at(r)?.meanPct} format="percent" arrow={false} />,
      sortDescFirst: true,
    },
    keyColumn({
      id: 'abnormal',
      label: t('table.abnormal'),
      align: 'right',
      value: (r) => at(r)?.abnormalMeanPct ?? null,
      render: (r) => <Abnormal h={at(r)} />,
      sortDescFirst: true,
    }),
    {
      id: 'interval',
      label: t('table.interval'),
      align: 'right',
      sortable: false,
      value: (r) => {
        const h = at(r);
        return h?.abnormalCiLowPct == null || h.abnormalCiHighPct == null
          ? NO_VALUE
          : `[${signed(h.abnormalCiLowPct)}, ${signed(h.abnormalCiHighPct)}]`;
      },
    },
    numberColumn('beat', t('table.beat'), (r) => at(r)?.beatNiftyPct ?? null, { decimals: 1 }),
  ];
}

function Headline({ data }: { readonly data: EventsPerformanceAnswer }) {
  const t = useStrings(eventsPerformanceStrings);
  const items = DEAL_HORIZONS.map((days) => {
    const h = horizonOf(data.overall, days);
    return {
      label: t('headline.tile', { days }),
      value: <Abnormal h={h} />,
      hint: (
        <Stack gap={2}>
          {h?.abnormalCiLowPct != null && h.abnormalCiHighPct != null && (
            <span>
              {t('headline.interval', { low: signed(h.abnormalCiLowPct), high: signed(h.abnormalCiHighPct) })}
            </span>
          )}
          <span>{t('headline.n', { n: formatNumber(h?.n ?? 0, 0) })}</span>
        </Stack>
      ),
    };
  });
  return (
    <Section
      title={t('headline.title')}
      action={
        <Text size="sm" fw={600}>
          {t('headline.summary', {
            events: formatNumber(data.overall.deals, 0),
            from: formatDateIst(data.from),
            to: formatDateIst(data.to),
          })}
        </Text>
      }
    >
      <StatTiles items={items} />
    </Section>
  );
}

function GroupsTable({ data, days }: { readonly data: EventsPerformanceAnswer; readonly days: number }) {
  const t = useStrings(eventsPerformanceStrings);
  const cols = useMemo(() => columns(t, days), [t, days]);
  return (
    <Section title={t('table.title', { days })} note={t('table.note')}>
      <DataTable
        caption={t('table.caption', { days, from: formatDateIst(data.from), to: formatDateIst(data.to) })}
        hideCaption
        columns={cols}
        rows={data.groups}
        rowKey={(r) => r.key}
        stateKey="groups"
        toolbar={
          <ExportAllButton
            label={t('table.export')}
            disabled={data.groups.length === 0}
            collect={async () => ({
              fileName: `events-performance-by-${data.groupBy}-${data.from}-to-${data.to}`,
              csv: eventGroupsCsv(t, data.groups),
            })}
            failure={(message) => t('table.exportFailed', { message })}
          />
        }
      />
    </Section>
  );
}

function ComputingNote({ data }: { readonly data: EventsPerformanceAnswer }) {
  const t = useStrings(eventsPerformanceStrings);
  return (
    <ProgressNote
      progressPct={data.progressPct}
      title={t('computing.title')}
      label={t('computing.label')}
      progress={(pct) => t('computing.progress', { pct })}
    />
  );
}

function BackToEvents() {
  const t = useStrings(eventsPerformanceStrings);
  return (
    <Anchor
      component={Link}
      to={appPath('/event').getHref()}
      size="sm"
      c="inherit"
      underline="always"
      fw={600}
    >
      {t('back')}
    </Anchor>
  );
}

/**
 * /event-performance: what the stocks did 1, 5, 20 and 60 sessions after corporate events, against
 * NIFTY 50, overall and by type, profit growth or results-day gap, with 95 % intervals. The range,
 * the grouping and the horizon shown live in the URL; while the server measures the range the page
 * shows how far it is and asks again.
 */
export function EventsPerformancePage() {
  const t = useStrings(eventsPerformanceStrings);
  const { values, set } = usePageParams(['from', 'to', 'groupBy', 'horizon'] as const);
  const groupBy = oneOf(values.groupBy, EVENT_GROUPINGS, DEFAULT_GROUPING);
  const horizon = oneOf(values.horizon, HORIZON_CHOICES, DEFAULT_HORIZON);
  const params: EventsPerformanceQuery = {
    groupBy,
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
  };
  const query = useEventsPerformance(params);
  const answer = answerOf(query.data);
  const _from = values.from ?? answer?.from ?? '';
  const _to = values.to ?? answer?.to ?? '';
  return (
    <SourcedMarketPage
      title={t('title')}
      subtitle={t('subtitle')}
      breadcrumbs={[
        { label: t('crumbs.today') },
        { label: t('crumbs.events'), href: appPath('/event').getHref() },
      ]}
      query={query}
    >
      <PerformanceControls
        url={{
          values,
          groupBy,
          groupings: EVENT_GROUPINGS,
          defaultGrouping: DEFAULT_GROUPING,
          onChange: ({ page: _page, ...change }) => set(change),
        }}
        answer={answer}
        groupingLabel={(g) => t(`groupBy.${g}`)}
        t={t}
      >
        <Choice
          label={t('controls.horizon')}
          value={horizon}
          options={HORIZON_CHOICES.map((d) => ({
            value: d,
            label: t('controls.horizonOption', { days: d }),
          }))}
          onChange={(next) => set({ horizon: next === DEFAULT_HORIZON ? undefined : next })}
        />
      </PerformanceControls>
      <PerformanceStates
        query={query}
        errorTitle={t('loadError')}
        empty={
          answer && (
            <QueryEmpty
              message={t('empty', { from: formatDateIst(answer.from), to: formatDateIst(answer.to) })}
            />
          )
        }
        computing={(data) => <ComputingNote data={data} />}
      >
        {(data) => (
          <Stack gap="md">
            <Alert variant="light" color="yellow" p="xs">
              <Stack gap={4} align="flex-start">
                <Text size="sm">{t('source')}</Text>
                <BackToEvents />
              </Stack>
            </Alert>
            <Headline data={data} />
            <GroupsTable data={data} days={Number(horizon)} />
            <Alert variant="light" title={t('method.title')}>
              <Stack gap={6}>
                <Text size="sm">{t('method.text')}</Text>
                <Text size="sm">{t('method.caution')}</Text>
              </Stack>
            </Alert>
          </Stack>
        )}
      </PerformanceStates>
    </SourcedMarketPage>
  );
}

import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FiiDiiDataAnswer, FiiDiiDay, FiiDiiTotal, Flow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { Choice, SessionStepper } from '@/components/market/list-controls';
import { PlotChart } from '@/components/market/plot-chart';
import { QueryEmpty, QueryStates } from '@/components/market/query-states';
import { Section } from '@/components/market/section';
import { StatTiles } from '@/components/market/stat-tiles';
import { answerOf } from '@/lib/api-client';
import { formatDateIst, formatPoints } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { useFiiDiiData } from '../api';
import { dailyFlowsSpec } from '../lib/fii-dii-charts';
import { formatCrore, netSums } from '../lib/fii-dii-format';
import { type FiiDiiT, fiiDiiStrings } from '../strings';
import { FiiDerivativesSection } from './fii-derivatives-section';
import { FiiDiiFrame, FiiDiiLinks, SourceNote } from './fii-dii-frame';
import { flowColumns } from './flow-columns';

/** The history windows offered (sessions); the API takes 5–250. */
const SESSION_WINDOWS = ['30', '60', '120', '250'] as const;
type SessionWindow = (typeof SESSION_WINDOWS)[number];
const DEFAULT_SESSIONS: SessionWindow = '30';

type SetParams = (change: { date?: string | undefined; days?: string | undefined }) => void;

/** The session (a date field within the figures there are, the sessions either side, the latest) and the history's length. */
function SessionControls({
  answer,
  date,
  days,
  set,
}: {
  readonly answer: FiiDiiDataAnswer | undefined;
  readonly date: string | undefined;
  readonly days: SessionWindow;
  readonly set: SetParams;
}) {
  const t = useStrings(fiiDiiStrings);
  const latest = answer?.latestDate;
  // The latest session is the page without a date: the link that always shows the newest figures.
  const go = (next: string | null | undefined) => set({ date: next && next !== latest ? next : undefined });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SessionStepper
        label={t('data.session')}
        inlineLabel
        value={date ?? answer?.day.date ?? ''}
        min={answer?.earliestDate}
        max={latest}
        previous={answer?.previousDate}
        next={answer?.nextDate}
        onChange={go}
        onLatest={date ? () => go(undefined) : undefined}
        labels={{ previous: t('data.previous'), next: t('data.next'), latest: t('data.latest') }}
      />
      <Choice
        label={t('data.days')}
        value={days}
        options={SESSION_WINDOWS.map((value) => ({ label: value, value }))}
        onChange={(next) => set({ days: next === DEFAULT_SESSIONS ? undefined : next })}
      />
    </Group>
  );
}

/** One category's gross purchase, gross sales and net that session. */
function FlowCard({
  title,
  hint,
  flow,
}: {
  readonly title: string;
  readonly hint: string;
  readonly flow: Flow;
}) {
  const t = useStrings(fiiDiiStrings);
  const unit = t('crore');
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      <Stack gap={4} mt="xs">
        {(['buy', 'sell'] as const).map((side) => (
          <Group key={side} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{t(`flow.${side}`)}</Text>
            <Text size="sm" fw={600}>
              {formatCrore(flow[side], unit)}
            </Text>
          </Group>
        ))}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('flow.net')}
          </Text>
          <ChangeText value={flow.net} format="rupees" unit={unit} size="lg" fw={700} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** The session's figures: FII/FPI, DII and NIFTY 50 that day. */
function DayFigures({ answer }: { readonly answer: FiiDiiDataAnswer }) {
  const t = useStrings(fiiDiiStrings);
  const { day } = answer;
  const date = formatDateIst(day.date);
  return (
    <Stack gap="xs" component="section" aria-labelledby="fii-dii-day">
      <Group gap="xs" align="center">
        <Title order={2} size="h3" id="fii-dii-day">
          {t('data.day', { date })}
        </Title>
        {answer.provisional && (
          <Badge color="yellow" variant="light">
            {t('data.provisional')}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <FlowCard title={t('category.fii')} hint={t('category.fiiHint')} flow={day.fii} />
        <FlowCard title={t('category.dii')} hint={t('category.diiHint')} flow={day.dii} />
        <Paper withBorder radius="md" p="sm">
          <Title order={3} size="h4">
            {t('data.nifty')}
          </Title>
          <Text size="xs" c="dimmed">
            {day.niftyClose === null ? t('data.noNifty') : t('data.niftyHint', { date })}
          </Text>
          <Text size="xl" fw={700} mt="xs">
            {formatPoints(day.niftyClose)}
          </Text>
          <ChangeText value={day.niftyChangePct} format="percent" size="sm" fw={600} />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/** Month to date and year to date: FII's and DII's net, with the sessions they cover. */
function Totals({ answer }: { readonly answer: FiiDiiDataAnswer }) {
  const t = useStrings(fiiDiiStrings);
  const unit = t('crore');
  const net = (value: number) => <ChangeText value={value} format="rupees" unit={unit} />;
  const hint = (total: FiiDiiTotal) =>
    t('data.totals.hint', {
      count: total.sessions,
      from: formatDateIst(total.from),
      to: formatDateIst(total.to),
    });
  const { monthToDate: month, yearToDate: year } = answer;
  return (
    <StatTiles
      items={[
        { label: t('data.totals.fiiMonth'), value: net(month.fii.net), hint: hint(month) },
        { label: t('data.totals.diiMonth'), value: net(month.dii.net), hint: hint(month) },
        { label: t('data.totals.fiiYear'), value: net(year.fii.net), hint: hint(year) },
        { label: t('data.totals.diiYear'), value: net(year.dii.net), hint: hint(year) },
      ]}
    />
  );
}

/** What the chart shows, in words: the flows over the history and NIFTY 50's move. */
function flowsSummary(history: readonly FiiDiiDay[], t: FiiDiiT): string | undefined {
  const first = history.at(-1);
  const last = history[0];
  if (!first || !last) return undefined;
  const sums = netSums(history);
  const unit = t('crore');
  const vars = {
    from: formatDateIst(first.date),
    to: formatDateIst(last.date),
    fiiWay: t(sums.fii < 0 ? 'flow.sold' : 'flow.bought'),
    fii: formatCrore(Math.abs(sums.fii), unit),
    diiWay: t(sums.dii < 0 ? 'flow.sold' : 'flow.bought'),
    dii: formatCrore(Math.abs(sums.dii), unit),
  };
  return first.niftyClose !== null && last.niftyClose !== null
    ? t('data.chart.summary', {
        ...vars,
        firstClose: formatPoints(first.niftyClose),
        lastClose: formatPoints(last.niftyClose),
      })
    : t('data.chart.summaryNoNifty', vars);
}

function FlowsChart({ history }: { readonly history: readonly FiiDiiDay[] }) {
  const t = useStrings(fiiDiiStrings);
  const spec = useMemo(
    () =>
      dailyFlowsSpec(
        history,
        { fii: t('data.chart.fii'), dii: t('data.chart.dii'), nifty: t('data.chart.nifty') },
        (value) => formatCrore(value, t('crore')),
      ),
    [history, t],
  );
  return (
    <Section title={t('data.chart.title')} note={t('data.chart.note')} summary={flowsSummary(history, t)}>
      <PlotChart spec={spec} label={t('data.chart.label', { count: history.length })} height={320} />
    </Section>
  );
}

const historyColumns = (t: FiiDiiT): readonly DataTableColumn<FiiDiiDay>[] => [
  { id: 'date', label: t('column.date'), value: (r) => r.date, render: (r) => formatDateIst(r.date) },
  ...flowColumns<FiiDiiDay>(t),
];

function HistoryTable({ answer }: { readonly answer: FiiDiiDataAnswer }) {
  const t = useStrings(fiiDiiStrings);
  const columns = useMemo(() => historyColumns(t), [t]);
  return (
    <Section title={t('data.table.title')}>
      <DataTable
        caption={t('data.table.caption')}
        hideCaption
        columns={columns}
        rows={answer.history}
        rowKey={(r) => r.date}
        initialSort={{ columnId: 'date', direction: 'desc' }}
        pageSize={10}
        stateKey="history"
        csvFileName={`fii-dii-${answer.day.date}`}
      />
    </Section>
  );
}

/** /fii-dii-data-nse: a session's FII/FPI and DII cash figures, NIFTY 50, month and year to date, and the history. */
export function FiiDiiDataPage() {
  const t = useStrings(fiiDiiStrings);
  const { values, set } = usePageParams(['date', 'days'] as const);
  const days = oneOf(values.days, SESSION_WINDOWS, DEFAULT_SESSIONS);
  const query = useFiiDiiData({ ...(values.date ? { date: values.date } : {}), days: Number(days) });
  return (
    <FiiDiiFrame title={t('data.title')} subtitle={t('data.subtitle')} query={query}>
      <SessionControls answer={answerOf(query.data)} date={values.date} days={days} set={set} />
      <QueryStates
        query={query}
        errorTitle={t('loadError')}
        isEmpty={(data) => data.history.length === 0}
        empty={<QueryEmpty message={t('data.empty')} />}
      >
        {(data) => (
          <Stack gap="md">
            <SourceNote source={data.source} provisional={data.provisional} />
            <DayFigures answer={data} />
            <Totals answer={data} />
            <FiiDerivativesSection date={data.day.date} />
            <FlowsChart history={data.history} />
            <HistoryTable answer={data} />
          </Stack>
        )}
      </QueryStates>
      <FiiDiiLinks current="/fii-dii-data-nse" />
    </FiiDiiFrame>
  );
}

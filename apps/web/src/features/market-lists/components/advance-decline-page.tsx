import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { AdvanceDeclineDay } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { useChartPalette } from '@/components/market/chart-support';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { formatDateIst, formatNumber, formatPoints } from '@/lib/format';
import { type AdvanceDeclineAnswer, useAdvanceDecline } from '../api/get-advance-decline';
import { useListFilters } from '../hooks/use-list-filters';
import { BreadthSummary, formatRatio } from './breadth-parts';
import { DualLineChart } from './dual-line-chart';
import { ListFrame, TODAY_CRUMBS } from './list-page';
import { StatTiles } from './stat-tiles';

const PERIODS = [
  { label: '3M', days: 63 },
  { label: '6M', days: 125 },
  { label: '1Y', days: 250 },
  { label: '2Y', days: 500 },
] as const;

type Measure = 'ratio' | 'line';

const HISTORY_COLUMNS: readonly DataTableColumn<AdvanceDeclineDay>[] = [
  { id: 'date', label: 'Date', value: (r) => r.date, render: (r) => formatDateIst(r.date) },
  {
    id: 'advances',
    label: 'Advances',
    value: (r) => r.advances,
    align: 'right',
    tone: 'green',
    sortDescFirst: true,
  },
  {
    id: 'declines',
    label: 'Declines',
    value: (r) => r.declines,
    align: 'right',
    tone: 'red',
    sortDescFirst: true,
  },
  { id: 'unchanged', label: 'Unchanged', value: (r) => r.unchanged, align: 'right' },
  {
    id: 'advanceDeclineRatio',
    label: 'A/D ratio',
    value: (r) => r.advanceDeclineRatio,
    render: (r) => formatRatio(r.advanceDeclineRatio),
    align: 'right',
    sortDescFirst: true,
  },
  {
    id: 'nifty',
    label: 'NIFTY 50',
    value: (r) => r.nifty,
    render: (r) => formatPoints(r.nifty),
    align: 'right',
  },
];

/** Daily A/D ratio (or the cumulative advances − declines line) with NIFTY 50 on its own scale. */
function HistoryChart({
  answer,
  measure,
}: {
  readonly answer: AdvanceDeclineAnswer;
  readonly measure: Measure;
}) {
  const palette = useChartPalette();
  const { left, right } = useMemo(() => {
    const days = [...answer.history, answer.today];
    let cumulative = 0;
    const measurePoints = days.map((d) => {
      cumulative += d.advances - d.declines;
      return { time: d.date, value: measure === 'ratio' ? d.advanceDeclineRatio : cumulative };
    });
    return {
      left: {
        name: measure === 'ratio' ? 'A/D ratio' : 'Cumulative A−D',
        points: measurePoints,
        colour: palette.line,
        decimals: measure === 'ratio' ? 2 : 0,
        logScale: measure === 'ratio',
      },
      right: {
        name: 'NIFTY 50',
        points: days.map((d) => ({ time: d.date, value: d.nifty })),
        colour: '#f08c00',
      },
    };
  }, [answer, measure, palette.line]);
  return <DualLineChart left={left} right={right} label={`${left.name} and NIFTY 50, daily`} height={340} />;
}

/** /advance-decline-ratio-nse: today's advance/decline ratio and its daily history beside NIFTY 50. */
export function AdvanceDeclinePage() {
  const filters = useListFilters();
  const [days, setDays] = useState<number>(250);
  const [measure, setMeasure] = useState<Measure>('ratio');
  const query = useAdvanceDecline({ days, date: filters.date, index: filters.index });
  return (
    <ListFrame
      title="Advance Decline Ratio (NSE)"
      breadcrumbs={TODAY_CRUMBS}
      explanation="The advance/decline ratio divides the number of stocks that closed above their previous close by the number that closed below it. Above 1, more stocks rose than fell; a rising index with a falling ratio means fewer stocks carry the move. Each past day compares its close with the day before."
      query={query}
      filters={filters}
      controls={
        <SegmentedControl
          size="xs"
          aria-label="History"
          value={String(days)}
          onChange={(value) => setDays(Number(value))}
          data={PERIODS.map((p) => ({ label: p.label, value: String(p.days) }))}
        />
      }
    >
      {(answer) => {
        const { summary } = answer;
        return (
          <Stack gap="lg">
            <BreadthSummary counts={answer.today} />
            <Paper withBorder radius="md" p="sm">
              <Group justify="space-between" gap="sm" mb="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {measure === 'ratio' ? 'Daily A/D ratio (log scale)' : 'Cumulative advance − decline line'}{' '}
                  and NIFTY 50
                </Text>
                <SegmentedControl
                  size="xs"
                  aria-label="Measure"
                  value={measure}
                  onChange={(value) => setMeasure(value === 'line' ? 'line' : 'ratio')}
                  data={[
                    { label: 'A/D ratio', value: 'ratio' },
                    { label: 'A−D line', value: 'line' },
                  ]}
                />
              </Group>
              <HistoryChart answer={answer} measure={measure} />
            </Paper>
            <StatTiles
              columns={3}
              items={[
                {
                  label: 'Average A/D ratio',
                  value: formatRatio(summary.averageRatio),
                  hint: `over ${formatNumber(answer.history.length, 0)} sessions`,
                },
                { label: 'Days advances led', value: formatNumber(summary.daysAdvancesLed, 0) },
                { label: 'Days declines led', value: formatNumber(summary.daysDeclinesLed, 0) },
              ]}
            />
            <Stack gap="xs">
              <Title order={2} size="h4">
                Daily history
              </Title>
              <DataTable
                caption="Advance/decline history"
                hideCaption
                columns={HISTORY_COLUMNS}
                rows={answer.history}
                rowKey={(r) => r.date}
                csvFileName="advance-decline-history"
                initialSort={{ columnId: 'date', direction: 'desc' }}
              />
            </Stack>
          </Stack>
        );
      }}
    </ListFrame>
  );
}

import { Group, Paper, Stack, Text } from '@mantine/core';
import type { AdvanceDeclineDay } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { useChartPalette } from '@/components/market/chart-support';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { Choice, type ChoiceOption } from '@/components/market/list-controls';
import { StatTiles } from '@/components/market/stat-tiles';
import { formatDateIst, formatNumber, formatPoints } from '@/lib/format';
import { type AdvanceDeclineAnswer, useAdvanceDecline } from '../api/get-advance-decline';
import { useListFilters } from '../hooks/use-list-filters';
import { BREADTH_COUNT_COLUMNS, BreadthSummary, formatRatio } from './breadth-parts';
import { DualLineChart } from './dual-line-chart';
import { ListFrame, TODAY_CRUMBS } from './list-page';
import { ListSection } from './list-section';

const PERIODS: readonly ChoiceOption<number>[] = [
  { label: '3M', value: 63 },
  { label: '6M', value: 125 },
  { label: '1Y', value: 250 },
  { label: '2Y', value: 500 },
];

type Measure = 'ratio' | 'line';
const MEASURES: readonly ChoiceOption<Measure>[] = [
  { label: 'A/D ratio', value: 'ratio' },
  { label: 'A−D line', value: 'line' },
];

const HISTORY_COLUMNS: readonly DataTableColumn<AdvanceDeclineDay>[] = [
  { id: 'date', label: 'Date', value: (r) => r.date, render: (r) => formatDateIst(r.date) },
  ...BREADTH_COUNT_COLUMNS,
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
      controls={<Choice label="History" value={days} options={PERIODS} onChange={setDays} />}
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
                <Choice label="Measure" value={measure} options={MEASURES} onChange={setMeasure} />
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
            <ListSection title="Daily history">
              <DataTable
                caption="Advance/decline history"
                hideCaption
                columns={HISTORY_COLUMNS}
                rows={answer.history}
                rowKey={(r) => r.date}
                csvFileName="advance-decline-history"
                initialSort={{ columnId: 'date', direction: 'desc' }}
              />
            </ListSection>
          </Stack>
        );
      }}
    </ListFrame>
  );
}

import { Group, Paper, Stack, Text } from '@mantine/core';
import type { AdvanceDeclineDay } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { useChartPalette } from '@/components/market/chart-support';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { Choice, type ChoiceOption } from '@/components/market/list-controls';
import { StatTiles } from '@/components/market/stat-tiles';
import { formatDateIst, formatNumber, formatPoints } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { type AdvanceDeclineAnswer, useAdvanceDecline } from '../api/get-advance-decline';
import { useListFilters } from '../hooks/use-list-filters';
import { type MarketListsT, marketListsStrings } from '../strings';
import { BreadthSummary, breadthCountColumns, formatRatio } from './breadth-parts';
import { DualLineChart } from './dual-line-chart';
import { ListFrame, todayCrumbs } from './list-page';
import { ListSection } from './list-section';

const PERIODS = [
  { period: 'm3', value: 63 },
  { period: 'm6', value: 125 },
  { period: 'y1', value: 250 },
  { period: 'y2', value: 500 },
] as const;

type Measure = 'ratio' | 'line';

const historyColumns = (t: MarketListsT): readonly DataTableColumn<AdvanceDeclineDay>[] => [
  { id: 'date', label: t('advanceDecline.date'), value: (r) => r.date, render: (r) => formatDateIst(r.date) },
  // The day's ratio beside the counts on a phone too.
  ...breadthCountColumns(t).map((c) => (c.id === 'advanceDeclineRatio' ? keyColumn(c) : c)),
  {
    id: 'nifty',
    label: t('advanceDecline.nifty'),
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
  const t = useStrings(marketListsStrings);
  const { left, right } = useMemo(() => {
    const days = [...answer.history, answer.today];
    let cumulative = 0;
    const measurePoints = days.map((d) => {
      cumulative += d.advances - d.declines;
      return { time: d.date, value: measure === 'ratio' ? d.advanceDeclineRatio : cumulative };
    });
    return {
      left: {
        name: measure === 'ratio' ? t('breadth.adRatio') : t('advanceDecline.cumulative'),
        points: measurePoints,
        colour: palette.line,
        decimals: measure === 'ratio' ? 2 : 0,
        logScale: measure === 'ratio',
      },
      right: {
        name: t('advanceDecline.nifty'),
        points: days.map((d) => ({ time: d.date, value: d.nifty })),
        colour: '#f08c00',
      },
    };
  }, [answer, measure, palette.line, t]);
  return (
    <DualLineChart
      left={left}
      right={right}
      label={t('advanceDecline.chartLabel', { name: left.name })}
      height={340}
    />
  );
}

/** /advance-decline-ratio-nse: today's advance/decline ratio and its daily history beside NIFTY 50. */
export function AdvanceDeclinePage() {
  const filters = useListFilters();
  const [days, setDays] = useState<number>(250);
  const [measure, setMeasure] = useState<Measure>('ratio');
  const query = useAdvanceDecline({ days, date: filters.date, index: filters.index });
  const t = useStrings(marketListsStrings);
  const columns = useMemo(() => historyColumns(t), [t]);
  const periods: readonly ChoiceOption<number>[] = PERIODS.map(({ period, value }) => ({
    label: t(`periods.${period}`),
    value,
  }));
  const measures: readonly ChoiceOption<Measure>[] = [
    { label: t('breadth.adRatio'), value: 'ratio' },
    { label: t('advanceDecline.line'), value: 'line' },
  ];
  return (
    <ListFrame
      title={t('advanceDecline.title')}
      breadcrumbs={todayCrumbs(t)}
      explanation={t('advanceDecline.explanation')}
      query={query}
      filters={filters}
      controls={
        <Choice label={t('advanceDecline.history')} value={days} options={periods} onChange={setDays} />
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
                  {measure === 'ratio'
                    ? t('advanceDecline.chartTitleRatio')
                    : t('advanceDecline.chartTitleLine')}
                </Text>
                <Choice
                  label={t('advanceDecline.measure')}
                  value={measure}
                  options={measures}
                  onChange={setMeasure}
                />
              </Group>
              <HistoryChart answer={answer} measure={measure} />
            </Paper>
            <StatTiles
              columns={3}
              items={[
                {
                  label: t('advanceDecline.averageRatio'),
                  value: formatRatio(summary.averageRatio),
                  hint: t('advanceDecline.overSessions', {
                    sessions: formatNumber(answer.history.length, 0),
                  }),
                },
                {
                  label: t('advanceDecline.daysAdvancesLed'),
                  value: formatNumber(summary.daysAdvancesLed, 0),
                },
                {
                  label: t('advanceDecline.daysDeclinesLed'),
                  value: formatNumber(summary.daysDeclinesLed, 0),
                },
              ]}
            />
            <ListSection title={t('advanceDecline.dailyHistory')}>
              <DataTable
                caption={t('advanceDecline.historyCaption')}
                hideCaption
                columns={columns}
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

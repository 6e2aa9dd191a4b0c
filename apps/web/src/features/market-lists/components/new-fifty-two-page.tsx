import { Paper, Stack, Text } from '@mantine/core';
import type { ListLevelRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { BarChart, type BarSeries } from '@/components/market/bar-chart';
import { colourClass } from '@/components/market/market-colours';
import { StatTiles } from '@/components/market/stat-tiles';
import { formatDateIst, formatNumber } from '@/lib/format';
import { type NewFiftyTwoAnswer, useNewFiftyTwo } from '../api/get-new-fifty-two';
import { useListFilters } from '../hooks/use-list-filters';
import { levelColumns, stockColumns } from './list-columns';
import { ListFrame, ListTable, TODAY_CRUMBS } from './list-page';
import { ListSection } from './list-section';

const HIGH_COLUMNS = stockColumns<ListLevelRow>(levelColumns('52-week high (₹)', 'From 52-week high'));
const LOW_COLUMNS = stockColumns<ListLevelRow>(levelColumns('52-week low (₹)', 'From 52-week low'));

/** Daily counts of new highs and lows over recent sessions, as grouped bars. */
function HistoryChart({ history }: { readonly history: NewFiftyTwoAnswer['history'] }) {
  const { categories, series } = useMemo(() => {
    const bars: BarSeries[] = [
      { name: 'New 52-week highs', values: history.map((h) => h.highs), colour: 'up' },
      { name: 'New 52-week lows', values: history.map((h) => h.lows), colour: 'down' },
    ];
    return { categories: history.map((h) => formatDateIst(h.date).replace(/ \d{4}$/, '')), series: bars };
  }, [history]);
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" mb="xs">
        New highs and lows per session, last {history.length} sessions
      </Text>
      <BarChart
        categories={categories}
        series={series}
        label="New 52-week highs and lows per session"
        height={260}
      />
    </Paper>
  );
}

function Summary({ answer }: { readonly answer: NewFiftyTwoAnswer }) {
  const { highs, lows } = answer.counts;
  const recent = answer.history.slice(-20);
  const averageHighs = recent.reduce((sum, h) => sum + h.highs, 0) / Math.max(1, recent.length);
  const averageLows = recent.reduce((sum, h) => sum + h.lows, 0) / Math.max(1, recent.length);
  return (
    <StatTiles
      items={[
        {
          label: 'New 52-week highs',
          value: <span className={colourClass('green')}>{formatNumber(highs, 0)}</span>,
        },
        {
          label: 'New 52-week lows',
          value: <span className={colourClass('red')}>{formatNumber(lows, 0)}</span>,
        },
        {
          label: 'Highs minus lows',
          value: formatNumber(highs - lows, 0),
          hint: highs >= lows ? 'More stocks at yearly highs' : 'More stocks at yearly lows',
        },
        {
          label: '20-session average',
          value: `${formatNumber(averageHighs, 0)} / ${formatNumber(averageLows, 0)}`,
          hint: 'highs / lows per session',
        },
      ]}
    />
  );
}

/** /new-fifty-two: today's new 52-week highs and lows together, with their counts over recent sessions. */
export function NewFiftyTwoPage() {
  const filters = useListFilters();
  const query = useNewFiftyTwo({ date: filters.date, index: filters.index });
  return (
    <ListFrame
      title="New 52-Week Highs and Lows"
      breadcrumbs={TODAY_CRUMBS}
      explanation="Stocks that made a new 52-week high (their session high reached the highest high of the previous 250 sessions) or a new 52-week low in this session. Many new highs and few new lows is a sign of a broadly strong market; the reverse, of a weak one."
      query={query}
      filters={filters}
    >
      {(answer) => (
        <Stack gap="lg">
          <Summary answer={answer} />
          {answer.history.length > 0 && <HistoryChart history={answer.history} />}
          {(['high', 'low'] as const).map((kind) => (
            <ListSection
              key={kind}
              title={`New 52-week ${kind}s (${formatNumber(answer.counts[`${kind}s`], 0)})`}
            >
              <ListTable
                rows={kind === 'high' ? answer.highs : answer.lows}
                columns={kind === 'high' ? HIGH_COLUMNS : LOW_COLUMNS}
                caption={`New 52-week ${kind}s`}
                csvFileName={`new-52-week-${kind}s`}
                emptyMessage={`No stock has made a new 52-week ${kind} in this session.`}
                filters={filters}
                pageSize={5}
              />
            </ListSection>
          ))}
        </Stack>
      )}
    </ListFrame>
  );
}

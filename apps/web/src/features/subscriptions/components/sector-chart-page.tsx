import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { BarChart } from '@/components/market/bar-chart';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { formatNumber } from '@/lib/format';
import type { SectorList } from '@/lib/market-queries/get-sector-list';
import { useSectorMoves } from '../api/get-sector-moves';

const MEASURES = [
  { value: 'today', label: 'Today', short: 'Today' },
  { value: 'week1', label: '1 week', short: '1W' },
  { value: 'month1', label: '1 month', short: '1M' },
  { value: 'month3', label: '3 months', short: '3M' },
  { value: 'year1', label: '1 year', short: '1Y' },
] as const;
type Measure = (typeof MEASURES)[number]['value'];

/** Each sector's move by the measure, largest first; sectors without a value are left out. */
export function sectorBars(answer: SectorList, measure: Measure) {
  const rows = answer.sectors
    .map((s) => ({ name: s.name, value: measure === 'today' ? s.weightedChangePct : s.returns[measure] }))
    .filter((r): r is { name: string; value: number } => r.value !== null)
    .sort((a, b) => b.value - a.value);
  return {
    categories: rows.map((r) => r.name),
    series: [
      { name: 'Up', values: rows.map((r) => (r.value >= 0 ? r.value : null)), colour: 'up', stack: 'move' },
      {
        name: 'Down',
        values: rows.map((r) => (r.value < 0 ? r.value : null)),
        colour: 'down',
        stack: 'move',
      },
    ],
  };
}

/** /test-chart: the sample horizontal bar chart (spec 2.2), drawn from the live sector list. */
export function SectorChartPage() {
  const query = useSectorMoves();
  const [measure, setMeasure] = useState<Measure>('today');
  const data = query.data && 'sectors' in query.data ? query.data : null;
  return (
    <MarketPage
      title="Sector performance chart"
      subtitle="Every NSE sector’s market-cap weighted move, as a horizontal bar chart."
      asOf={data?.source.asOf}
      simulated={data?.source.simulated ?? true}
      actions={<RefreshButton onRefresh={() => void query.refetch()} refreshing={query.isFetching} />}
    >
      <Stack gap="md">
        <SegmentedControl
          value={measure}
          onChange={(v) => setMeasure((MEASURES.find((m) => m.value === v) ?? MEASURES[0]).value)}
          data={MEASURES.map((m) => ({ value: m.value, label: m.short }))}
          aria-label="Period"
          style={{ alignSelf: 'flex-start' }}
        />
        <QueryStates query={query} isEmpty={(a) => a.sectors.length === 0}>
          {(answer) => {
            const bars = sectorBars(answer, measure);
            return bars.categories.length === 0 ? (
              <Text c="dimmed">No sector has enough history for this period yet.</Text>
            ) : (
              <BarChart
                categories={bars.categories}
                series={bars.series}
                horizontal
                label={`Sector moves, ${MEASURES.find((m) => m.value === measure)?.label}`}
                height={Math.max(320, bars.categories.length * 26 + 40)}
                formatValue={(v) => `${formatNumber(v, 1)}%`}
              />
            );
          }}
        </QueryStates>
      </Stack>
    </MarketPage>
  );
}

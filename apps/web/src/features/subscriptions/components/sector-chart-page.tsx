import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { BarChart } from '@/components/market/bar-chart';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { formatNumber } from '@/lib/format';
import type { SectorList } from '@/lib/market-queries/get-sector-list';
import { useStrings } from '@/lib/strings';
import { useSectorMoves } from '../api/get-sector-moves';
import { subscriptionsStrings } from '../strings';

/** The periods; each is worded by `sectorChart.periods.<measure>` (`sectorChart.short.<measure>` on the switch). */
const MEASURES = ['today', 'week1', 'month1', 'month3', 'year1'] as const;
type Measure = (typeof MEASURES)[number];

/** Each sector's move by the measure, largest first; sectors without a value are left out. */
export function sectorBars(
  answer: SectorList,
  measure: Measure,
  names: { readonly up: string; readonly down: string },
) {
  const rows = answer.sectors
    .map((s) => ({ name: s.name, value: measure === 'today' ? s.weightedChangePct : s.returns[measure] }))
    .filter((r): r is { name: string; value: number } => r.value !== null)
    .sort((a, b) => b.value - a.value);
  return {
    categories: rows.map((r) => r.name),
    series: [
      {
        name: names.up,
        values: rows.map((r) => (r.value >= 0 ? r.value : null)),
        colour: 'up',
        stack: 'move',
      },
      {
        name: names.down,
        values: rows.map((r) => (r.value < 0 ? r.value : null)),
        colour: 'down',
        stack: 'move',
      },
    ],
  };
}

/** /test-chart: the sample horizontal bar chart (spec 2.2), drawn from the live sector list. */
export function SectorChartPage() {
  const t = useStrings(subscriptionsStrings);
  const query = useSectorMoves();
  const [measure, setMeasure] = useState<Measure>('today');
  const data = query.data && 'sectors' in query.data ? query.data : null;
  return (
    <MarketPage
      title={t('sectorChart.title')}
      subtitle={t('sectorChart.subtitle')}
      asOf={data?.source.asOf}
      source={data?.source}
      actions={<RefreshButton onRefresh={() => void query.refetch()} refreshing={query.isFetching} />}
    >
      <Stack gap="md">
        <SegmentedControl
          value={measure}
          onChange={(v) => setMeasure(MEASURES.find((m) => m === v) ?? MEASURES[0])}
          data={MEASURES.map((m) => ({ value: m, label: t(`sectorChart.short.${m}`) }))}
          aria-label={t('sectorChart.period')}
          style={{ alignSelf: 'flex-start' }}
        />
        <QueryStates query={query} isEmpty={(a) => a.sectors.length === 0}>
          {(answer) => {
            const bars = sectorBars(answer, measure, {
              up: t('sectorChart.up'),
              down: t('sectorChart.down'),
            });
            return bars.categories.length === 0 ? (
              <Text c="dimmed">{t('sectorChart.noHistory')}</Text>
            ) : (
              <BarChart
                categories={bars.categories}
                series={bars.series}
                horizontal
                label={t('sectorChart.chart', { period: t(`sectorChart.periods.${measure}`) })}
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

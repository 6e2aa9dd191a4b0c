import { Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { HEAT_MEASURES, type HeatMapAnswer, type HeatMeasure, type HeatTile } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { StatTiles } from '@/components/market/stat-tiles';
import { TreemapChart } from '@/components/market/treemap-chart';
import { formatCrore, treemapItems } from '@/components/market-overview/heat-map-teaser';
import { paths } from '@/config/paths';
import { formatNumber, formatPercent } from '@/lib/format';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useHeatMap } from '../api/get-heat-map';
import { oneOf, usePageParams } from '../hooks/use-page-params';
import { FilterSelect, SectorSelect } from './filter-select';
import { HeatTileDetail } from './heat-tile-detail';
import { changeColumn, numberColumn, textColumn } from './overview-columns';
import { OverviewFrame } from './overview-frame';

const MEASURE_LABEL: Readonly<Record<HeatMeasure, string>> = {
  marketCap: 'Market cap',
  turnover: 'Turnover',
};

const COLUMNS: readonly DataTableColumn<HeatTile>[] = [
  textColumn('symbol', 'Symbol', (t) => t.symbol),
  textColumn('name', 'Company', (t) => t.name),
  numberColumn('ltp', 'LTP (₹)', (t) => t.ltp),
  changeColumn('changePct', 'Change %', (t) => t.changePct, { percent: true }),
  numberColumn('marketCap', 'Market cap (₹ Cr)', (t) => t.marketCap, { decimals: 0, largestFirst: true }),
  numberColumn('turnover', 'Turnover (₹ Cr)', (t) => t.turnover, { largestFirst: true }),
  numberColumn('weight', 'Weight %', (t) => t.weight * 100, { largestFirst: true }),
  textColumn('sector', 'Sector', (t) => t.sector),
];

function HeatSummary({ map }: { readonly map: HeatMapAnswer }) {
  const s = map.summary;
  return (
    <StatTiles
      items={[
        { label: 'Stocks', value: formatNumber(s.total, 0), hint: map.sector ?? map.index ?? '' },
        {
          label: 'Advances / declines',
          value: `${formatNumber(s.advances, 0)} / ${formatNumber(s.declines, 0)}`,
          hint: `${formatNumber(s.unchanged, 0)} unchanged`,
        },
        {
          label: 'Average change',
          value: <ChangeText value={s.averageChangePct} format="percent" />,
          hint: 'equal weight',
        },
        {
          label: 'Weighted change',
          value: <ChangeText value={s.weightedChangePct} format="percent" />,
          hint: `weighted by ${MEASURE_LABEL[map.measure].toLowerCase()}`,
        },
      ]}
    />
  );
}

/** /nifty-heatmap: a treemap of an index or sector, tiles sized by market cap or turnover and coloured by change. */
export function HeatMapPage() {
  const { values, set } = usePageParams(['index', 'sector', 'measure'] as const);
  const measure = oneOf(values.measure, HEAT_MEASURES, 'marketCap');
  const index = values.index ?? 'NIFTY 50';
  const query = useHeatMap({ index, sector: values.sector, measure });
  const answer = answerOf(query.data);
  // Grouping by sector reads well on a wide screen; on a phone it leaves tiles too small to label.
  const [groupChoice, setGroupChoice] = useState<boolean | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const wide = useMediaQuery('(min-width: 48em)') ?? false;
  const bySector = groupChoice ?? wide;
  const navigate = useNavigate();
  const items = useMemo(
    () => treemapItems(answer?.tiles ?? [], bySector, measure),
    [answer, bySector, measure],
  );
  return (
    <OverviewFrame
      title="NIFTY Heat Map"
      subtitle="Each tile is a stock: its size is its market cap (or today's turnover) and its colour today's change, from deep red through grey to deep green at ±3 %. Click a tile to open the stock."
      query={query}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FilterSelect
          label="Index"
          options={(answer?.indices ?? [index]).map((name) => ({ value: name, label: name }))}
          value={index}
          onChange={(next) => set({ index: next === 'NIFTY 50' ? undefined : next })}
        />
        <SectorSelect
          sectors={answer?.sectors}
          value={values.sector}
          onChange={(sector) => set({ sector })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Tile size
          </Text>
          <SegmentedControl
            size="sm"
            aria-label="Tile size"
            value={measure}
            onChange={(next) => set({ measure: next === 'marketCap' ? undefined : next })}
            data={HEAT_MEASURES.map((m) => ({ value: m, label: MEASURE_LABEL[m] }))}
          />
        </Stack>
        <Switch
          label="Group by sector"
          checked={bySector}
          onChange={(event) => setGroupChoice(event.currentTarget.checked)}
          mb={6}
        />
      </Group>
      <QueryStates
        query={query}
        errorTitle="Could not load the heat map"
        isEmpty={(map) => map.tiles.length === 0}
        empty={<Text c="dimmed">No stock of this index is in this sector.</Text>}
      >
        {(map) => (
          <Stack gap="md">
            <HeatSummary map={map} />
            <TreemapChart
              items={items}
              label={`${map.sector ?? map.index ?? 'Market'} heat map: tiles sized by ${MEASURE_LABEL[map.measure].toLowerCase()}, coloured by today's change`}
              height={wide ? 600 : 460}
              valueLabel={MEASURE_LABEL[map.measure]}
              formatValue={formatCrore}
              onItemClick={(item) => navigate(paths.stock.getHref({ symbol: item.name }))}
            />
            <HeatTileDetail
              symbols={map.tiles.map((t) => t.symbol)}
              selected={selected}
              onSelect={setSelected}
              index={map.index ?? 'NIFTY 50'}
              measure={map.measure}
            />
            <DataTable
              columns={COLUMNS}
              rows={map.tiles}
              rowKey={(t) => t.symbol}
              caption={`Tiles of the heat map (${formatPercent(map.summary.weightedChangePct)} weighted)`}
              hideCaption
              pageSize={10}
              initialSort={{ columnId: 'weight', direction: 'desc' }}
              rowHref={(t) => paths.stock.getHref({ symbol: t.symbol })}
              search={{ text: (t) => `${t.symbol} ${t.name}`, placeholder: 'Search symbol or company' }}
              csvFileName="heat-map.csv"
            />
          </Stack>
        )}
      </QueryStates>
    </OverviewFrame>
  );
}

import { Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { HEAT_MEASURES, type HeatMapAnswer, type HeatTile } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn, textColumn } from '@/components/market/overview-columns';
import { QueryStates } from '@/components/market/query-states';
import { StatTiles } from '@/components/market/stat-tiles';
import { TreemapChart } from '@/components/market/treemap-chart';
import { formatCrore, treemapItems } from '@/components/market-overview/heat-map-teaser';
import { paths } from '@/config/paths';
import { formatNumber, formatPercent } from '@/lib/format';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { useHeatMap } from '../api/get-heat-map';
import { type MarketOverviewT, marketOverviewStrings } from '../strings';
import { FilterSelect, SectorSelect } from './filter-select';
import { HeatTileDetail } from './heat-tile-detail';
import { OverviewFrame } from './overview-frame';

const columns = (t: MarketOverviewT): readonly DataTableColumn<HeatTile>[] => [
  textColumn('symbol', t('columns.symbol'), (tile) => tile.symbol),
  textColumn('name', t('columns.company'), (tile) => tile.name),
  keyColumn(numberColumn('ltp', t('columns.ltp'), (tile) => tile.ltp)),
  keyColumn(changeColumn('changePct', t('columns.changePct'), (tile) => tile.changePct, { percent: true })),
  numberColumn('marketCap', t('columns.marketCapCr'), (tile) => tile.marketCap, {
    decimals: 0,
    largestFirst: true,
  }),
  numberColumn('turnover', t('columns.turnoverCr'), (tile) => tile.turnover, { largestFirst: true }),
  numberColumn('weight', t('columns.weight'), (tile) => tile.weight * 100, { largestFirst: true }),
  textColumn('sector', t('columns.sector'), (tile) => tile.sector),
];

function HeatSummary({ map }: { readonly map: HeatMapAnswer }) {
  const s = map.summary;
  const t = useStrings(marketOverviewStrings);
  return (
    <StatTiles
      items={[
        { label: t('common.stocks'), value: formatNumber(s.total, 0), hint: map.sector ?? map.index ?? '' },
        {
          label: t('common.advancesDeclines'),
          value: `${formatNumber(s.advances, 0)} / ${formatNumber(s.declines, 0)}`,
          hint: t('common.unchanged', { n: formatNumber(s.unchanged, 0) }),
        },
        {
          label: t('heatMap.averageChange'),
          value: <ChangeText value={s.averageChangePct} format="percent" />,
          hint: t('heatMap.equalWeight'),
        },
        {
          label: t('heatMap.weightedChange'),
          value: <ChangeText value={s.weightedChangePct} format="percent" />,
          hint: t('heatMap.weightedBy', { measure: t(`heatMap.measureInText.${map.measure}`) }),
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
  const t = useStrings(marketOverviewStrings);
  const tableColumns = useMemo(() => columns(t), [t]);
  const items = useMemo(
    () => treemapItems(answer?.tiles ?? [], bySector, measure),
    [answer, bySector, measure],
  );
  return (
    <OverviewFrame title={t('heatMap.title')} subtitle={t('heatMap.subtitle')} query={query}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FilterSelect
          label={t('common.index')}
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
            {t('heatMap.tileSize')}
          </Text>
          <SegmentedControl
            size="sm"
            aria-label={t('heatMap.tileSize')}
            value={measure}
            onChange={(next) => set({ measure: next === 'marketCap' ? undefined : next })}
            data={HEAT_MEASURES.map((m) => ({ value: m, label: t(`heatMap.measure.${m}`) }))}
          />
        </Stack>
        <Switch
          label={t('heatMap.groupBySector')}
          checked={bySector}
          onChange={(event) => setGroupChoice(event.currentTarget.checked)}
          mb={6}
        />
      </Group>
      <QueryStates
        query={query}
        errorTitle={t('heatMap.loadError')}
        isEmpty={(map) => map.tiles.length === 0}
        empty={<Text c="dimmed">{t('heatMap.empty')}</Text>}
      >
        {(map) => (
          <Stack gap="md">
            <HeatSummary map={map} />
            <TreemapChart
              items={items}
              label={t('heatMap.chartLabel', {
                name: map.sector ?? map.index ?? t('common.market'),
                measure: t(`heatMap.measureInText.${map.measure}`),
              })}
              height={wide ? 600 : 460}
              valueLabel={t(`heatMap.measure.${map.measure}`)}
              formatValue={formatCrore}
              onItemClick={(item) => navigate(paths.stock.getHref({ symbol: item.name }))}
            />
            <HeatTileDetail
              symbols={map.tiles.map((tile) => tile.symbol)}
              selected={selected}
              onSelect={setSelected}
              index={map.index ?? 'NIFTY 50'}
              measure={map.measure}
            />
            <DataTable
              columns={tableColumns}
              rows={map.tiles}
              rowKey={(tile) => tile.symbol}
              caption={t('heatMap.caption', { change: formatPercent(map.summary.weightedChangePct) })}
              hideCaption
              pageSize={10}
              initialSort={{ columnId: 'weight', direction: 'desc' }}
              rowHref={(tile) => paths.stock.getHref({ symbol: tile.symbol })}
              search={{
                text: (tile) => `${tile.symbol} ${tile.name}`,
                placeholder: t('common.searchSymbol'),
              }}
              csvFileName="heat-map.csv"
            />
          </Stack>
        )}
      </QueryStates>
    </OverviewFrame>
  );
}

import { Paper, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SectorStockRow } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { TreemapChart, type TreemapItem } from '@/components/market/treemap-chart';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { type SectorsT, sectorsStrings } from '../strings';
import { changeColumn, figureColumn, percentColumn, textColumn, volumeColumn } from './sector-columns';
import classes from './sectors.module.css';

const stockHref = (r: { readonly symbol: string }) => paths.stock.getHref({ symbol: r.symbol });

/** Symbol, price and change %: what a phone shows first (the key columns). */
const priceColumns = (t: SectorsT): readonly DataTableColumn<SectorStockRow>[] => [
  textColumn('symbol', t('columns.symbol'), (r) => r.symbol),
  keyColumn(figureColumn('ltp', t('columns.ltp'), (r) => r.ltp)),
  keyColumn(percentColumn('changePct', t('columns.changePct'), (r) => r.changePct)),
];

const stockColumns = (t: SectorsT): readonly DataTableColumn<SectorStockRow>[] => [
  ...priceColumns(t),
  changeColumn('change', t('columns.changeRupees'), (r) => r.change),
  volumeColumn('volume', t('columns.volume'), (r) => r.volume),
  figureColumn('marketCapCr', t('columns.marketCapCr'), (r) => r.marketCapCr, 0),
  figureColumn('weightPct', t('columns.weight'), (r) => r.weightPct),
  figureColumn('high52', t('columns.high52'), (r) => r.high52),
  percentColumn('fromHigh52Pct', t('columns.fromHigh52'), (r) => r.fromHigh52Pct),
  figureColumn('low52', t('columns.low52'), (r) => r.low52),
  percentColumn('fromLow52Pct', t('columns.fromLow52'), (r) => r.fromLow52Pct),
  textColumn('industry', t('columns.industry'), (r) => r.industry),
  textColumn('name', t('columns.company'), (r) => r.name),
];

/** Every stock of a sector or industry, largest first, linked to its stock page. */
export function GroupStocksTable({
  stocks,
  caption,
  fileName,
}: {
  readonly stocks: readonly SectorStockRow[];
  readonly caption: string;
  readonly fileName: string;
}) {
  const t = useStrings(sectorsStrings);
  const columns = useMemo(() => stockColumns(t), [t]);
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={stocks}
      rowKey={(r) => r.symbol}
      rowHref={stockHref}
      pageSize={20}
      initialSort={{ columnId: 'marketCapCr', direction: 'desc' }}
      csvFileName={fileName}
      search={{ text: (r) => `${r.symbol} ${r.name} ${r.industry}`, placeholder: t('stocks.search') }}
      emptyMessage={t('stocks.empty')}
    />
  );
}

/** The group's top gainers and losers side by side (stacked on phones). */
export function GroupMovers({
  gainers,
  losers,
}: {
  readonly gainers: readonly SectorStockRow[];
  readonly losers: readonly SectorStockRow[];
}) {
  const t = useStrings(sectorsStrings);
  const columns = useMemo(() => priceColumns(t), [t]);
  const lists = [
    { id: 'gainers', caption: t('stocks.topGainers'), rows: gainers, empty: t('stocks.noneRose') },
    { id: 'losers', caption: t('stocks.topLosers'), rows: losers, empty: t('stocks.noneFell') },
  ];
  return (
    <div className={classes.pair}>
      {lists.map((list) => (
        <div key={list.id} className={classes.section}>
          <DataTable
            caption={list.caption}
            columns={columns}
            rows={list.rows}
            rowKey={(r) => r.symbol}
            rowHref={stockHref}
            pageSize={5}
            pageSizeOptions={[5]}
            emptyMessage={list.empty}
            stateKey={list.id}
          />
        </div>
      ))}
    </div>
  );
}

/** Treemap tiles of the stocks: size market cap, colour today's change, optionally grouped by industry. */
export function heatItems(stocks: readonly SectorStockRow[], byIndustry: boolean): TreemapItem[] {
  return stocks.map((s) => ({
    name: s.symbol,
    value: s.marketCapCr,
    change: s.changePct,
    ...(byIndustry ? { group: s.industry, id: `${s.industry}:${s.symbol}` } : {}),
  }));
}

/** The group's heat map; tiles open the stock. Grouping by industry is offered where there are several. */
export function GroupHeatMap({
  stocks,
  label,
  industries,
}: {
  readonly stocks: readonly SectorStockRow[];
  readonly label: string;
  /** More than one industry: offer grouping the tiles by industry. */
  readonly industries: number;
}) {
  const wide = useMediaQuery('(min-width: 48em)') ?? false;
  const [choice, setChoice] = useState<boolean | null>(null);
  // Grouped tiles read well on a wide screen; on a phone they get too small to label.
  const grouped = industries > 1 && (choice ?? wide);
  const items = useMemo(() => heatItems(stocks, grouped), [stocks, grouped]);
  const navigate = useNavigate();
  const t = useStrings(sectorsStrings);
  const formatCrore = (value: number) => t('crore', { value: formatNumber(value, 0) });
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Text fw={700} component="h2" fz="md">
          {t('stocks.heatMap')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('stocks.heatMapNote')}
        </Text>
        {industries > 1 && (
          <Switch
            label={t('stocks.groupByIndustry')}
            checked={grouped}
            onChange={(event) => setChoice(event.currentTarget.checked)}
          />
        )}
        <TreemapChart
          items={items}
          label={label}
          height={wide ? 460 : 360}
          valueLabel={t('figures.marketCap')}
          formatValue={formatCrore}
          onItemClick={(item) => navigate(paths.stock.getHref({ symbol: item.name }))}
        />
      </Stack>
    </Paper>
  );
}

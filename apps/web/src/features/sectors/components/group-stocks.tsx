import { Paper, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SectorStockRow } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { TreemapChart, type TreemapItem } from '@/components/market/treemap-chart';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { changeColumn, figureColumn, percentColumn, textColumn, volumeColumn } from './sector-columns';
import classes from './sectors.module.css';

const stockHref = (r: { readonly symbol: string }) => paths.stock.getHref({ symbol: r.symbol });

const STOCK_COLUMNS: readonly DataTableColumn<SectorStockRow>[] = [
  textColumn('symbol', 'Symbol', (r) => r.symbol),
  figureColumn('ltp', 'LTP (₹)', (r) => r.ltp),
  percentColumn('changePct', 'Change %', (r) => r.changePct),
  changeColumn('change', 'Change (₹)', (r) => r.change),
  volumeColumn('volume', 'Volume', (r) => r.volume),
  figureColumn('marketCapCr', 'Market cap (₹ Cr)', (r) => r.marketCapCr, 0),
  figureColumn('weightPct', 'Weight %', (r) => r.weightPct),
  figureColumn('high52', '52W high (₹)', (r) => r.high52),
  percentColumn('fromHigh52Pct', 'From 52W high %', (r) => r.fromHigh52Pct),
  figureColumn('low52', '52W low (₹)', (r) => r.low52),
  percentColumn('fromLow52Pct', 'From 52W low %', (r) => r.fromLow52Pct),
  textColumn('industry', 'Industry', (r) => r.industry),
  textColumn('name', 'Company', (r) => r.name),
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
  return (
    <DataTable
      caption={caption}
      columns={STOCK_COLUMNS}
      rows={stocks}
      rowKey={(r) => r.symbol}
      rowHref={stockHref}
      pageSize={20}
      initialSort={{ columnId: 'marketCapCr', direction: 'desc' }}
      csvFileName={fileName}
      search={{ text: (r) => `${r.symbol} ${r.name} ${r.industry}`, placeholder: 'Search stock or industry' }}
      emptyMessage="No stock of this group has a price yet."
    />
  );
}

const MOVER_COLUMNS: readonly DataTableColumn<SectorStockRow>[] = [
  textColumn('symbol', 'Symbol', (r) => r.symbol),
  figureColumn('ltp', 'LTP (₹)', (r) => r.ltp),
  percentColumn('changePct', 'Change %', (r) => r.changePct),
];

/** The group's top gainers and losers side by side (stacked on phones). */
export function GroupMovers({
  gainers,
  losers,
}: {
  readonly gainers: readonly SectorStockRow[];
  readonly losers: readonly SectorStockRow[];
}) {
  const lists = [
    { caption: 'Top gainers', rows: gainers, empty: 'No stock of the group has risen today.' },
    { caption: 'Top losers', rows: losers, empty: 'No stock of the group has fallen today.' },
  ];
  return (
    <div className={classes.pair}>
      {lists.map((list) => (
        <div key={list.caption} className={classes.section}>
          <DataTable
            caption={list.caption}
            columns={MOVER_COLUMNS}
            rows={list.rows}
            rowKey={(r) => r.symbol}
            rowHref={stockHref}
            pageSize={5}
            pageSizeOptions={[5]}
            emptyMessage={list.empty}
          />
        </div>
      ))}
    </div>
  );
}

const formatCrore = (value: number) => `₹${formatNumber(value, 0)} Cr`;

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
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Text fw={700} component="h2" fz="md">
          Heat map
        </Text>
        <Text size="xs" c="dimmed">
          Each tile is a stock, sized by market cap and coloured by today's change (±3 % full colour). Click a
          tile to open the stock.
        </Text>
        {industries > 1 && (
          <Switch
            label="Group by industry"
            checked={grouped}
            onChange={(event) => setChoice(event.currentTarget.checked)}
          />
        )}
        <TreemapChart
          items={items}
          label={label}
          height={wide ? 460 : 360}
          valueLabel="Market cap"
          formatValue={formatCrore}
          onItemClick={(item) => navigate(paths.stock.getHref({ symbol: item.name }))}
        />
      </Stack>
    </Paper>
  );
}

// DataTable columns the lists share. Colours follow spec section 3 through the spec's field names:
// `ltp`, `chg` (change) and `per` (percentages) are red when negative and green otherwise.

import { Text } from '@mantine/core';
import type { ListLevelRow, ListStockRow } from '@nivesh/contracts';
import type { DataTableColumn } from '@/components/market/data-table';
import { formatChange, formatNumber, formatPercent, formatVolume } from '@/lib/format';

type Column<Row> = DataTableColumn<Row>;

const price = (value: number | null): string => formatNumber(value, 2);

export const symbolColumn: Column<ListStockRow> = {
  id: 'symbol',
  label: 'Symbol',
  value: (r) => r.symbol,
  render: (r) => (
    <Text span fw={600} size="sm" title={r.name}>
      {r.symbol}
    </Text>
  ),
};

export const ltpColumn: Column<ListStockRow> = {
  id: 'ltp',
  label: 'LTP (₹)',
  value: (r) => r.ltp,
  render: (r) => price(r.ltp),
  align: 'right',
  tone: 'ltp',
  sortDescFirst: true,
};

export const changeColumn: Column<ListStockRow> = {
  id: 'change',
  label: 'Change (₹)',
  value: (r) => r.change,
  render: (r) => formatChange(r.change),
  align: 'right',
  tone: 'chg',
  sortDescFirst: true,
};

export const changePctColumn: Column<ListStockRow> = {
  id: 'changePct',
  label: 'Change %',
  value: (r) => r.changePct,
  render: (r) => formatPercent(r.changePct),
  align: 'right',
  tone: 'per',
  sortDescFirst: true,
};

export const volumeColumn: Column<ListStockRow> = {
  id: 'volume',
  label: 'Volume',
  value: (r) => r.volume,
  render: (r) => formatVolume(r.volume),
  align: 'right',
  sortDescFirst: true,
};

/** Open, high, low and previous close, then sector and company (wide tables scroll in their box). */
export const DAY_DETAIL_COLUMNS: readonly Column<ListStockRow>[] = [
  { id: 'open', label: 'Open (₹)', value: (r) => r.open, render: (r) => price(r.open), align: 'right' },
  { id: 'high', label: 'High (₹)', value: (r) => r.high, render: (r) => price(r.high), align: 'right' },
  { id: 'low', label: 'Low (₹)', value: (r) => r.low, render: (r) => price(r.low), align: 'right' },
  {
    id: 'prevClose',
    label: 'Prev. close (₹)',
    value: (r) => r.prevClose,
    render: (r) => price(r.prevClose),
    align: 'right',
  },
  { id: 'sector', label: 'Sector', value: (r) => r.sector },
  { id: 'name', label: 'Company', value: (r) => r.name },
];

/** Symbol, price and the day's move: the front of every list. */
export const MOVE_COLUMNS: readonly Column<ListStockRow>[] = [
  symbolColumn,
  ltpColumn,
  changePctColumn,
  changeColumn,
];

/** A whole stock list: the move, list-specific columns, volume, then the day's details. */
export function stockColumns<Row extends ListStockRow>(
  specific: readonly Column<Row>[] = [],
): readonly Column<Row>[] {
  return [...MOVE_COLUMNS, ...specific, volumeColumn, ...DAY_DETAIL_COLUMNS];
}

/** The level a list measures against and the distance from it. */
export function levelColumns(levelLabel: string, distanceLabel: string): readonly Column<ListLevelRow>[] {
  return [
    { id: 'level', label: levelLabel, value: (r) => r.level, render: (r) => price(r.level), align: 'right' },
    {
      id: 'pctFromLevel',
      label: distanceLabel,
      value: (r) => r.pctFromLevel,
      render: (r) => formatPercent(r.pctFromLevel),
      align: 'right',
      tone: 'per',
      sortDescFirst: true,
    },
  ];
}

/** Text a list row is found by in the search box. */
export const stockSearchText = (r: ListStockRow): string => `${r.symbol} ${r.name}`;

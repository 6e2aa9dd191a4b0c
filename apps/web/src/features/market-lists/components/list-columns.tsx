// DataTable columns the lists share. Colours follow spec section 3 through the spec's field names:
// `ltp`, `chg` (change) and `per` (percentages) are red when negative and green otherwise.
// Built with the page's `t` at render (the language can change while the page is open).

import { Text } from '@mantine/core';
import type { ListLevelRow, ListStockRow } from '@nivesh/contracts';
import { type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { formatChange, formatNumber, formatPercent, formatVolume } from '@/lib/format';
import type { MarketListsT } from '../strings';

type Column<Row> = DataTableColumn<Row>;

const price = (value: number | null): string => formatNumber(value, 2);

/** The columns every stock list is made of, labelled in the page's language. */
export function listColumns(t: MarketListsT) {
  const symbol: Column<ListStockRow> = {
    id: 'symbol',
    label: t('columns.symbol'),
    value: (r) => r.symbol,
    render: (r) => (
      <Text span fw={600} size="sm" title={r.name}>
        {r.symbol}
      </Text>
    ),
  };
  const ltp: Column<ListStockRow> = {
    id: 'ltp',
    label: t('columns.ltp'),
    value: (r) => r.ltp,
    render: (r) => price(r.ltp),
    align: 'right',
    tone: 'ltp',
    sortDescFirst: true,
  };
  const change: Column<ListStockRow> = {
    id: 'change',
    label: t('columns.change'),
    value: (r) => r.change,
    render: (r) => formatChange(r.change),
    align: 'right',
    tone: 'chg',
    sortDescFirst: true,
  };
  const changePct: Column<ListStockRow> = {
    id: 'changePct',
    label: t('columns.changePct'),
    value: (r) => r.changePct,
    render: (r) => formatPercent(r.changePct),
    align: 'right',
    tone: 'per',
    sortDescFirst: true,
  };
  const volume: Column<ListStockRow> = {
    id: 'volume',
    label: t('columns.volume'),
    value: (r) => r.volume,
    render: (r) => formatVolume(r.volume),
    align: 'right',
    sortDescFirst: true,
  };
  /** Open, high, low and previous close, then sector and company (wide tables scroll in their box). */
  const dayDetails: readonly Column<ListStockRow>[] = [
    {
      id: 'open',
      label: t('columns.open'),
      value: (r) => r.open,
      render: (r) => price(r.open),
      align: 'right',
    },
    {
      id: 'high',
      label: t('columns.high'),
      value: (r) => r.high,
      render: (r) => price(r.high),
      align: 'right',
    },
    { id: 'low', label: t('columns.low'), value: (r) => r.low, render: (r) => price(r.low), align: 'right' },
    {
      id: 'prevClose',
      label: t('columns.prevClose'),
      value: (r) => r.prevClose,
      render: (r) => price(r.prevClose),
      align: 'right',
    },
    { id: 'sector', label: t('columns.sector'), value: (r) => r.sector },
    { id: 'name', label: t('columns.name'), value: (r) => r.name },
  ];
  return { symbol, ltp, change, changePct, volume, dayDetails };
}

/**
 * A whole stock list: symbol, price and the day's move, list-specific columns, volume, then the day's
 * details. The price and the change % are the key columns a phone shows beside the symbol.
 */
export function stockColumns<Row extends ListStockRow>(
  t: MarketListsT,
  specific: readonly Column<Row>[] = [],
): readonly Column<Row>[] {
  const c = listColumns(t);
  return [
    c.symbol,
    keyColumn(c.ltp),
    keyColumn(c.changePct),
    c.change,
    ...specific,
    c.volume,
    ...c.dayDetails,
  ];
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

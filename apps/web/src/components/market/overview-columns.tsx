// Column builders for the overview tables: one line per column, the same formatting everywhere.

import { ChangeText } from '@/components/market/change-text';
import type { DataTableColumn } from '@/components/market/data-table';
import { formatNumber, formatVolume } from '@/lib/format';

type Column<Row> = DataTableColumn<Row>;

/** Text, sorted A→Z. */
export function textColumn<Row>(id: string, label: string, value: (row: Row) => string): Column<Row> {
  return { id, label, value };
}

interface NumberOptions {
  /** Decimals shown; default 2. */
  readonly decimals?: number;
  /** Sort high to low on the first click (sizes, volumes). */
  readonly largestFirst?: boolean;
}

/** A number with Indian grouping, right-aligned. */
export function numberColumn<Row>(
  id: string,
  label: string,
  value: (row: Row) => number | null,
  { decimals = 2, largestFirst = false }: NumberOptions = {},
): Column<Row> {
  return {
    id,
    label,
    align: 'right',
    value,
    render: (row) => formatNumber(value(row), decimals),
    sortDescFirst: largestFirst,
  };
}

/** Shares, units or lots in lakh/crore, largest first. */
export function volumeColumn<Row>(id: string, label: string, value: (row: Row) => number): Column<Row> {
  return { id, label, align: 'right', value, render: (row) => formatVolume(value(row)), sortDescFirst: true };
}

interface ChangeOptions {
  /** Show as a percentage ("+1.23 %"); default false ("+12.35"). */
  readonly percent?: boolean;
  /** ▲/▼ before the value; default true for percentages. */
  readonly arrow?: boolean;
  readonly decimals?: number;
}

/** A signed change coloured green up and red down (spec section 3), biggest rise first. */
export function changeColumn<Row>(
  id: string,
  label: string,
  value: (row: Row) => number | null,
  { percent = false, arrow = percent, decimals = 2 }: ChangeOptions = {},
): Column<Row> {
  return {
    id,
    label,
    align: 'right',
    value,
    render: (row) => (
      <ChangeText
        value={value(row)}
        format={percent ? 'percent' : 'change'}
        arrow={arrow}
        decimals={decimals}
      />
    ),
    sortDescFirst: true,
  };
}

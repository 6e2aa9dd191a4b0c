// Column builders of the sectors tables: raw values for sorting and CSV, formatted cells, and
// signed figures coloured by the DataTable's sign tone (spec section 3).
import type { PeriodReturns, StockGroupRow } from '@nivesh/contracts';
import { type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { formatChange, formatNumber, formatPercent, formatVolume } from '@/lib/format';
import type { SectorsT } from '../strings';
import classes from './sectors.module.css';

type Column<Row> = DataTableColumn<Row>;
type Read<Row, T> = (row: Row) => T;

/** A sector or industry name, wrapping on phones so the figures beside it stay in view. */
export function nameColumn<Row>(id: string, label: string, value: Read<Row, string>): Column<Row> {
  return { id, label, value, render: (r) => <span className={classes.name}>{value(r)}</span> };
}

/** Text, A→Z first. */
export function textColumn<Row>(id: string, label: string, value: Read<Row, string>): Column<Row> {
  return { id, label, value };
}

/** A right-aligned figure that sorts largest first on the first click. */
function rightColumn<Row>(id: string, label: string, value: Read<Row, number | null>): Column<Row> {
  return { id, label, value, align: 'right', sortDescFirst: true };
}

/** A figure with `decimals` decimals (Indian grouping). */
export function figureColumn<Row>(
  id: string,
  label: string,
  value: Read<Row, number | null>,
  decimals = 2,
): Column<Row> {
  return { ...rightColumn(id, label, value), render: (r) => formatNumber(value(r), decimals) };
}

/** Shares traded, in lakh/crore. */
export function volumeColumn<Row>(id: string, label: string, value: Read<Row, number>): Column<Row> {
  return { ...rightColumn(id, label, value), render: (r) => formatVolume(value(r)) };
}

/** A signed percentage ("+1.23 %"), green up and red down, biggest rise first. */
export function percentColumn<Row>(id: string, label: string, value: Read<Row, number | null>): Column<Row> {
  return { ...rightColumn(id, label, value), tone: 'sign', render: (r) => formatPercent(value(r)) };
}

/** A signed change in rupees or points ("+12.35"), coloured like percentages. */
export function changeColumn<Row>(id: string, label: string, value: Read<Row, number>): Column<Row> {
  return { ...percentColumn(id, label, value), render: (r) => formatChange(value(r)) };
}

/** A group's name (linked by the table's rowHref), today's change (the key column), breadth and market cap. */
export function groupDayColumns<Row extends StockGroupRow>(t: SectorsT, nameLabel: string): Column<Row>[] {
  return [
    nameColumn('name', nameLabel, (r) => r.name),
    keyColumn(percentColumn('weightedChangePct', t('columns.changePct'), (r) => r.weightedChangePct)),
    figureColumn('count', t('columns.stocks'), (r) => r.count, 0),
    figureColumn('advances', t('columns.advances'), (r) => r.advances, 0),
    figureColumn('declines', t('columns.declines'), (r) => r.declines, 0),
    percentColumn('averageChangePct', t('columns.averageChange'), (r) => r.averageChangePct),
    figureColumn('marketCapCr', t('columns.marketCapCr'), (r) => r.marketCapCr, 0),
  ];
}

/** The four return periods, in order (their labels are `periods.<period>` of the strings). */
export const PERIODS: readonly (keyof PeriodReturns)[] = ['week1', 'month1', 'month3', 'year1'];

/** 1W, 1M, 3M and 1Y return columns (ids `returns.<period>`). */
export function returnColumns<Row>(t: SectorsT, returns: Read<Row, PeriodReturns>): Column<Row>[] {
  return PERIODS.map((p) =>
    percentColumn(
      `returns.${p}`,
      t('columns.periodReturn', { period: t(`periods.${p}`) }),
      (r) => returns(r)[p],
    ),
  );
}

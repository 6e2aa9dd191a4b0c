// The pure part of DataTable: column definitions, search, sort, paging and CSV rows.
import type { ReactNode } from 'react';
import type { Tone } from './colour-rules';
import { toCsv } from './csv';

export type CellValue = number | string | null;
export type SortDirection = 'asc' | 'desc';

/** Spec section 9's page-size options. */
export const PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 20, 30, 50, 75, 100];

export interface DataTableColumn<Row> {
  /** Unique among the table's columns; names the sort. */
  readonly id: string;
  /** Header text, also the CSV header. */
  readonly label: string;
  /** The raw value: sorted on, coloured by, exported, and shown when there is no `render`. */
  readonly value: (row: Row) => CellValue;
  /** What the cell shows (formatted); defaults to the value (numbers with Indian grouping). */
  readonly render?: (row: Row) => ReactNode;
  readonly align?: 'left' | 'center' | 'right';
  /** Default true. */
  readonly sortable?: boolean;
  /** The first click sorts high to low (for changes, volumes); default low to high. */
  readonly sortDescFirst?: boolean;
  /** Colours the cell text from the raw value (spec section 3). */
  readonly tone?: Tone;
  /** The CSV value when it differs from `value`. */
  readonly csv?: (row: Row) => CellValue;
  /**
   * `'key'`: a column a reader needs on a phone (the price, the change, a side and quantity). On a
   * phone the key columns come right after the first column and, with it, fit a 390 px screen; the
   * others follow and are reached by scrolling the table sideways. See `arrangeColumns`.
   */
  readonly priority?: 'key';
}

/** A header in two parts: `tail` (the word before a unit and the rest) must not wrap. */
export interface HeaderParts {
  readonly lead: string;
  readonly tail: string;
}

/**
 * Where a header may not wrap on a phone: a unit ("%", "(₹)", "(₹ Cr)") stays on the line of the word
 * before it ("Period change %" breaks as "Period / change %", never before the "%"). The text is
 * unchanged (`lead + tail` is the label), so the header's accessible name is too.
 */
export function headerParts(label: string): HeaderParts {
  const unit = /\S+ (?:%|\([^)]*\))/.exec(label);
  return unit
    ? { lead: label.slice(0, unit.index), tail: label.slice(unit.index) }
    : { lead: label, tail: '' };
}

/** The column marked as a key column (for phones; see `arrangeColumns`). */
export function keyColumn<Row>(column: DataTableColumn<Row>): DataTableColumn<Row> {
  return { ...column, priority: 'key' };
}

/** The columns in the order a table shows them, and which are its key columns. */
export interface ArrangedColumns<Row> {
  readonly columns: readonly DataTableColumn<Row>[];
  /** The ids of the key columns (the first column is always in view and is not among them). */
  readonly keys: ReadonlySet<string>;
}

/**
 * The key columns of a table: those marked `priority: 'key'`, or, when none is (the first column
 * does not count), the second column. On a phone (`phone`) the first column comes first, then the
 * key columns, then the rest, each group in its given order; on a wider screen the order is kept.
 */
export function arrangeColumns<Row>(
  columns: readonly DataTableColumn<Row>[],
  phone: boolean,
): ArrangedColumns<Row> {
  const [first, ...rest] = columns;
  if (!first) return { columns, keys: new Set() };
  const marked = rest.filter((c) => c.priority === 'key');
  const keyColumns = marked.length > 0 ? marked : rest.slice(0, 1);
  const keys = new Set(keyColumns.map((c) => c.id));
  if (!phone) return { columns, keys };
  return { columns: [first, ...keyColumns, ...rest.filter((c) => !keys.has(c.id))], keys };
}

export interface DataTableSort {
  readonly columnId: string;
  readonly direction: SortDirection;
}

const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });

function isEmpty(value: CellValue): boolean {
  return value === null || (typeof value === 'number' && Number.isNaN(value)) || value === '';
}

/** Numbers by size, text in natural order ("A2" before "A10"). */
export function compareCells(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Rows sorted by one column; empty values last in both directions; equal values keep their order. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  sort: DataTableSort | null,
): readonly Row[] {
  const column = sort && columns.find((c) => c.id === sort.columnId);
  if (!sort || !column) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: column.value(row) }));
  keyed.sort((x, y) => {
    const xEmpty = isEmpty(x.value);
    const yEmpty = isEmpty(y.value);
    if (xEmpty || yEmpty) return Number(xEmpty) - Number(yEmpty);
    return sign * compareCells(x.value, y.value);
  });
  return keyed.map((k) => k.row);
}

/** Rows whose search text contains the query, ignoring case and surrounding spaces. */
export function filterRows<Row>(
  rows: readonly Row[],
  text: (row: Row) => string,
  query: string,
): readonly Row[] {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  if (!needle) return rows;
  return rows.filter((row) => text(row).toLocaleLowerCase('en-IN').includes(needle));
}

export interface PageSlice<Row> {
  readonly rows: readonly Row[];
  /** 1-based, clamped to the pages there are. */
  readonly page: number;
  readonly pageCount: number;
  /** 1-based index of the first row shown; 0 when there are none. */
  readonly from: number;
  readonly to: number;
  readonly total: number;
}

/** The rows of one page, with the page clamped so a shrinking table never shows an empty page. */
export function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number): PageSlice<Row> {
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  const slice = rows.slice(start, start + pageSize);
  return {
    rows: slice,
    page: current,
    pageCount,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
    total,
  };
}

/** A page of a list the server pages: which page, its size and how many rows there are in all. */
export interface ServerPage {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** The rows the server gave for `page` as a slice of its whole list (`rows` are that page's, all shown). */
export function serverPageOf<Row>(
  rows: readonly Row[],
  { page, pageSize, total }: ServerPage,
): PageSlice<Row> {
  const start = (page - 1) * pageSize;
  return {
    rows,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    from: rows.length ? start + 1 : 0,
    to: start + rows.length,
    total: Math.max(total, start + rows.length),
  };
}

/** The table as CSV: every row (not just the page shown), raw values, labels as the header. */
export function tableCsv<Row>(columns: readonly DataTableColumn<Row>[], rows: readonly Row[]): string {
  return toCsv(
    columns.map((c) => c.label),
    rows.map((row) => columns.map((c) => (c.csv ?? c.value)(row))),
  );
}

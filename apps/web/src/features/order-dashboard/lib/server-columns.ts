// Table columns from the server's column definitions (spec 3: field + label), with spec 3's colouring.
import type { DashboardColumn, DashboardRow } from '@nivesh/contracts';
import type { ReactNode } from 'react';
import { SIGNED_FIELDS, type Tone } from '@/components/market/colour-rules';
import type { CellValue, DataTableColumn } from '@/components/market/data-table';
import { isIsoDate } from '@/lib/day-first-date';
import { formatDateIst, formatNumber, NO_VALUE } from '@/lib/format';
import { columnLabel } from './column-labels.strings';

const COLOURED: ReadonlySet<string> = new Set<string>([
  ...SIGNED_FIELDS,
  'btintraday',
  'stintraday',
  'signal',
]);

/** Fields that hold counts (shown without decimals); every other number is rupees or percent. */
const WHOLE_FIELDS: ReadonlySet<string> = new Set([
  'quantity',
  'netQty',
  'buyQty',
  'sellQty',
  'noOfStock',
  'profitTarget',
  'stoploss',
]);

/** The tone spec 3 gives a server field, or undefined when no colouring rule names it. */
const toneOf = (field: string): Tone | undefined => (COLOURED.has(field) ? (field as Tone) : undefined);

const cellOf = (row: DashboardRow, field: string): CellValue => row[field] ?? null;

/** The server's dates: an IST wall-clock stamp ("2026-11-25 09:30:00") or a bare ISO date. */
const SERVER_DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/;

/**
 * A server date day first, the time as sent (already IST): "2026-11-25 09:30:00" →
 * "25 Nov 2026, 09:30:00", "2026-11-25" → "25 Nov 2026"; any other text as it is.
 */
export function formatServerDate(text: string): string {
  const match = SERVER_DATE.exec(text);
  const day = match?.[1];
  if (!match || !day || !isIsoDate(day)) return text;
  const date = formatDateIst(day);
  return match[2] ? `${date}, ${match[2]}` : date;
}

/**
 * A cell as shown: counts whole, other numbers with two decimals (Indian grouping), dates day first,
 * empty as a dash.
 */
function showCell(field: string, value: CellValue): string {
  if (value === null || value === '') return NO_VALUE;
  if (typeof value === 'number') return formatNumber(value, WHOLE_FIELDS.has(field) ? 0 : 2);
  return formatServerDate(value);
}

export type CellRenderers = Readonly<Record<string, (row: DashboardRow) => ReactNode>>;

/**
 * The fields a trader needs on a phone, per server table: the key columns shown beside the first
 * (the symbol, or a basket's order id) within 390 px; the rest scroll sideways.
 */
export const KEY_FIELDS = {
  basket: ['strategyName', 'signaltype', 'processed'],
  simple: ['signal', 'quantity', 'price', 'status'],
  trade: ['signal', 'quantity', 'price'],
  position: ['netQty', 'ltp', 'cp'],
  holding: ['quantity', 'ltp', 'prftLoss'],
  leg: ['status', 'entry', 'prftLoss'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/**
 * DataTable columns for the server's definitions: values raw (sorting, CSV), numbers right-aligned,
 * the colouring rules of spec 3 by field name, and `renderers` for cells with behaviour (symbol links,
 * order links). `keyFields` are the key columns (DataTable shows them right after the first); `extra`
 * columns (actions) follow them, so they stay near the start of a wide table.
 */
export function serverColumns(
  definitions: readonly DashboardColumn[],
  renderers: CellRenderers = {},
  extra: readonly DataTableColumn<DashboardRow>[] = [],
  sample: DashboardRow | undefined = undefined,
  keyFields: readonly string[] = [],
  labelOf: (label: string) => string = columnLabel,
): DataTableColumn<DashboardRow>[] {
  const columns = definitions.map(({ field, label }): DataTableColumn<DashboardRow> => {
    const numeric = typeof sample?.[field] === 'number';
    return {
      id: field,
      label: labelOf(label),
      value: (row) => cellOf(row, field),
      render: renderers[field] ?? ((row) => showCell(field, cellOf(row, field))),
      align: numeric ? 'right' : 'left',
      tone: toneOf(field),
      sortDescFirst: numeric,
      priority: keyFields.includes(field) ? 'key' : undefined,
    };
  });
  const [first, ...rest] = columns;
  return first ? [first, ...extra, ...rest] : [...extra];
}

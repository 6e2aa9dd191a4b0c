// Table columns from the server's column definitions (spec 3: field + label), with spec 3's colouring.
import type { DashboardColumn, DashboardRow } from '@nivesh/contracts';
import type { ReactNode } from 'react';
import { SIGNED_FIELDS, type Tone } from '@/components/market/colour-rules';
import type { CellValue, DataTableColumn } from '@/components/market/data-table';
import { formatNumber, NO_VALUE } from '@/lib/format';

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

/** A cell as shown: counts whole, other numbers with two decimals (Indian grouping), empty as a dash. */
function showCell(field: string, value: CellValue): string {
  if (value === null || value === '') return NO_VALUE;
  if (typeof value === 'number') return formatNumber(value, WHOLE_FIELDS.has(field) ? 0 : 2);
  return value;
}

export type CellRenderers = Readonly<Record<string, (row: DashboardRow) => ReactNode>>;

/**
 * DataTable columns for the server's definitions: values raw (sorting, CSV), numbers right-aligned,
 * the colouring rules of spec 3 by field name, and `renderers` for cells with behaviour (symbol links,
 * order links). `extra` columns (actions) follow the first column, so they stay in view on a wide table.
 */
export function serverColumns(
  definitions: readonly DashboardColumn[],
  renderers: CellRenderers = {},
  extra: readonly DataTableColumn<DashboardRow>[] = [],
  sample: DashboardRow | undefined = undefined,
): DataTableColumn<DashboardRow>[] {
  const columns = definitions.map(({ field, label }): DataTableColumn<DashboardRow> => {
    const numeric = typeof sample?.[field] === 'number';
    return {
      id: field,
      label,
      value: (row) => cellOf(row, field),
      render: renderers[field] ?? ((row) => showCell(field, cellOf(row, field))),
      align: numeric ? 'right' : 'left',
      tone: toneOf(field),
      sortDescFirst: numeric,
    };
  });
  const [first, ...rest] = columns;
  return first ? [first, ...extra, ...rest] : [...extra];
}

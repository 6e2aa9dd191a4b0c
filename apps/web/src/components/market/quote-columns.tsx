import { formatPercent, formatRupees } from '@/lib/format';
import type { DataTableColumn } from './data-table';
import { marketStrings } from './strings';

/**
 * The LTP and day's change % columns every stock table shows (rows carrying `ltp` and `changePct`),
 * key columns (shown beside the symbol on a phone) unless `key: false` (a table whose own figures
 * come first there). Call it when rendering: the headers are read in the page's language then.
 */
export function quoteColumns<Row extends { readonly ltp: number; readonly changePct: number }>({
  key = true,
}: {
  readonly key?: boolean;
} = {}): DataTableColumn<Row>[] {
  const priority = key ? 'key' : undefined;
  return [
    {
      id: 'ltp',
      label: marketStrings.t('columns.ltp'),
      value: (r) => r.ltp,
      render: (r) => formatRupees(r.ltp),
      align: 'right',
      priority,
    },
    {
      id: 'changePct',
      label: marketStrings.t('columns.changePct'),
      value: (r) => r.changePct,
      render: (r) => formatPercent(r.changePct),
      align: 'right',
      tone: 'sign',
      sortDescFirst: true,
      priority,
    },
  ];
}

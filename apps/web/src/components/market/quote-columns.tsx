import { formatPercent, formatRupees } from '@/lib/format';
import type { DataTableColumn } from './data-table';
import { marketStrings } from './strings';

/**
 * The LTP and day's change % columns every stock table shows (rows carrying `ltp` and `changePct`).
 * Call it when rendering: the headers are read in the page's language then.
 */
export function quoteColumns<
  Row extends { readonly ltp: number; readonly changePct: number },
>(): DataTableColumn<Row>[] {
  return [
    {
      id: 'ltp',
      label: marketStrings.t('columns.ltp'),
      value: (r) => r.ltp,
      render: (r) => formatRupees(r.ltp),
      align: 'right',
    },
    {
      id: 'changePct',
      label: marketStrings.t('columns.changePct'),
      value: (r) => r.changePct,
      render: (r) => formatPercent(r.changePct),
      align: 'right',
      tone: 'sign',
      sortDescFirst: true,
    },
  ];
}

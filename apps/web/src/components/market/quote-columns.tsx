import { formatPercent, formatRupees } from '@/lib/format';
import type { DataTableColumn } from './data-table';

/** The LTP and day's change % columns every stock table shows (rows carrying `ltp` and `changePct`). */
export function quoteColumns<
  Row extends { readonly ltp: number; readonly changePct: number },
>(): DataTableColumn<Row>[] {
  return [
    { id: 'ltp', label: 'LTP (₹)', value: (r) => r.ltp, render: (r) => formatRupees(r.ltp), align: 'right' },
    {
      id: 'changePct',
      label: 'Change %',
      value: (r) => r.changePct,
      render: (r) => formatPercent(r.changePct),
      align: 'right',
      tone: 'sign',
      sortDescFirst: true,
    },
  ];
}

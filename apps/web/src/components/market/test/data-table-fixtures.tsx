// Test rows and columns shared by the DataTable tests.
import { formatPercent, formatRupees } from '@/lib/format';
import { renderRoutes } from '@/test/render';
import { DataTable, type DataTableColumn, type DataTableProps } from '../data-table';

export interface StockRow {
  readonly symbol: string;
  readonly name: string;
  readonly ltp: number;
  readonly changePct: number | null;
}

/** 23 rows: SYM01…SYM23, prices 100, 110, …; changes alternate in sign; SYM05 has no change. */
export const STOCKS: readonly StockRow[] = Array.from({ length: 23 }, (_, i) => ({
  symbol: `SYM${String(i + 1).padStart(2, '0')}`,
  name: `Company ${i + 1}, Ltd`,
  ltp: 100 + i * 10,
  changePct: i === 4 ? null : (i % 2 === 0 ? 1 : -1) * (i / 10),
}));

export const STOCK_COLUMNS: readonly DataTableColumn<StockRow>[] = [
  { id: 'symbol', label: 'Symbol', value: (r) => r.symbol },
  { id: 'name', label: 'Company', value: (r) => r.name, sortable: false },
  { id: 'ltp', label: 'LTP', value: (r) => r.ltp, render: (r) => formatRupees(r.ltp), align: 'right' },
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

/** The test table at `/` (give `initialPath` to start with a query string). */
export function renderStockTable(props: Partial<DataTableProps<StockRow>> = {}, initialPath = '/') {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <DataTable
            columns={STOCK_COLUMNS}
            rows={STOCKS}
            rowKey={(r) => r.symbol}
            caption="Test stocks"
            {...props}
          />
        ),
      },
    ],
    initialPath,
  );
}

import type { IndexQuote } from '@nivesh/contracts';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { paths } from '@/config/paths';
import { changeColumn, numberColumn, textColumn } from './overview-columns';

const COLUMNS: readonly DataTableColumn<IndexQuote>[] = [
  textColumn('symbol', 'Index', (q) => q.symbol),
  numberColumn('ltp', 'Level', (q) => q.ltp),
  changeColumn('change', 'Change', (q) => q.change),
  changeColumn('changePct', 'Change %', (q) => q.changePct, { percent: true }),
  numberColumn('high', 'High', (q) => q.high),
  numberColumn('low', 'Low', (q) => q.low),
  numberColumn('high52', '52W high', (q) => q.high52),
  numberColumn('low52', '52W low', (q) => q.low52),
];

/** The NSE sectoral and thematic indices, sortable, each linking to its page. */
export function SectorIndexTable({ quotes }: { readonly quotes: readonly IndexQuote[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={quotes}
      rowKey={(q) => q.symbol}
      caption="Sectoral and thematic indices"
      hideCaption
      pageSize={20}
      initialSort={{ columnId: 'changePct', direction: 'desc' }}
      rowHref={(q) => paths.stock.getHref({ symbol: q.symbol })}
      csvFileName="nse-sector-indices.csv"
    />
  );
}

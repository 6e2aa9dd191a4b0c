import type { IndexQuote } from '@nivesh/contracts';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn, textColumn } from '@/components/market/overview-columns';
import { paths } from '@/config/paths';
import { useStrings } from '@/lib/strings';
import { type MarketOverviewT, marketOverviewStrings } from '../strings';

const columns = (t: MarketOverviewT): readonly DataTableColumn<IndexQuote>[] => [
  textColumn('symbol', t('columns.index'), (q) => q.symbol),
  keyColumn(numberColumn('ltp', t('columns.level'), (q) => q.ltp)),
  changeColumn('change', t('columns.change'), (q) => q.change),
  keyColumn(changeColumn('changePct', t('columns.changePct'), (q) => q.changePct, { percent: true })),
  numberColumn('high', t('columns.high'), (q) => q.high),
  numberColumn('low', t('columns.low'), (q) => q.low),
  numberColumn('high52', t('columns.high52'), (q) => q.high52),
  numberColumn('low52', t('columns.low52'), (q) => q.low52),
];

/** The NSE sectoral and thematic indices, sortable, each linking to its page. */
export function SectorIndexTable({ quotes }: { readonly quotes: readonly IndexQuote[] }) {
  const t = useStrings(marketOverviewStrings);
  const tableColumns = useMemo(() => columns(t), [t]);
  return (
    <DataTable
      columns={tableColumns}
      rows={quotes}
      rowKey={(q) => q.symbol}
      caption={t('hub.sectorIndices')}
      hideCaption
      pageSize={20}
      initialSort={{ columnId: 'changePct', direction: 'desc' }}
      rowHref={(q) => paths.stock.getHref({ symbol: q.symbol })}
      csvFileName="nse-sector-indices.csv"
    />
  );
}

import type { BacktestTrade } from '@nivesh/contracts';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { paths } from '@/config/paths';
import { formatNumber, formatPercent, formatRupees } from '@/lib/format';

const REASONS: Readonly<Record<BacktestTrade['reason'], string>> = {
  signal: 'Exit signal',
  stop: 'Stop-loss',
  target: 'Target',
  squareOff: 'Square-off',
  end: 'End of period',
};

const rupees = (value: (t: BacktestTrade) => number) => ({
  value,
  render: (t: BacktestTrade) => formatRupees(value(t)),
  align: 'right' as const,
});

const COLUMNS: readonly DataTableColumn<BacktestTrade>[] = [
  { id: 'symbol', label: 'Symbol', value: (t) => t.symbol },
  { id: 'side', label: 'Side', value: (t) => (t.side === 'long' ? 'Buy' : 'Sell short') },
  {
    id: 'quantity',
    label: 'Qty',
    value: (t) => t.quantity,
    render: (t) => formatNumber(t.quantity, 0),
    align: 'right',
  },
  { id: 'entryDate', label: 'Entry date', value: (t) => t.entryDate },
  { id: 'entryPrice', label: 'Entry ₹', ...rupees((t) => t.entryPrice) },
  { id: 'exitDate', label: 'Exit date', value: (t) => t.exitDate },
  { id: 'exitPrice', label: 'Exit ₹', ...rupees((t) => t.exitPrice) },
  { id: 'gross', label: 'Gross P&L', ...rupees((t) => t.gross), tone: 'sign' },
  { id: 'charges', label: 'Charges', ...rupees((t) => t.charges) },
  { id: 'net', label: 'Net P&L', ...rupees((t) => t.net), tone: 'sign', sortDescFirst: true },
  {
    id: 'returnPct',
    label: 'Return',
    value: (t) => t.returnPct,
    render: (t) => formatPercent(t.returnPct),
    align: 'right',
    tone: 'sign',
    sortDescFirst: true,
  },
  { id: 'reason', label: 'Exit reason', value: (t) => REASONS[t.reason] },
];

/** Every trade of the run: sortable, paged, searchable by symbol, exported to CSV; symbols open the stock page. */
export function TradesTable({
  trades,
  total,
}: {
  readonly trades: readonly BacktestTrade[];
  readonly total: number;
}) {
  return (
    <DataTable
      caption={total > trades.length ? `The last ${trades.length} of ${total} trades` : 'Trades'}
      columns={COLUMNS}
      rows={trades}
      rowKey={(t) => `${t.symbol}:${t.entryDate}:${t.exitDate}`}
      rowHref={(t) => paths.stock.getHref({ symbol: t.symbol })}
      csvFileName="backtest-trades"
      search={{ text: (t) => t.symbol, placeholder: 'Search symbol' }}
      initialSort={{ columnId: 'entryDate', direction: 'desc' }}
      emptyMessage="The strategy made no trade in this period."
    />
  );
}

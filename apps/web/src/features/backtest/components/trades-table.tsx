import type { BacktestTrade } from '@nivesh/contracts';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { paths } from '@/config/paths';
import { formatNumber, formatPercent, formatRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { formatBarLabel } from '../lib/bar-labels';
import { type BacktestText, backtestStrings } from '../strings';

const rupees = (value: (t: BacktestTrade) => number) => ({
  value,
  render: (t: BacktestTrade) => formatRupees(value(t)),
  align: 'right' as const,
});

function columnsOf(t: BacktestText): readonly DataTableColumn<BacktestTrade>[] {
  return [
    { id: 'symbol', label: t('trades.columns.symbol'), value: (r) => r.symbol },
    {
      id: 'side',
      label: t('trades.columns.side'),
      value: (r) => (r.side === 'long' ? t('trades.buy') : t('trades.sellShort')),
    },
    {
      id: 'quantity',
      label: t('trades.columns.quantity'),
      value: (r) => r.quantity,
      render: (r) => formatNumber(r.quantity, 0),
      align: 'right',
    },
    {
      id: 'entryDate',
      label: t('trades.columns.entryDate'),
      value: (r) => r.entryDate,
      render: (r) => formatBarLabel(r.entryDate),
    },
    { id: 'entryPrice', label: t('trades.columns.entryPrice'), ...rupees((r) => r.entryPrice) },
    {
      id: 'exitDate',
      label: t('trades.columns.exitDate'),
      value: (r) => r.exitDate,
      render: (r) => formatBarLabel(r.exitDate),
    },
    { id: 'exitPrice', label: t('trades.columns.exitPrice'), ...rupees((r) => r.exitPrice) },
    { id: 'gross', label: t('trades.columns.gross'), ...rupees((r) => r.gross), tone: 'sign' },
    { id: 'charges', label: t('trades.columns.charges'), ...rupees((r) => r.charges) },
    {
      id: 'net',
      label: t('trades.columns.net'),
      ...rupees((r) => r.net),
      tone: 'sign',
      sortDescFirst: true,
      priority: 'key',
    },
    {
      id: 'returnPct',
      label: t('trades.columns.returnPct'),
      value: (r) => r.returnPct,
      render: (r) => formatPercent(r.returnPct),
      align: 'right',
      tone: 'sign',
      sortDescFirst: true,
      priority: 'key',
    },
    { id: 'reason', label: t('trades.columns.reason'), value: (r) => t(`trades.reasons.${r.reason}`) },
  ];
}

/** Every trade of the run: sortable, paged, searchable by symbol, exported to CSV; symbols open the stock page. */
export function TradesTable({
  trades,
  total,
}: {
  readonly trades: readonly BacktestTrade[];
  readonly total: number;
}) {
  const t = useStrings(backtestStrings);
  const columns = useMemo(() => columnsOf(t), [t]);
  return (
    <DataTable
      caption={
        total > trades.length ? t('trades.captionLast', { shown: trades.length, total }) : t('trades.caption')
      }
      columns={columns}
      rows={trades}
      rowKey={(t) => `${t.symbol}:${t.entryDate}:${t.exitDate}`}
      rowHref={(t) => paths.stock.getHref({ symbol: t.symbol })}
      csvFileName="backtest-trades"
      search={{ text: (t) => t.symbol, placeholder: t('trades.search') }}
      initialSort={{ columnId: 'entryDate', direction: 'desc' }}
      emptyMessage={t('trades.empty')}
    />
  );
}

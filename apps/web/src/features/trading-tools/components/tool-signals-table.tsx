import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { quoteColumns } from '@/components/market/quote-columns';
import { volumeAndTermColumns } from '@/components/market/rule-value-columns';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import type { ToolSignal } from '../api/trading-tools-queries';

/** The stock columns of a tool's signals, then the rule's own terms (`columns` from the server). */
function signalColumns(terms: readonly string[]): DataTableColumn<ToolSignal>[] {
  return [
    { id: 'symbol', label: 'Symbol', value: (r) => r.symbol },
    { id: 'sector', label: 'Sector', value: (r) => r.sector },
    ...quoteColumns<ToolSignal>(),
    {
      id: 'entry',
      label: 'Entry (₹)',
      value: (r) => r.entryPrice,
      render: (r) => formatRupees(r.entryPrice),
      align: 'right',
    },
    {
      id: 'stop',
      label: 'Stop-loss (₹)',
      value: (r) => r.stopLoss,
      render: (r) => formatRupees(r.stopLoss),
      align: 'right',
    },
    {
      id: 'target',
      label: 'Target (₹)',
      value: (r) => r.target,
      render: (r) => formatRupees(r.target),
      align: 'right',
    },
    ...volumeAndTermColumns<ToolSignal>(terms),
  ];
}

/** The stocks a tool flags now, with the trade's entry, stop and target and the rule's values. */
export function ToolSignalsTable({
  signals,
  terms,
  toolId,
}: {
  readonly signals: readonly ToolSignal[];
  readonly terms: readonly string[];
  readonly toolId: string;
}) {
  const key = terms.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the terms' content
  const columns = useMemo(() => signalColumns(terms), [key]);
  return (
    <DataTable
      caption="Stocks flagged now"
      hideCaption
      columns={columns}
      rows={signals}
      rowKey={(r) => r.symbol}
      rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
      csvFileName={`trading-tool-${toolId}`}
      search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: 'Search symbol' }}
      emptyMessage="No stock meets this tool’s entry rule at the latest bar."
    />
  );
}

import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { quoteColumns } from '@/components/market/quote-columns';
import { volumeAndTermColumns } from '@/components/market/rule-value-columns';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import type { ToolSignal } from '../api/trading-tools-queries';
import { type ToolsT, tradingToolsStrings } from '../strings';

/** The stock columns of a tool's signals, then the rule's own terms (`columns` from the server). */
function signalColumns(t: ToolsT, terms: readonly string[]): DataTableColumn<ToolSignal>[] {
  return [
    { id: 'symbol', label: t('columns.symbol'), value: (r) => r.symbol },
    { id: 'sector', label: t('columns.sector'), value: (r) => r.sector },
    ...quoteColumns<ToolSignal>(),
    {
      id: 'entry',
      label: t('columns.entry'),
      value: (r) => r.entryPrice,
      render: (r) => formatRupees(r.entryPrice),
      align: 'right',
    },
    {
      id: 'stop',
      label: t('columns.stopLoss'),
      value: (r) => r.stopLoss,
      render: (r) => formatRupees(r.stopLoss),
      align: 'right',
    },
    {
      id: 'target',
      label: t('columns.targetRupees'),
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
  const t = useStrings(tradingToolsStrings);
  const key = terms.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the terms' content
  const columns = useMemo(() => signalColumns(t, terms), [key, t]);
  return (
    <DataTable
      caption={t('signals.caption')}
      hideCaption
      columns={columns}
      rows={signals}
      rowKey={(r) => r.symbol}
      rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
      csvFileName={`trading-tool-${toolId}`}
      stateKey="signals"
      search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: t('signals.search') }}
      emptyMessage={t('signals.empty')}
    />
  );
}

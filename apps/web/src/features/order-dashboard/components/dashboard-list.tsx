import type { DashboardListAnswer, DashboardRow } from '@nivesh/contracts';
import { type ReactNode, useMemo } from 'react';
import { QueryAlert } from '@/components/alerts/dashboard-alert';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { RefreshButton } from '@/components/market/market-page';
import { QueryEmpty, QueryLoading } from '@/components/market/query-states';
import { answerOf } from '@/lib/api-client';
import { useStrings } from '@/lib/strings';
import { type ListCall, useDashboardList } from '../api/order-dashboard-api';
import { useColumnLabel } from '../lib/column-labels.strings';
import { type OrderListPath, tabName } from '../lib/order-tabs';
import { type CellRenderers, serverColumns } from '../lib/server-columns';
import { orderDashboardStrings } from '../strings';
import { DashboardFrame } from './dashboard-frame';
import { SymbolCell } from './symbol-cell';

interface DashboardListProps {
  readonly tab: OrderListPath;
  readonly call: ListCall;
  readonly subtitle?: ReactNode;
  /** Buttons beside the refresh button (add, search). */
  readonly buttons?: ReactNode;
  /** Cells with behaviour of their own; the symbol links to its stock page unless replaced here. */
  readonly renderers?: CellRenderers;
  /** Columns of the page's own (actions), shown after the first. */
  readonly extra?: readonly DataTableColumn<DashboardRow>[];
  /** Shown above the table (totals), from the answer. */
  readonly summary?: (answer: DashboardListAnswer) => ReactNode;
  /** Alerts of the page's own actions (spec 8). */
  readonly notices?: ReactNode;
  readonly emptyMessage: string;
  /** The server fields shown beside the first column on a phone (`KEY_FIELDS` of server-columns). */
  readonly keyFields: readonly string[];
}

const rowKey = (row: DashboardRow) => `${row.orderId ?? ''}|${row.symbol ?? ''}|${row.time ?? ''}`;
const DEFAULT_RENDERERS: CellRenderers = { symbol: (row) => <SymbolCell row={row} /> };

/**
 * One list of the order dashboard: the tab bar, refresh, the alerts of spec 8, and the server's
 * columns in a table (page size 10 with spec 9's options, first column fixed on wide screens).
 */
export function DashboardList({
  tab,
  call,
  subtitle,
  buttons,
  renderers,
  extra,
  summary,
  notices,
  emptyMessage,
  keyFields,
}: DashboardListProps) {
  const t = useStrings(orderDashboardStrings);
  const query = useDashboardList(call);
  const answer = answerOf(query.data);
  const sample = answer?.result[0];
  const labelOf = useColumnLabel();
  const columns = useMemo(
    () =>
      answer
        ? serverColumns(
            answer.column,
            { ...DEFAULT_RENDERERS, ...renderers },
            extra,
            sample,
            keyFields,
            labelOf,
          )
        : [],
    [answer, renderers, extra, sample, keyFields, labelOf],
  );
  const title = t(`tabs.${tabName(tab)}`);
  return (
    <DashboardFrame
      title={title}
      subtitle={subtitle}
      tab={tab}
      actions={
        <>
          {buttons}
          <RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />
        </>
      }
    >
      <QueryAlert query={query} />
      {notices}
      {answer && summary?.(answer)}
      {query.isPending && <QueryLoading label={t('loadingOrders')} />}
      {answer && answer.result.length === 0 && <QueryEmpty message={emptyMessage} />}
      {answer && answer.result.length > 0 && (
        <DataTable<DashboardRow>
          caption={title}
          hideCaption
          columns={columns}
          rows={answer.result}
          rowKey={rowKey}
          emptyMessage={emptyMessage}
          csvFileName={tab.slice(1)}
        />
      )}
    </DashboardFrame>
  );
}

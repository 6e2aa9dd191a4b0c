// The OrderDashboard/* calls (packages/contracts/src/orders/order-dashboard.ts) as query options and
// mutations. Lists and details follow the order channel of the live stream (order-stream.ts); only
// while it is not joined do they poll: every few seconds while the market trades (P&L and LTPs
// move, resting orders fill), and every half minute otherwise (orders expire, intraday squares off).
import {
  commandSchemas,
  type DashboardRow,
  dashboardListSchemas,
  orderDetailSchemas,
  type SimpleOrderFields,
  STRIP_INDICES,
  type StrategyOrderFields,
  stockListSchemas,
  strategyChoicesSchemas,
  submitAnswerSchemas,
} from '@nivesh/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useLiveQuotesSnapshot } from '@/features/market-overview/api/get-live-quotes';
import { answerOf, apiRequest, isRefusal } from '@/lib/api-client';
import { useOrderChannelJoined } from './order-stream';

/** How often lists refresh while the market trades, and while it does not (ms). */
export const LIVE_REFRESH_MS = 5_000;
export const IDLE_REFRESH_MS = 30_000;

const url = (action: string) => `OrderDashboard/${action}`;

/** Whether the market trades now, from the index strip's shared `market/liveQuotes` answer. */
export function useMarketLive(): boolean {
  const snapshot = useLiveQuotesSnapshot(STRIP_INDICES, true);
  return answerOf(snapshot.data)?.source.live ?? false;
}

export interface ListCall {
  /** `getOrderData`, `getSimpleOrderData`, `simpleOrderHistory`, `tradeOrderHistory`, `getPortFolioOrderRecord`. */
  readonly action: string;
  readonly pageName?: string;
}

/** Every row of a list (the server pages; the table pages again in the browser). */
export const LIST_PAGE_SIZE = 100;

/** Polling while the order channel is not joined: `live` when the market trades. */
const pollEvery = (live: boolean, joined: boolean): number | false =>
  joined ? false : live ? LIVE_REFRESH_MS : IDLE_REFRESH_MS;

export const dashboardListOptions = (call: ListCall, live: boolean, joined = false) =>
  queryOptions({
    queryKey: ['order-dashboard', call.action, call.pageName ?? ''],
    queryFn: ({ signal }) =>
      apiRequest({
        endpoint: url(call.action),
        query: { pageName: call.pageName, page: 1, pageSize: LIST_PAGE_SIZE },
        schema: dashboardListSchemas.ok,
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data && isRefusal(query.state.data) ? false : pollEvery(live, joined),
  });

export const useDashboardList = (call: ListCall) => {
  const live = useMarketLive();
  const joined = useOrderChannelJoined();
  return useQuery(dashboardListOptions(call, live, joined));
};

export const orderDetailOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['order-dashboard', 'getOrderDetails', orderId],
    queryFn: ({ signal }) =>
      apiRequest({
        endpoint: url('getOrderDetails'),
        query: { orderId },
        schema: orderDetailSchemas.ok,
        signal,
      }),
  });

export const useOrderDetail = (orderId: string) => {
  const live = useMarketLive();
  const joined = useOrderChannelJoined();
  return useQuery({
    ...orderDetailOptions(orderId),
    refetchInterval: (query) =>
      query.state.data && isRefusal(query.state.data) ? false : pollEvery(live, joined),
  });
};

/** The stocks a simple order can be placed on, with their last traded prices (refreshed). */
export const useStockList = () => {
  const live = useMarketLive();
  return useQuery({
    queryKey: ['order-dashboard', 'getStockList'],
    queryFn: ({ signal }) =>
      apiRequest({ endpoint: url('getStockList'), schema: stockListSchemas.ok, signal }),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
};

/** The strategies of a type (`autosignal`: the auto-signals, `tradingTool`: the trading tools). */
export const useStrategyChoices = (type: string) =>
  useQuery({
    queryKey: ['order-dashboard', 'gettypDaata', type],
    queryFn: ({ signal }) =>
      apiRequest({
        endpoint: url('gettypDaata'),
        query: { type },
        schema: strategyChoicesSchemas.ok,
        signal,
      }),
    enabled: type !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A fresh id per form submission: the server places one order for every post that carries it. */
export const newRequestId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

interface Submission<F> {
  readonly fields: F;
  readonly requestId: string;
  /** Set when editing an order. */
  readonly orderId?: string;
}

const formOf = <F extends object>({ fields, requestId, orderId }: Submission<F>): Record<string, string> => ({
  ...(fields as Record<string, string>),
  request_id: requestId,
  ...(orderId ? { order_id: orderId } : {}),
});

export const useSubmitSimpleOrder = () =>
  useMutation({
    mutationFn: (submission: Submission<SimpleOrderFields>) =>
      apiRequest({
        endpoint: url('submitSimpleOrderData'),
        method: 'POST',
        form: formOf(submission),
        schema: submitAnswerSchemas.ok,
      }),
  });

export const useSubmitStrategyOrder = () =>
  useMutation({
    mutationFn: (submission: Submission<StrategyOrderFields>) =>
      apiRequest({
        endpoint: url('submitOrderData'),
        method: 'POST',
        form: formOf(submission),
        schema: submitAnswerSchemas.ok,
      }),
  });

/** The dashboard's commands: deletes, entering a waiting symbol, and the re-order notice. */
export type CommandAction =
  | 'deleteOrderRecord'
  | 'deleteOrderStock'
  | 'deleteSimpleOrderStock'
  | 'updateOrderSymbolRecord'
  | 'updateReOrder';

export const runCommand = (action: CommandAction, query: Readonly<Record<string, string>>) =>
  apiRequest({ endpoint: url(action), query, schema: commandSchemas.ok });

/** Looks an order up in the simple list (open orders), then in the history, page by page. */
async function findSimpleOrder(orderId: string, signal: AbortSignal): Promise<DashboardRow | null> {
  const calls = [
    { endpoint: url('getSimpleOrderData'), pageName: 'simple' },
    { endpoint: url('simpleOrderHistory'), pageName: undefined },
  ];
  for (const { endpoint, pageName } of calls) {
    for (let page = 1; page <= MAX_LOOKUP_PAGES; page += 1) {
      const answer = await apiRequest({
        endpoint,
        query: { pageName, page, pageSize: LIST_PAGE_SIZE },
        schema: dashboardListSchemas.ok,
        signal,
      });
      if (isRefusal(answer)) break;
      const row = answer.result.find((r) => r.orderId === orderId);
      if (row) return row;
      if (page * LIST_PAGE_SIZE >= answer.total) break;
    }
  }
  return null;
}

const MAX_LOOKUP_PAGES = 20;

/** The simple order being modified (null when the user has no such order). */
export const useSimpleOrder = (orderId: string | undefined) =>
  useQuery({
    queryKey: ['order-dashboard', 'simple-order', orderId],
    queryFn: ({ signal }) => findSimpleOrder(orderId ?? '', signal),
    enabled: orderId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });

// The OrderDashboard/* calls (packages/contracts/src/orders/order-dashboard.ts) as query options and
// mutations. Lists and details follow the order channel of the live stream (order-stream.ts); only
// while it is not joined do they poll: every few seconds while the market trades (P&L and LTPs
// move, resting orders fill), and every half minute otherwise (orders expire, intraday squares off).
import {
  type DashboardRow,
  type Endpoint,
  type NoInput,
  orderEndpoints,
  type SimpleOrderFields,
  STRIP_INDICES,
  type StrategyOrderFields,
} from '@nivesh/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { answerOf, callEndpoint, isRefusal } from '@/lib/api-client';
import { useLiveQuotesSnapshot } from '@/lib/market-queries/get-live-quotes';
import { useOrderChannelJoined } from './order-stream';

/** How often lists refresh while the market trades, and while it does not (ms). */
export const LIVE_REFRESH_MS = 5_000;
export const IDLE_REFRESH_MS = 30_000;

/** The dashboard's lists, by the action name the pages use. */
const LIST_ENDPOINTS = {
  getOrderData: orderEndpoints.orderData,
  getSimpleOrderData: orderEndpoints.simpleOrderData,
  simpleOrderHistory: orderEndpoints.simpleOrderHistory,
  tradeOrderHistory: orderEndpoints.tradeOrderHistory,
  getPortFolioOrderRecord: orderEndpoints.portfolioOrderRecord,
} as const;
export type ListAction = keyof typeof LIST_ENDPOINTS;

/** The dashboard's commands: deletes, entering a waiting symbol, and the re-order notice. */
export const orderCommands = {
  deleteOrderRecord: orderEndpoints.deleteOrderRecord,
  deleteOrderStock: orderEndpoints.deleteOrderStock,
  deleteSimpleOrderStock: orderEndpoints.deleteSimpleOrderStock,
  updateOrderSymbolRecord: orderEndpoints.updateOrderSymbolRecord,
  updateReOrder: orderEndpoints.reOrder,
} as const;

/** Whether the market trades now, from the index strip's shared `market/liveQuotes` answer. */
export function useMarketLive(): boolean {
  const snapshot = useLiveQuotesSnapshot(STRIP_INDICES, true);
  return answerOf(snapshot.data)?.source.live ?? false;
}

export interface ListCall {
  /** `getOrderData`, `getSimpleOrderData`, `simpleOrderHistory`, `tradeOrderHistory`, `getPortFolioOrderRecord`. */
  readonly action: ListAction;
  readonly pageName?: string;
}

/** Every row of a list (the server pages; the table pages again in the browser). */
const LIST_PAGE_SIZE = 100;

/**
 * The refetchInterval of a list or a detail: none after a refusal or while the order channel is
 * joined, otherwise polling (`live` when the market trades).
 */
const pollEvery =
  (live: boolean, joined: boolean) =>
  (query: { readonly state: { readonly data?: unknown } }): number | false =>
    isRefusal(query.state.data) || joined ? false : live ? LIVE_REFRESH_MS : IDLE_REFRESH_MS;

/** One page of a list. */
const fetchList = (call: ListCall, page: number, signal: AbortSignal) =>
  callEndpoint(LIST_ENDPOINTS[call.action], {
    query: { pageName: call.pageName, page, pageSize: LIST_PAGE_SIZE },
    signal,
  });

export const dashboardListOptions = (call: ListCall, live: boolean, joined = false) =>
  queryOptions({
    queryKey: ['order-dashboard', call.action, call.pageName ?? ''],
    queryFn: ({ signal }) => fetchList(call, 1, signal),
    refetchInterval: pollEvery(live, joined),
  });

export const useDashboardList = (call: ListCall) => {
  const live = useMarketLive();
  const joined = useOrderChannelJoined();
  return useQuery(dashboardListOptions(call, live, joined));
};

export const orderDetailOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['order-dashboard', 'getOrderDetails', orderId],
    queryFn: ({ signal }) => callEndpoint(orderEndpoints.orderDetails, { query: { orderId }, signal }),
  });

export const useOrderDetail = (orderId: string) => {
  const live = useMarketLive();
  const joined = useOrderChannelJoined();
  return useQuery({ ...orderDetailOptions(orderId), refetchInterval: pollEvery(live, joined) });
};

/** The paper account's virtual funds (available, used margin, invested, realised P&L). */
export const useFunds = () => {
  const live = useMarketLive();
  const joined = useOrderChannelJoined();
  return useQuery({
    queryKey: ['order-dashboard', 'getFunds'],
    queryFn: ({ signal }) => callEndpoint(orderEndpoints.funds, { signal }),
    refetchInterval: pollEvery(live, joined),
  });
};

/** Resets the virtual funds to the default capital; on success every dashboard query refetches. */
export const useResetFunds = () => {
  const client = useQueryClient();
  return async () => {
    const answer = await callEndpoint(orderEndpoints.resetFunds, { body: {} });
    if (!isRefusal(answer)) await client.invalidateQueries({ queryKey: ['order-dashboard'] });
    return answer;
  };
};

/** The stocks a simple order can be placed on, with their last traded prices (refreshed). */
export const useStockList = () => {
  const live = useMarketLive();
  return useQuery({
    queryKey: ['order-dashboard', 'getStockList'],
    queryFn: ({ signal }) => callEndpoint(orderEndpoints.stockList, { signal }),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
};

/** The strategies of a type (`autosignal`: the auto-signals, `tradingTool`: the trading tools). */
export const useStrategyChoices = (type: string) =>
  useQuery({
    queryKey: ['order-dashboard', 'gettypDaata', type],
    queryFn: ({ signal }) => callEndpoint(orderEndpoints.strategyChoices, { query: { type }, signal }),
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

/** Posts a simple order's HTML form (OrderDashboard/submitSimpleOrderData) with its request id. */
export const useSubmitSimpleOrder = () =>
  useMutation({
    mutationFn: (submission: Submission<SimpleOrderFields>) =>
      callEndpoint(orderEndpoints.submitSimpleOrder, { body: formOf(submission) }),
  });

/** Posts a strategy order's HTML form (OrderDashboard/submitOrderData) with its request id. */
export const useSubmitStrategyOrder = () =>
  useMutation({
    mutationFn: (submission: Submission<StrategyOrderFields>) =>
      callEndpoint(orderEndpoints.submitOrder, { body: formOf(submission) }),
  });

/** Runs one of `orderCommands` with its typed query. */
export const runCommand = <Q extends z.ZodType, A extends z.ZodType>(
  command: Endpoint<Q, NoInput, A>,
  query: z.input<Q>,
) => callEndpoint(command, { query });

/** Looks an order up in the simple list (open orders), then in the history, page by page. */
async function findSimpleOrder(orderId: string, signal: AbortSignal): Promise<DashboardRow | null> {
  const calls: readonly ListCall[] = [
    { action: 'getSimpleOrderData', pageName: 'simple' },
    { action: 'simpleOrderHistory' },
  ];
  for (const call of calls) {
    for (let page = 1; page <= MAX_LOOKUP_PAGES; page += 1) {
      const answer = await fetchList(call, page, signal);
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

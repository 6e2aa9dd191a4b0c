// The signed-in user's order channel on the live stream (docs/stream.md): while it is joined, the
// dashboard refetches what it shows when the server says the user's orders or their prices changed,
// and does not poll; while it is not (no WebSocket, a drop, a refused session), lists poll.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getUserData } from '@/lib/session/userdata-store';
import { useStreamClient } from '@/lib/stream/stream-client-context';

let joined = false;
const joinedListeners = new Set<() => void>();

function setJoined(value: boolean): void {
  if (joined === value) return;
  joined = value;
  for (const listener of joinedListeners) listener();
}

/** True while the order channel is joined: lists and details then follow its pushes. */
export function useOrderChannelJoined(): boolean {
  return useSyncExternalStore(
    (listener) => {
      joinedListeners.add(listener);
      return () => joinedListeners.delete(listener);
    },
    () => joined,
  );
}

/** Queries an order change makes stale: lists, details and funds (not the stock list, nor form choices). */
const REFETCHED = new Set([
  'getOrderData',
  'getSimpleOrderData',
  'simpleOrderHistory',
  'tradeOrderHistory',
  'getPortFolioOrderRecord',
  'getOrderDetails',
  'getFunds',
]);

export function refetchOrders(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'order-dashboard' && REFETCHED.has(String(query.queryKey[1])),
  });
}

/** Follows the order channel while the calling page is shown (one call per page: the frame). */
export function useOrderStream(): void {
  const stream = useStreamClient();
  const queryClient = useQueryClient();
  const token = getUserData()?.web_token;
  useEffect(() => {
    if (!token) return;
    let joinedBefore = false;
    const stopStatus = stream.onStatus(() => {
      if (stream.getStatus() !== 'open') setJoined(false);
    });
    const stop = stream.watchOrders(token, (event) => {
      if (event.type === 'ordersRefused') {
        setJoined(false);
        return;
      }
      // A join after a reconnect catches up on whatever changed while the link was down.
      if (event.type === 'orders' || joinedBefore) void refetchOrders(queryClient);
      if (event.type === 'ordersJoined') joinedBefore = true;
      setJoined(true);
    });
    return () => {
      stop();
      stopStatus();
      setJoined(false);
    };
  }, [stream, queryClient, token]);
}

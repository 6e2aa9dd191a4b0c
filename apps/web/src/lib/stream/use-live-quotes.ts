import type { StreamQuote } from '@nivesh/contracts';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { StreamClient, StreamStatus } from './stream-client';
import { useStreamClient } from './stream-client-context';

export interface LiveQuote {
  /** The latest quote, or undefined until the first arrives (or for a symbol the market lacks). */
  readonly quote: StreamQuote | undefined;
  readonly status: StreamStatus;
}

export interface LiveQuotes {
  /** The latest quote of each symbol that has one so far. */
  readonly quotes: ReadonlyMap<string, StreamQuote>;
  readonly status: StreamStatus;
}

// What a prerendered page shows before the stream is there (hydration then catches up).
const NO_QUOTES: ReadonlyMap<string, StreamQuote> = new Map();
const serverStatus = (): StreamStatus => 'connecting';
const serverQuote = (): StreamQuote | undefined => undefined;
const serverQuotes = (): ReadonlyMap<string, StreamQuote> => NO_QUOTES;

/** The connection status of the tab's quote stream. */
export function useStreamStatus(): StreamStatus {
  const client = useStreamClient();
  const subscribe = useCallback((listener: () => void) => client.onStatus(listener), [client]);
  const getStatus = useCallback(() => client.getStatus(), [client]);
  return useSyncExternalStore(subscribe, getStatus, serverStatus);
}

/** Live quote of one symbol (no subscription while `symbol` is undefined or empty). */
export function useLiveQuote(symbol: string | undefined): LiveQuote {
  const client = useStreamClient();
  const subscribe = useCallback(
    (listener: () => void) => (symbol ? client.subscribe(symbol, listener) : () => {}),
    [client, symbol],
  );
  const getQuote = useCallback(() => (symbol ? client.getQuote(symbol) : undefined), [client, symbol]);
  const quote = useSyncExternalStore(subscribe, getQuote, serverQuote);
  return { quote, status: useStreamStatus() };
}

/**
 * A snapshot getter for several symbols that returns the same Map until one of their quotes
 * changes (useSyncExternalStore requires a stable snapshot).
 */
function quotesSnapshot(
  client: StreamClient,
  symbols: readonly string[],
): () => ReadonlyMap<string, StreamQuote> {
  let last: Array<StreamQuote | undefined> = [];
  let snapshot = NO_QUOTES;
  return () => {
    const current = symbols.map((symbol) => client.getQuote(symbol));
    if (current.length === last.length && current.every((quote, i) => quote === last[i])) return snapshot;
    last = current;
    const next = new Map<string, StreamQuote>();
    for (const quote of current) if (quote) next.set(quote.symbol, quote);
    snapshot = next;
    return snapshot;
  };
}

/**
 * `listener`, called at most once per `intervalMs`: the first change at once, later ones in one
 * call at the end of the interval (so the last quote is never lost). `cancel` drops a pending call.
 */
export function throttled(
  listener: () => void,
  intervalMs: number,
): { notify: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    last = Date.now();
    listener();
  };
  return {
    notify: () => {
      if (timer !== undefined) return;
      const wait = last + intervalMs - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * Live quotes of several symbols (order and duplicates do not matter). With `intervalMs`, a burst
 * of ticks re-renders the caller at most once per interval, with the latest quotes (a table of 50
 * live rows renders each row at most once a second, however fast the stream ticks).
 */
export function useLiveQuotes(symbols: readonly string[], intervalMs = 0): LiveQuotes {
  const client = useStreamClient();
  // Callers usually pass a fresh array each render: key the subscription on its content.
  const key = [...new Set(symbols.filter((s) => s.length > 0))].sort().join('\n');
  const wanted = useMemo(() => (key ? key.split('\n') : []), [key]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const gate = intervalMs > 0 ? throttled(listener, intervalMs) : { notify: listener, cancel: () => {} };
      const releases = wanted.map((symbol) => client.subscribe(symbol, gate.notify));
      return () => {
        gate.cancel();
        for (const release of releases) release();
      };
    },
    [client, wanted, intervalMs],
  );
  const getQuotes = useMemo(() => quotesSnapshot(client, wanted), [client, wanted]);
  const quotes = useSyncExternalStore(subscribe, getQuotes, serverQuotes);
  return { quotes, status: useStreamStatus() };
}

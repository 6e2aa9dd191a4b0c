/**
 * A cache of values computed from a MarketState's completed days (look-back levels, averages over
 * the whole universe), shared by every market area: each value is computed once per session and
 * dropped when a new session begins (the completed days, and with them every look-back value,
 * change only then).
 */
import type { MarketState } from '@nivesh/market';

interface CacheEntry {
  readonly days: number;
  readonly values: Map<string, unknown>;
}

const caches = new WeakMap<MarketState, CacheEntry>();

/**
 * Computes a value once per session of a MarketState: entries are dropped when a new session
 * begins (the completed days, and with them every look-back level, change only then).
 */
export function perSession<T>(state: MarketState, key: string, compute: () => T): T {
  let entry = caches.get(state);
  if (!entry || entry.days !== state.dates.length) {
    entry = { days: state.dates.length, values: new Map() };
    caches.set(state, entry);
  }
  if (entry.values.has(key)) return entry.values.get(key) as T;
  const value = compute();
  entry.values.set(key, value);
  return value;
}

import { describe, expect, it } from 'vitest';
import { SignalEngine } from './engine';
import { SIGNAL_RULES } from './rules';
import type { SignalSymbolBars } from './signal-types';
import { randomUniverse, sliceColumns } from './test-support';

/** The same symbol with garbage after bar k (and after the completed days) instead of the real future. */
function withFutureReplaced(s: SignalSymbolBars, k: number, days: number): SignalSymbolBars {
  const m15 = sliceColumns(s.m15, 25);
  for (let i = k + 1; i < 25; i++) {
    m15.close[i] = 1;
    m15.high[i] = 999_999;
    m15.low[i] = 1;
    m15.volume[i] = 1e9;
  }
  return { ...s, m15, days };
}

describe('no look-ahead', () => {
  const universe = randomUniverse(7, 40, 320);
  const days = 300;
  const present = universe.map((s) => ({ ...s, daily: sliceColumns(s.daily, days) }));
  const withFuture = universe.map((s) => ({ ...s, days }));

  it('every rule gives the same signals at bar k whether bars after k exist, are removed, or are replaced', () => {
    let hits = 0;
    for (const rule of SIGNAL_RULES) {
      // One engine per variant and rule, reused over the bars (its daily cache is per columns object).
      const engines = [0, 1, 2].map(() => new SignalEngine([rule]));
      for (let k = 0; k < 25; k++) {
        const truncated = present.map((s) => ({ ...s, m15: sliceColumns(s.m15, k + 1) }));
        const replaced = universe.map((s) => withFutureReplaced(s, k, days));
        const [full, cut, swapped] = [withFuture, truncated, replaced].map((u, v) =>
          engines[v]?.scanAt(u, k),
        );
        expect(cut).toEqual(full);
        expect(swapped).toEqual(full);
        hits += full?.length ?? 0;
      }
    }
    // The property is only meaningful if rules actually fire on this data.
    expect(hits).toBeGreaterThan(5);
  });

  it('each signal type fires at most once per symbol per day', () => {
    const engine = new SignalEngine();
    const seen = new Set<string>();
    let count = 0;
    for (let k = 0; k < 25; k++) {
      for (const signal of engine.scanAt(withFuture, k)) {
        const key = `${signal.symbol}:${signal.type}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
        count++;
      }
    }
    expect(count).toBeGreaterThan(5);
    expect(new Set([...seen].map((k) => k.split(':')[1])).size).toBeGreaterThanOrEqual(8);
  });

  it('an engine that remembers earlier bars answers exactly as a fresh engine at every bar, in any order', () => {
    const fresh = Array.from({ length: 25 }, (_, k) => new SignalEngine().scanAt(withFuture, k));
    const inOrder = new SignalEngine();
    expect(Array.from({ length: 25 }, (_, k) => inOrder.scanAt(withFuture, k))).toEqual(fresh);
    const outOfOrder = new SignalEngine();
    const order = [24, 3, 12, 0, 11, 23, 5];
    for (const k of order) expect(outOfOrder.scanAt(withFuture, k)).toEqual(fresh[k]);
  });
});

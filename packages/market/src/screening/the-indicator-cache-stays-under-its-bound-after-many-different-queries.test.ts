import { describe, expect, it } from 'vitest';
import { compileScreen } from './compile-screen';
import { runScreen } from './run-screen';
import { ScreenCache } from './screen-cache';
import { barsFromCloses, tableUniverse } from './test-support';

const BARS = 500;
const universe = tableUniverse(
  Array.from({ length: 10 }, (_, s) => ({
    symbol: `S${s}`,
    daily: barsFromCloses(Array.from({ length: BARS }, (_, t) => 100 + s + 10 * Math.sin(t / (5 + s)))),
  })),
);
/** One series: BARS float64 values. */
const SERIES_BYTES = BARS * 8;

describe('the bounded indicator cache', () => {
  it('keeps at most maxBytes of series after 200 different screens, and answers as an unbounded cache does', () => {
    const maxBytes = 25 * SERIES_BYTES;
    const bounded = new ScreenCache({ maxBytes });
    let largest = 0;
    for (let p = 2; p < 202; p++) {
      const screen = compileScreen(`close > sma(close, ${p}) and ema(close, ${p}) > wma(close, ${p + 1})`);
      const result = runScreen(screen, universe, { cache: bounded });
      largest = Math.max(largest, bounded.bytes);
      if (p % 20 === 0)
        expect(result.symbols).toEqual(runScreen(screen, universe, { cache: new ScreenCache() }).symbols);
    }
    expect(bounded.computed).toBe(200 * 3 * 10);
    expect(largest).toBeLessThanOrEqual(maxBytes);
    expect(bounded.bytes).toBeGreaterThan(maxBytes - 3 * SERIES_BYTES);
  });

  it('forgets the least recently used first: a screen run again stays warm while others come and go', () => {
    const cache = new ScreenCache({ maxBytes: 25 * SERIES_BYTES });
    const kept = compileScreen('close > sma(close, 50)');
    runScreen(kept, universe, { cache });
    for (let p = 2; p < 40; p++) {
      runScreen(compileScreen(`close > sma(close, ${p + 100})`), universe, { cache });
      const computed = cache.computed;
      runScreen(kept, universe, { cache });
      expect(cache.computed).toBe(computed); // still cached: used more recently than the others
    }
  });

  it('grows without forgetting under the default bound for everyday use', () => {
    const cache = new ScreenCache();
    runScreen(compileScreen('close > sma(close, 5) and rsi(14) > 50'), universe, { cache });
    const computed = cache.computed;
    runScreen(compileScreen('close > sma(close, 5) and rsi(14) > 50'), universe, { cache });
    expect(cache.computed).toBe(computed);
    expect(cache.bytes).toBe(20 * SERIES_BYTES);
  });
});

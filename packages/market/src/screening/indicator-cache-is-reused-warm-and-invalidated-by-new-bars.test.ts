import { describe, expect, it } from 'vitest';
import { compileScreen } from './compile-screen';
import { runScreen } from './run-screen';
import { ScreenCache } from './screen-cache';
import type { UniverseRow } from './test-support';
import { barsFromCloses, ramp, tableUniverse } from './test-support';

const screen = compileScreen(
  'close > sma(close, 5) and rsi(14) > 50 and weekly(close) > weekly(sma(close, 2))',
);

function rows(): UniverseRow[] {
  return [
    { symbol: 'A', daily: barsFromCloses(ramp(30, 100, 1)) },
    { symbol: 'B', daily: barsFromCloses(ramp(30, 200, -1)) },
    { symbol: 'C', daily: barsFromCloses(ramp(30, 50, 0.5)) },
  ];
}

describe('the indicator cache', () => {
  it('computes each indicator once per symbol; a second run only hits', () => {
    const cache = new ScreenCache();
    const universe = tableUniverse(rows());
    const first = runScreen(screen, universe, { cache });
    const computed = cache.computed;
    expect(computed).toBe(9); // sma, rsi and weekly sma for 3 symbols
    const hitsBefore = cache.hits;
    const second = runScreen(screen, universe, { cache });
    expect(cache.computed).toBe(computed);
    expect(cache.hits - hitsBefore).toBe(9);
    expect(second.symbols).toEqual(first.symbols);
  });

  it('recomputes only the symbol whose bars object changed, and sees the new bar', () => {
    const cache = new ScreenCache();
    const data = rows();
    expect(runScreen(screen, tableUniverse(data), { cache }).symbols).toEqual(['A', 'C']);
    const before = cache.computed;
    // A falls sharply on a new bar: a new bars object.
    data[0] = { symbol: 'A', daily: barsFromCloses([...ramp(30, 100, 1), 90]) };
    expect(runScreen(screen, tableUniverse(data), { cache }).symbols).toEqual(['C']);
    expect(cache.computed - before).toBe(3);
  });

  it('recomputes when the version of bars changed in place', () => {
    const cache = new ScreenCache();
    const bars = { ...barsFromCloses(ramp(30, 100, 1)), version: 1 };
    const universe = tableUniverse([{ symbol: 'A', daily: bars }]);
    const sma = compileScreen('sma(close, 5) = 127');
    expect(runScreen(sma, universe, { cache }).symbols).toEqual(['A']);
    bars.close[29] = 12_400; // 129 → 124 rupees, so SMA(5) = (125+126+127+128+124)/5 = 126
    expect(runScreen(sma, universe, { cache }).symbols).toEqual(['A']); // same version: cached value
    const updated = tableUniverse([{ symbol: 'A', daily: { ...bars, version: 2 } }]);
    expect(runScreen(compileScreen('sma(close, 5) = 126'), updated, { cache }).symbols).toEqual(['A']);
  });
});

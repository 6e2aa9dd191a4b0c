import { describe, expect, it } from 'vitest';
import { openingRange } from '../indicators/opening-range';
import { compileScreen } from './compile-screen';
import { evaluateSeries } from './evaluate-series';
import { runScreen } from './run-screen';
import { barsFromCloses, tableUniverse } from './test-support';

// Two sessions of four 15-minute bars; high = close + 1, low = close − 1.
const day = (d: string) => [d, d, d, d];
const m15 = barsFromCloses([10, 12, 11, 14, 20, 18, 25, 19], {
  dates: [...day('2024-01-01'), ...day('2024-01-02')],
});
const daily = barsFromCloses([14, 19], { start: '2024-01-01' });
const number = (source: string) =>
  Array.from(evaluateSeries(compileScreen(source, { expect: 'number' }), { daily, m15 }, {}, { on: 'm15' }));

describe('opening range', () => {
  it('is the high and low of the first bars of each session, unknown before they are complete', () => {
    const range = openingRange([11, 13, 12, 15, 21, 19, 26, 20], [9, 11, 10, 13, 19, 17, 24, 18], 2, [0, 4]);
    expect(Array.from(range.high)).toEqual([Number.NaN, 13, 13, 13, Number.NaN, 21, 21, 21]);
    expect(Array.from(range.low)).toEqual([Number.NaN, 9, 9, 9, Number.NaN, 17, 17, 17]);
  });

  it('or_high / or_low in the language restart each trading day', () => {
    expect(number('m15(or_high(2))')).toEqual([Number.NaN, 13, 13, 13, Number.NaN, 21, 21, 21]);
    expect(number('m15(or_low(1))')).toEqual([9, 9, 9, 9, 19, 19, 19, 19]);
  });

  it('are refused outside m15(...)', () => {
    expect(() => compileScreen('close > or_high(2)')).toThrow(/only available on m15 bars/);
  });
});

describe("evaluateSeries on: 'm15'", () => {
  it('gives one value per 15-minute bar: an opening-range breakout fires on the bar of the break', () => {
    const rule = compileScreen('m15(crosses_above(close, or_high(2)))');
    const fired = evaluateSeries(rule, { daily, m15 }, {}, { on: 'm15' });
    expect(Array.from(fired)).toEqual([0, 0, 0, 1, 0, 0, 1, 0]);
  });

  it('agrees with runScreen at the latest bar', () => {
    const rule = compileScreen('m15(close > vwap())');
    const series = evaluateSeries(rule, { daily, m15 }, {}, { on: 'm15' });
    // day 2 VWAP after four bars = (20 + 18 + 25 + 19) / 4 = 20.5 > 19: false at the last bar
    expect(series[7]).toBe(0);
    expect(series[6]).toBe(1); // (20 + 18 + 25) / 3 = 21 < 25
    const universe = tableUniverse([{ symbol: 'A', daily, m15 }]);
    expect(runScreen(rule, universe).symbols).toEqual([]);
  });

  it('needs 15-minute bars', () => {
    expect(() => evaluateSeries(compileScreen('m15(close > 1)'), { daily }, {}, { on: 'm15' })).toThrow(
      /needs 15-minute bars/,
    );
  });
});

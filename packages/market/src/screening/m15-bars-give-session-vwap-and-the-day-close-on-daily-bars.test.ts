import { describe, expect, it } from 'vitest';
import { compileScreen } from './compile-screen';
import { evaluateSeries } from './evaluate-series';
import { runScreen } from './run-screen';
import { barsFromCloses, tableUniverse } from './test-support';

// Two days of three 15-minute bars; typical price = close because high/low = close ± 1.
const m15 = barsFromCloses([10, 11, 12, 20, 22, 30], {
  dates: ['2024-01-01', '2024-01-01', '2024-01-01', '2024-01-02', '2024-01-02', '2024-01-02'],
  volume: [1000, 1000, 1000, 1000, 3000, 1000],
});
const daily = barsFromCloses([12, 30], { start: '2024-01-01' });

describe('15-minute bars', () => {
  it('vwap() restarts each day: day 2 = (20×1000 + 22×3000 + 30×1000) / 5000 = 23.2', () => {
    const values = evaluateSeries(compileScreen('m15(vwap())', { expect: 'number' }), { daily, m15 });
    expect(values[0]).toBeCloseTo(11, 12);
    expect(values[1]).toBeCloseTo(23.2, 12);
  });

  it('a screen reads the latest 15-minute bar', () => {
    const universe = tableUniverse([
      { symbol: 'A', daily, m15 },
      { symbol: 'NO_INTRADAY', daily },
    ]);
    expect(
      runScreen(compileScreen('m15(close) > m15(vwap()) and m15(close[1]) = 22'), universe).symbols,
    ).toEqual(['A']);
  });

  it('on daily bars, m15(x) is x at the last 15-minute bar of the day', () => {
    expect(Array.from(evaluateSeries(compileScreen('m15(close) = close'), { daily, m15 }))).toEqual([1, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { randomWalkOhlcv } from '../indicators/synthetic-ohlcv';
import { weekdays } from '../simulator/test-support';
import { compileScreen } from './compile-screen';
import { evaluateSeries } from './evaluate-series';
import { runScreen } from './run-screen';
import { ScreenCache } from './screen-cache';
import { barsFromCloses, tableUniverse } from './test-support';
import { aggregateWeekly, isoWeekNumber } from './weekly-bars';

// Mon 2024-01-01 …: week 0 = bars 0–4, week 1 = bars 5–9, week 2 = bars 10–11 (Mon, Tue so far).
const closes = [10, 11, 12, 13, 14, 20, 19, 18, 17, 16, 30, 31];
const daily = barsFromCloses(closes); // open = previous close, high/low = close ± 1, volume 1000
const numbers = (source: string) =>
  Array.from(evaluateSeries(compileScreen(source, { expect: 'number' }), { daily }));

describe('weekly bars', () => {
  it('aggregate Monday–Friday: first open, highest high, lowest low, last close, summed volume', () => {
    const weekly = aggregateWeekly(new ScreenCache().pricesOf(daily));
    expect(Array.from(weekly.open)).toEqual([10, 14, 16]);
    expect(Array.from(weekly.high)).toEqual([15, 21, 32]);
    expect(Array.from(weekly.low)).toEqual([9, 15, 29]);
    expect(Array.from(weekly.close)).toEqual([14, 16, 31]);
    expect(Array.from(weekly.volume)).toEqual([5000, 5000, 2000]);
    expect(weekly.dates).toEqual(['2024-01-05', '2024-01-12', '2024-01-16']);
  });

  it('follow ISO weeks across a year end and a mid-week holiday', () => {
    const dates = ['2024-12-27', '2024-12-30', '2024-12-31', '2025-01-02', '2025-01-03', '2025-01-06'];
    const weekly = aggregateWeekly(new ScreenCache().pricesOf(barsFromCloses([1, 2, 3, 4, 5, 6], { dates })));
    expect(Array.from(weekly.weekOfDay)).toEqual([0, 1, 1, 1, 1, 2]);
    expect(isoWeekNumber('2024-12-29')).toBe(isoWeekNumber('2024-12-23')); // Sunday belongs to the week before
  });

  it('on daily bars, a weekly value is the week so far: weekly(high) is the running high of the week', () => {
    expect(numbers('weekly(high)')).toEqual([11, 12, 13, 14, 15, 21, 21, 21, 21, 21, 31, 32]);
  });

  it('weekly(close[1]) is the previous completed week, never a later one', () => {
    const nan = Number.NaN;
    expect(numbers('weekly(close[1])')).toEqual([nan, nan, nan, nan, nan, 14, 14, 14, 14, 14, 16, 16]);
  });

  it('weekly indicators use the partial week as their last bar: weekly(sma(close, 2))', () => {
    const values = numbers('weekly(sma(close, 2))');
    // Week 1 so far on Monday: (14 + 20)/2; Tuesday (14 + 19)/2; Friday (14 + 16)/2; week 2: (16 + 30)/2, (16 + 31)/2.
    expect(values.slice(5)).toEqual([17, 16.5, 16, 15.5, 15, 23, 23.5]);
  });

  it('has no look-ahead: each day’s value is unchanged when the later bars are removed', () => {
    const walk = randomWalkOhlcv(120, 7);
    const dates = weekdays('2024-01-03', 120);
    const full = barsFromCloses(Array.from(walk.close), { dates, volume: Array.from(walk.volume) });
    const screen = compileScreen('weekly(close) > weekly(ema(close, 4)) and weekly(rsi(3)) > 40', {
      expect: 'condition',
    });
    const values = evaluateSeries(screen, { daily: full });
    for (let t = 0; t < 120; t += 7) {
      const cut = barsFromCloses(Array.from(walk.close.subarray(0, t + 1)), {
        dates: dates.slice(0, t + 1),
        volume: Array.from(walk.volume.subarray(0, t + 1)),
      });
      expect(evaluateSeries(screen, { daily: cut })[t]).toBe(values[t]);
      // …and runScreen on the cut history agrees with evaluateSeries at that day.
      const matched = runScreen(screen, tableUniverse([{ symbol: 'W', daily: cut }])).matches.length;
      expect(matched).toBe(values[t]);
    }
    expect(values.some((v) => v === 1) && values.some((v) => v === 0)).toBe(true);
  });

  it('in a screen, weekly(...) reads the latest (current) week', () => {
    const universe = tableUniverse([{ symbol: 'W', daily }]);
    expect(
      runScreen(compileScreen('weekly(close) = 31 and weekly(close[1]) = 16 and weekly(high) = 32'), universe)
        .symbols,
    ).toEqual(['W']);
  });

  it('in a screen, a daily offset on a weekly term reads that day’s week so far', () => {
    const universe = tableUniverse([{ symbol: 'W', daily }]);
    // Yesterday (Monday of week 2): high so far 31, SMA(2) of weekly closes (16 + 30)/2 = 23.
    const screen = compileScreen(
      'weekly(high)[1] = 31 and weekly(sma(close, 2))[1] = 23 and weekly(close)[2] = 16',
    );
    expect(runScreen(screen, universe).symbols).toEqual(['W']);
    expect(runScreen(compileScreen('crosses_above(weekly(close), 20)'), universe).symbols).toEqual([]);
    expect(runScreen(compileScreen('crosses_above(weekly(close), 20)[1]'), universe).symbols).toEqual(['W']);
  });
});

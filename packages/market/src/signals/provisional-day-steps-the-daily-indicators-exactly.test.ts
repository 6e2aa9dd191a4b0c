import { describe, expect, it } from 'vitest';
import { ema, sma } from '../indicators/moving-averages';
import { rsi } from '../indicators/rsi';
import { randomWalkOhlcv } from '../indicators/synthetic-ohlcv';
import { dailyIndicators } from './daily-indicators';
import { dayContext } from './day-context';
import { provisionalDay } from './provisional-day';
import { m15FromCloses, repeat } from './test-support';

describe('provisional day', () => {
  // 2,500 random-walk days in paise; "today" is day 2,499, its close the close of 15-minute bar 24.
  const walk = randomWalkOhlcv(2_500, 3, 1_000);
  const closes = Array.from(walk.close, (c) => Math.round(c * 100));
  const n = closes.length - 1;
  const daily = {
    open: Int32Array.from(closes),
    high: Int32Array.from(closes, (c) => c + 50),
    low: Int32Array.from(closes, (c) => c - 50),
    close: Int32Array.from(closes),
    volume: new Float64Array(closes.length).fill(1_000),
    adjFactor: new Float64Array(closes.length).fill(1),
  };
  const today = provisionalDay(
    dayContext(dailyIndicators(daily), n),
    m15FromCloses(repeat(closes[n] ?? 0, 25), repeat(40, 25)),
    24,
    1,
  );
  const all = Float64Array.from(closes);

  it('steps EMA 5/13/20/50 to the whole-history value of today', () => {
    for (const [period, value] of [
      [5, today.ema5],
      [13, today.ema13],
      [20, today.ema20],
      [50, today.ema50],
    ] as const) {
      expect(Math.abs(value - (ema(all, period)[n] ?? 0))).toBeLessThan(1e-9);
    }
  });

  it('gives today’s SMA 50/200 and an RSI 14 within 1e-5 points of the whole-history RSI', () => {
    expect(today.sma50).toBeCloseTo(sma(all, 50)[n] ?? 0, 8);
    expect(today.sma200).toBeCloseTo(sma(all, 200)[n] ?? 0, 8);
    expect(Math.abs(today.rsi14 - (rsi(all, 14)[n] ?? 0))).toBeLessThan(1e-5);
  });

  it('pro-rates the volume so far to a full session', () => {
    expect(today.volume).toBe(1_000);
    expect(today.projectedVolume).toBe(1_000);
  });
});

import { describe, expect, it } from 'vitest';
import { atr } from '../indicators/average-true-range';
import { ema, sma } from '../indicators/moving-averages';
import { rsi } from '../indicators/rsi';
import { supertrend } from '../indicators/supertrend';
import { randomWalkOhlcv } from '../indicators/synthetic-ohlcv';
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
  const day = dayContext(daily, n);
  const today = provisionalDay(day, m15FromCloses(repeat(closes[n] ?? 0, 25), repeat(40, 25)), 24, 1);
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

  it('reads yesterday’s ATR and Supertrend direction from the 1,000-day window as from the whole history', () => {
    const high = Float64Array.from(daily.high);
    const low = Float64Array.from(daily.low);
    const past = Float64Array.from(daily.close);
    expect(Math.abs(day.yesterday.atr14 - (atr(high, low, past, 14)[n - 1] ?? 0))).toBeLessThan(1e-9);
    const up = supertrend(high, low, past, 10, 3).lowerBand;
    expect(day.yesterday.supertrendUp).toBe(Number.isFinite(up[n - 1]) ? 1 : 0);
    expect(day.yesterday.supertrendUpBefore).toBe(Number.isFinite(up[n - 2]) ? 1 : 0);
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

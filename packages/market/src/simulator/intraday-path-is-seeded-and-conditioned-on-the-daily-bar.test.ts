import { describe, expect, it } from 'vitest';
import {
  generateIntradayPath,
  intradayPathForMinute,
  planIntradayDay,
  SESSION_MINUTES,
  SESSION_SECONDS,
} from './intraday-path';
import { syntheticDay, UP_DAY } from './intraday-test-support';

function sum(values: ArrayLike<number>, from = 0, to = values.length): number {
  let s = 0;
  for (let i = from; i < to; i++) s += values[i] ?? 0;
  return s;
}

describe('intraday 1-second path', () => {
  it('same seed gives an identical path; another seed or date gives a different one', () => {
    const a = generateIntradayPath(UP_DAY);
    const b = generateIntradayPath(UP_DAY);
    expect(b.price).toEqual(a.price);
    expect(b.quantity).toEqual(a.quantity);
    expect(generateIntradayPath({ ...UP_DAY, seed: 'other' }).price).not.toEqual(a.price);
  });

  it('starts at the open, ends at the close, hits exactly the high and low, every price on the tick', () => {
    for (let i = 0; i < 40; i++) {
      const day = i === 0 ? UP_DAY : syntheticDay(i);
      const path = generateIntradayPath(day);
      expect(path.price.length).toBe(SESSION_SECONDS);
      expect(path.price[0]).toBe(day.open);
      expect(path.price[SESSION_SECONDS - 1]).toBe(day.close);
      expect(Math.max(...path.price)).toBe(day.high);
      expect(Math.min(...path.price)).toBe(day.low);
      expect(path.price[path.plan.highSecond]).toBe(day.high);
      expect(path.price[path.plan.lowSecond]).toBe(day.low);
      expect(path.price.every((p) => p % 5 === 0)).toBe(true);
    }
  });

  it('volume sums exactly to the day volume in whole shares, with a U-shaped profile', () => {
    const path = generateIntradayPath(UP_DAY);
    expect(sum(path.quantity)).toBe(UP_DAY.volume);
    expect(path.quantity.every((q) => Number.isInteger(q) && q >= 1)).toBe(true);
    const first15 = sum(path.quantity, 0, 900);
    const last15 = sum(path.quantity, SESSION_SECONDS - 900);
    const midday15 = sum(path.quantity, 180 * 60, 195 * 60);
    console.log(`[intraday] shares: first 15 min ${first15}, midday ${midday15}, last 15 min ${last15}`);
    expect(first15).toBeGreaterThan(1.5 * midday15);
    expect(last15).toBeGreaterThan(1.5 * midday15);
  });

  it('minute-by-minute generation equals whole-day generation', () => {
    const plan = planIntradayDay(UP_DAY);
    const whole = generateIntradayPath(plan);
    // Out of order on purpose: a live feed may start mid-session.
    for (const m of [374, 0, 187, 1, 373, ...Array.from({ length: SESSION_MINUTES }, (_, i) => i)]) {
      const minute = intradayPathForMinute(plan, m);
      expect(minute.price).toEqual(whole.price.subarray(m * 60, m * 60 + 60));
      expect(minute.quantity).toEqual(whole.quantity.subarray(m * 60, m * 60 + 60));
    }
  });

  it('a flat day (open = high = low = close) gives a flat path', () => {
    const flat = { ...UP_DAY, open: 10_000, high: 10_000, low: 10_000, close: 10_000 };
    const path = generateIntradayPath(flat);
    expect(path.price.every((p) => p === 10_000)).toBe(true);
    expect(sum(path.quantity)).toBe(flat.volume);
  });

  it('a thin day (fewer shares than seconds) and a no-volume day still sum exactly', () => {
    const thin = generateIntradayPath({ ...UP_DAY, volume: 777 });
    expect(sum(thin.quantity)).toBe(777);
    expect(thin.quantity.every((q) => Number.isInteger(q) && q >= 0)).toBe(true);
    expect(sum(generateIntradayPath({ ...UP_DAY, volume: 0 }).quantity)).toBe(0);
  });

  it('rejects a bar whose high/low do not enclose open and close, or prices off the tick', () => {
    expect(() => planIntradayDay({ ...UP_DAY, high: UP_DAY.close - 5 })).toThrow(RangeError);
    expect(() => planIntradayDay({ ...UP_DAY, open: UP_DAY.open + 1 })).toThrow(RangeError);
    expect(() => planIntradayDay({ ...UP_DAY, volume: 1.5 })).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import {
  aggregateIntradayBars,
  intradayBarsUpTo,
  intradaySecondAt,
  intradayTicksBetween,
  rollUpIntradayBars,
} from './intraday-bars';
import { generateIntradayPath, planIntradayDay, SESSION_SECONDS } from './intraday-path';
import { UP_DAY } from './intraday-test-support';

describe('intraday bars and live ticks', () => {
  const plan = planIntradayDay(UP_DAY);
  const path = generateIntradayPath(plan);

  it('1-minute bars aggregate to the day OHLCV exactly (375 bars)', () => {
    const bars = aggregateIntradayBars(path, 60);
    expect(bars.count).toBe(375);
    expect(bars.lastComplete).toBe(true);
    expect(bars.open[0]).toBe(UP_DAY.open);
    expect(bars.close[374]).toBe(UP_DAY.close);
    expect(Math.max(...bars.high)).toBe(UP_DAY.high);
    expect(Math.min(...bars.low)).toBe(UP_DAY.low);
    expect(bars.volume.reduce((a, b) => a + b, 0)).toBe(UP_DAY.volume);
    for (let i = 0; i < bars.count; i++) {
      const [o, h, l, c] = [bars.open[i] ?? 0, bars.high[i] ?? 0, bars.low[i] ?? 0, bars.close[i] ?? 0];
      expect(l <= Math.min(o, c) && h >= Math.max(o, c)).toBe(true);
      const vwap = bars.vwap[i] ?? 0;
      expect(vwap >= UP_DAY.low && vwap <= UP_DAY.high).toBe(true);
    }
  });

  it('15-minute bars are the aggregation of 1-minute bars (25 bars per day)', () => {
    const minute = aggregateIntradayBars(path, 60);
    const rolled = rollUpIntradayBars(minute, 15);
    const direct = aggregateIntradayBars(path, 900);
    expect(rolled.count).toBe(25);
    expect(rolled.lastComplete).toBe(true);
    expect(rolled.open).toEqual(direct.open);
    expect(rolled.high).toEqual(direct.high);
    expect(rolled.low).toEqual(direct.low);
    expect(rolled.close).toEqual(direct.close);
    expect(rolled.volume).toEqual(direct.volume);
    for (let i = 0; i < 25; i++) {
      expect(rolled.vwap[i]).toBeCloseTo(direct.vwap[i] ?? 0, 6);
      expect(rolled.vwap[i]).toBeCloseTo(minute.vwap[i * 15 + 14] ?? 0, 6);
    }
  });

  it('barsUpTo mid-minute shows the completed minutes plus a partial one that agrees with the prefix', () => {
    const second = 61 * 60 + 29; // 10:16:29 IST
    const { minute, fifteenMinute } = intradayBarsUpTo(path, second);
    expect(minute.count).toBe(62);
    expect(minute.lastComplete).toBe(false);
    expect(fifteenMinute.count).toBe(5);
    expect(fifteenMinute.lastComplete).toBe(false);
    const full = aggregateIntradayBars(path, 60);
    expect(minute.close.subarray(0, 61)).toEqual(full.close.subarray(0, 61));
    expect(minute.close[61]).toBe(path.price[second]);
    expect(minute.volume.reduce((a, b) => a + b, 0)).toBe(
      path.quantity.subarray(0, second + 1).reduce((a, b) => a + b, 0),
    );
    expect(minute.high[61]).toBe(Math.max(...path.price.subarray(61 * 60, second + 1)));
  });

  it('ticks: one per second with its quantity, the same from the whole-day path and from the plan', () => {
    const fromPath = intradayTicksBetween(path, 3_590, 3_725);
    const fromPlan = intradayTicksBetween(plan, 3_590, 3_725);
    expect(fromPath).toHaveLength(135);
    expect(fromPlan).toEqual(fromPath);
    expect(fromPath[0]).toEqual({
      second: 3_590,
      timeMs: plan.sessionOpenMs + 3_590_000,
      pricePaise: path.price[3_590],
      quantity: path.quantity[3_590],
    });
    const all = intradayTicksBetween(plan, 0, SESSION_SECONDS);
    expect(all).toHaveLength(SESSION_SECONDS);
    expect(all.reduce((a, t) => a + t.quantity, 0)).toBe(UP_DAY.volume);
    expect(intradayTicksBetween(path, 22_499, 99_999)).toHaveLength(1);
    expect(intradayTicksBetween(path, 10, 10)).toHaveLength(0);
  });

  it('the clock maps to session seconds: 09:15:00 IST is 0, before is −1, 15:30:00 is the end', () => {
    expect(new Date(plan.sessionOpenMs).toISOString()).toBe('2024-03-15T03:45:00.000Z');
    expect(intradaySecondAt(plan.sessionOpenMs, plan.sessionOpenMs)).toBe(0);
    expect(intradaySecondAt(plan.sessionOpenMs, plan.sessionOpenMs - 1)).toBe(-1);
    expect(intradaySecondAt(plan.sessionOpenMs, plan.sessionOpenMs + 1_999)).toBe(1);
    expect(intradaySecondAt(plan.sessionOpenMs, plan.sessionOpenMs + SESSION_SECONDS * 1000)).toBe(
      SESSION_SECONDS,
    );
  });
});

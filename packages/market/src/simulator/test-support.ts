/**
 * Small helpers shared by the simulator's tests: weekday dates (the NSE calendar is built elsewhere),
 * a synthetic universe, and the sample statistics the model is checked against.
 */

import type { OhlcvColumns } from '../daily-columns';
import type { IsoDate } from '../units';
import type { InstrumentSpec } from './daily-history';

/** `count` consecutive weekdays from `start` (holidays ignored: the real calendar is an input). */
export function weekdays(start: string, count: number): IsoDate[] {
  const out: IsoDate[] = [];
  const d = new Date(`${start}T00:00:00Z`);
  while (out.length < count) {
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) out.push(d.toISOString().slice(0, 10) as IsoDate);
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

/** A deterministic synthetic universe: `count` stocks spread over `sectorCount` sectors. */
export function universe(count: number, sectorCount: number): InstrumentSpec[] {
  const out: InstrumentSpec[] = [];
  for (let i = 0; i < count; i++) {
    out.push({
      symbol: `SIM${String(i).padStart(3, '0')}`,
      sector: `SECTOR${i % sectorCount}`,
      basePricePaise: 5_000 + ((i * 7919) % 300) * 1_000,
      annualVolatility: 0.22 + ((i * 37) % 20) / 100,
      beta: 0.7 + ((i * 13) % 7) / 10,
      avgDailyVolume: 200_000 + ((i * 104729) % 2_000_000),
      faceValue: [10, 5, 2, 1][i % 4] ?? 10,
    });
  }
  return out;
}

/** Daily log returns of a price column. */
export function logReturns(prices: ArrayLike<number>): Float64Array {
  const out = new Float64Array(Math.max(prices.length - 1, 0));
  for (let t = 1; t < prices.length; t++) out[t - 1] = Math.log((prices[t] ?? 1) / (prices[t - 1] ?? 1));
  return out;
}

/** Arithmetic mean. */
export function mean(x: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i] ?? 0;
  return s / x.length;
}

/** Pearson correlation of two equal-length samples. */
export function correlation(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    const a = (x[i] ?? 0) - mx;
    const b = (y[i] ?? 0) - my;
    sxy += a * b;
    sxx += a * a;
    syy += b * b;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** Sample standard deviation (n − 1). */
export function standardDeviation(x: ArrayLike<number>): number {
  const m = mean(x);
  let s = 0;
  for (let i = 0; i < x.length; i++) s += ((x[i] ?? 0) - m) ** 2;
  return Math.sqrt(s / (x.length - 1));
}

/** Sample excess kurtosis (0 for a normal). */
export function excessKurtosis(x: ArrayLike<number>): number {
  const m = mean(x);
  let s2 = 0;
  let s4 = 0;
  for (let i = 0; i < x.length; i++) {
    const d = (x[i] ?? 0) - m;
    s2 += d * d;
    s4 += d * d * d * d;
  }
  const v = s2 / x.length;
  return s4 / x.length / (v * v) - 3;
}

/** Lag-`lag` autocorrelation. */
export function autocorrelation(x: ArrayLike<number>, lag: number): number {
  const a = Array.from(x);
  return correlation(a.slice(0, a.length - lag), a.slice(lag));
}

/** Median of a list. */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** Bars of a history breaking OHLC order, the ₹0.05 tick, the ₹1 floor or whole positive volumes. */
export function countBarViolations(series: Iterable<OhlcvColumns>, barCount: number): number {
  let bad = 0;
  for (const s of series) {
    for (let t = 0; t < barCount; t++) {
      const o = s.open[t] ?? 0;
      const h = s.high[t] ?? 0;
      const l = s.low[t] ?? 0;
      const c = s.close[t] ?? 0;
      const v = s.volume[t] ?? 0;
      if (!(l <= Math.min(o, c) && Math.max(o, c) <= h && l >= 5)) bad++;
      if (o % 5 || h % 5 || l % 5 || c % 5) bad++;
      if (!(v >= 1 && Number.isInteger(v))) bad++;
      if (!(o >= 100 && c >= 100)) bad++;
    }
  }
  return bad;
}

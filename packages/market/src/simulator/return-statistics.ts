/**
 * The statistics a trader (or a risk model) reads off a daily close series, used to compare the
 * simulated NIFTY 50 with the real one: growth, annual volatility, excess kurtosis, the lag-1
 * autocorrelation of |returns| (volatility clustering) and the worst day.
 */

import type { IsoDate } from '../units';

/** Statistics of one daily close series (returns are log returns unless said otherwise). */
export interface ReturnStatistics {
  readonly sessions: number;
  readonly firstClose: number;
  readonly lastClose: number;
  /** Compound annual growth of the close over the calendar span (0.1 = 10 % a year). */
  readonly cagr: number;
  /** Standard deviation of daily log returns × √252. */
  readonly annualVolatility: number;
  /** Sample excess kurtosis of daily log returns (0 for a normal distribution). */
  readonly excessKurtosis: number;
  /** Autocorrelation of |daily log return| at lag 1. */
  readonly absReturnAutocorrelation: number;
  /** Worst one-day simple return (−0.139 = −13.9 %) and its date. */
  readonly worstDay: number;
  readonly worstDate: IsoDate | undefined;
}

const TRADING_DAYS = 252;
const MS_PER_YEAR = 365.25 * 86_400_000;

/** Statistics of `closes` on `dates` (same length, oldest first, every close positive). */
export function returnStatistics(dates: readonly IsoDate[], closes: ArrayLike<number>): ReturnStatistics {
  const n = Math.min(dates.length, closes.length);
  if (n < 3) throw new RangeError('At least three closes are needed for return statistics');
  const r = new Float64Array(n - 1);
  let worstDay = Number.POSITIVE_INFINITY;
  let worstDate: IsoDate | undefined;
  for (let t = 1; t < n; t++) {
    const before = closes[t - 1] ?? Number.NaN;
    const after = closes[t] ?? Number.NaN;
    if (!(before > 0 && after > 0)) throw new RangeError(`Close ${t} is not positive`);
    r[t - 1] = Math.log(after / before);
    const simple = after / before - 1;
    if (simple < worstDay) {
      worstDay = simple;
      worstDate = dates[t];
    }
  }
  const mean = average(r);
  let m2 = 0;
  let m4 = 0;
  for (const x of r) {
    const d = x - mean;
    m2 += d * d;
    m4 += d * d * d * d;
  }
  m2 /= r.length;
  m4 /= r.length;
  const firstClose = closes[0] ?? Number.NaN;
  const lastClose = closes[n - 1] ?? Number.NaN;
  const years = (Date.parse(dates[n - 1] ?? '') - Date.parse(dates[0] ?? '')) / MS_PER_YEAR;
  return {
    sessions: n,
    firstClose,
    lastClose,
    cagr: (lastClose / firstClose) ** (1 / years) - 1,
    annualVolatility: Math.sqrt((m2 * r.length) / (r.length - 1)) * Math.sqrt(TRADING_DAYS),
    excessKurtosis: m4 / (m2 * m2) - 3,
    absReturnAutocorrelation: lagOneAutocorrelation(r.map(Math.abs)),
    worstDay,
    worstDate,
  };
}

function average(x: Float64Array): number {
  let sum = 0;
  for (const v of x) sum += v;
  return sum / x.length;
}

function lagOneAutocorrelation(x: Float64Array): number {
  const mean = average(x);
  let num = 0;
  let den = 0;
  for (let t = 0; t < x.length; t++) {
    const d = (x[t] ?? 0) - mean;
    den += d * d;
    if (t > 0) num += d * ((x[t - 1] ?? 0) - mean);
  }
  return num / den;
}

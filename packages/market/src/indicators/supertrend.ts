import { trueRangeAt } from './average-true-range';
import { assertPeriod, at, nanColumn, type Series } from './series';

/** Supertrend columns aligned to the input; `NaN` for indices below `period`. */
export interface SupertrendResult {
  /** The active band: the lower band in an up-trend, the upper band in a down-trend. */
  supertrend: Float64Array;
  /** The upper band where the trend is down, else `NaN`. */
  upperBand: Float64Array;
  /** The lower band where the trend is up, else `NaN`. */
  lowerBand: Float64Array;
}

/**
 * Supertrend as Stock.Indicators defines it: bands (high+low)/2 ± multiplier × Wilder ATR(period),
 * each band only tightening unless the previous close crossed it; starts at index `period`
 * (bullish if close ≥ midpoint there), flips down when close ≤ the lower band and up when
 * close > the upper band.
 */
export function supertrend(
  high: Series,
  low: Series,
  close: Series,
  period = 10,
  multiplier = 3,
): SupertrendResult {
  assertPeriod('supertrend', period);
  const n = high.length;
  const value = nanColumn(n, period);
  const upperBand = nanColumn(n, period);
  const lowerBand = nanColumn(n, period);
  if (n <= period) return { supertrend: value, upperBand, lowerBand };
  // ATR is computed inline (same arithmetic as `atr`) to avoid a temporary column.
  let sum = 0;
  for (let i = 1; i <= period; i++) sum += trueRangeAt(high, low, close, i);
  let range = sum / period;
  const alpha = 1 / period;
  let upper = 0;
  let lower = 0;
  let bullish = true;
  for (let i = period; i < n; i++) {
    if (i > period) range = (trueRangeAt(high, low, close, i) - range) * alpha + range;
    const mid = (at(high, i) + at(low, i)) / 2;
    const offset = multiplier * range;
    const upperCandidate = mid + offset;
    const lowerCandidate = mid - offset;
    const c = at(close, i);
    if (i === period) {
      bullish = c >= mid;
      upper = upperCandidate;
      lower = lowerCandidate;
    }
    const prevClose = at(close, i - 1);
    if (upperCandidate < upper || prevClose > upper) upper = upperCandidate;
    if (lowerCandidate > lower || prevClose < lower) lower = lowerCandidate;
    if (c <= (bullish ? lower : upper)) {
      bullish = false;
      value[i] = upper;
      upperBand[i] = upper;
      lowerBand[i] = Number.NaN;
    } else {
      bullish = true;
      value[i] = lower;
      upperBand[i] = Number.NaN;
      lowerBand[i] = lower;
    }
  }
  return { supertrend: value, upperBand, lowerBand };
}

import { assertPeriod, at, nanColumn, type Series } from './series';

/**
 * True range max(high − low, |high − prevClose|, |low − prevClose|); `NaN` at index 0, which
 * has no previous close (as in technicalindicators and Stock.Indicators).
 */
export function trueRange(high: Series, low: Series, close: Series): Float64Array {
  const n = high.length;
  const out = nanColumn(n, 1);
  for (let i = 1; i < n; i++) out[i] = trueRangeAt(high, low, close, i);
  return out;
}

/** True range of bar `i ≥ 1` (inputs are assumed finite). */
export function trueRangeAt(high: Series, low: Series, close: Series, i: number): number {
  const h = at(high, i);
  const l = at(low, i);
  const prevClose = at(close, i - 1);
  // Comparisons instead of Math.max/Math.abs: same value for finite inputs, measurably faster.
  let range = h - l;
  const up = h > prevClose ? h - prevClose : prevClose - h;
  if (up > range) range = up;
  const down = l > prevClose ? l - prevClose : prevClose - l;
  return down > range ? down : range;
}

/**
 * Wilder's average true range: the mean of the first `period` true ranges (bars 1..period),
 * then ATR = ATR + (TR − ATR)/period; `NaN` for indices below `period`.
 */
export function atr(high: Series, low: Series, close: Series, period = 14): Float64Array {
  assertPeriod('atr', period);
  const n = high.length;
  const out = nanColumn(n, period);
  if (n <= period) return out;
  let sum = 0;
  for (let i = 1; i <= period; i++) sum += trueRangeAt(high, low, close, i);
  let prev = sum / period;
  out[period] = prev;
  const alpha = 1 / period;
  for (let i = period + 1; i < n; i++) {
    // technicalindicators' WEMA form, so both agree to the last bits.
    prev = (trueRangeAt(high, low, close, i) - prev) * alpha + prev;
    out[i] = prev;
  }
  return out;
}

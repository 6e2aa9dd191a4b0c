import { assertPeriod, at, nanColumn, RESYNC_INTERVAL, type Series } from './series';

/** Moving-average kind, used where an indicator lets the caller pick one (MACD). */
export type MovingAverageKind = 'sma' | 'ema';

/**
 * Writes the simple moving average of `values[start..]` into `out` (first value at
 * `start + period - 1`); the series before `start` is ignored, which lets MACD smooth its
 * own line, whose first defined value is not at index 0.
 */
export function smaInto(values: Series, period: number, start: number, out: Float64Array): Float64Array {
  const n = values.length;
  if (n - start < period) return out;
  let sum = 0;
  for (let i = start; i < start + period; i++) sum += at(values, i);
  out[start + period - 1] = sum / period;
  let sinceResync = 0;
  for (let i = start + period; i < n; i++) {
    if (++sinceResync === RESYNC_INTERVAL) {
      sinceResync = 0;
      sum = 0;
      for (let j = i - period + 1; j <= i; j++) sum += at(values, j);
    } else {
      sum += at(values, i) - at(values, i - period);
    }
    out[i] = sum / period;
  }
  return out;
}

/**
 * Writes the exponential moving average (multiplier 2/(period+1)) of `values[start..]` into
 * `out`, seeded with the simple average of the first `period` values as technicalindicators does.
 */
export function emaInto(values: Series, period: number, start: number, out: Float64Array): Float64Array {
  const n = values.length;
  if (n - start < period) return out;
  const k = 2 / (period + 1);
  let sum = 0;
  for (let i = start; i < start + period; i++) sum += at(values, i);
  let prev = sum / period;
  out[start + period - 1] = prev;
  const keep = 1 - k;
  for (let i = start + period; i < n; i++) {
    // x·k + prev·(1−k) rather than technicalindicators' (x − prev)·k + prev: the same value to
    // about 1e-15 relative, with a shorter dependency chain (one multiply-add per step), which
    // is what bounds the speed of this loop.
    prev = at(values, i) * k + prev * keep;
    out[i] = prev;
  }
  return out;
}

/** Simple moving average over `period` values; `NaN` for the first `period - 1` positions. */
export function sma(values: Series, period: number): Float64Array {
  assertPeriod('sma', period);
  return smaInto(values, period, 0, nanColumn(values.length));
}

/** Exponential moving average seeded with the SMA of the first `period` values; `NaN` before index `period - 1`. */
export function ema(values: Series, period: number): Float64Array {
  assertPeriod('ema', period);
  return emaInto(values, period, 0, nanColumn(values.length));
}

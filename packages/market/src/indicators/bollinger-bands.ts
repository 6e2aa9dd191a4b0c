import { assertPeriod, at, nanColumn, RESYNC_INTERVAL, type Series } from './series';

/** Bollinger columns aligned to the input; `NaN` for the first `period - 1` positions. */
export interface BollingerResult {
  middle: Float64Array;
  upper: Float64Array;
  lower: Float64Array;
  /** %B: (value − lower) / (upper − lower); `NaN` when the bands collapse (zero deviation). */
  pb: Float64Array;
}

/**
 * Bollinger bands: SMA(period) ± k × population standard deviation (divide by N), as
 * technicalindicators and Stock.Indicators compute it.
 */
export function bollingerBands(values: Series, period = 20, k = 2): BollingerResult {
  assertPeriod('bollingerBands', period);
  const n = values.length;
  const middle = nanColumn(n);
  const upper = nanColumn(n);
  const lower = nanColumn(n);
  const pb = nanColumn(n);
  if (n < period) return { middle, upper, lower, pb };
  // Sliding Welford update of mean and sum of squared deviations: O(1) per bar without the
  // cancellation of sumSq/n − mean², resynchronised by an exact two-pass pass periodically.
  let mean = 0;
  let m2 = 0;
  let sinceResync = RESYNC_INTERVAL - 1;
  for (let i = period - 1; i < n; i++) {
    if (++sinceResync === RESYNC_INTERVAL) {
      sinceResync = 0;
      let sum = 0;
      for (let j = i - period + 1; j <= i; j++) sum += at(values, j);
      mean = sum / period;
      m2 = 0;
      for (let j = i - period + 1; j <= i; j++) {
        const d = at(values, j) - mean;
        m2 += d * d;
      }
    } else {
      const incoming = at(values, i);
      const outgoing = at(values, i - period);
      const oldMean = mean;
      mean += (incoming - outgoing) / period;
      m2 += (incoming - outgoing) * (incoming - mean + outgoing - oldMean);
      if (m2 < 0) m2 = 0;
    }
    const width = k * Math.sqrt(m2 / period);
    const up = mean + width;
    const low = mean - width;
    middle[i] = mean;
    upper[i] = up;
    lower[i] = low;
    pb[i] = (at(values, i) - low) / (up - low);
  }
  return { middle, upper, lower, pb };
}

import { assertPeriod, nanColumn, RESYNC_INTERVAL, type Series } from '../indicators/series';

/**
 * Linearly weighted moving average: Σ (k × value) / Σ k over the last `period` values, weight
 * `period` on the newest and 1 on the oldest; `NaN` for the first `period − 1` positions.
 * O(n): weighted sum W' = W + period × new − S, S the plain window sum before the step.
 */
export function wma(values: Series, period: number): Float64Array {
  assertPeriod('wma', period);
  const n = values.length;
  const out = nanColumn(n);
  if (n < period) return out;
  const denominator = (period * (period + 1)) / 2;
  let sum = 0;
  let weighted = 0;
  const resync = (end: number) => {
    sum = 0;
    weighted = 0;
    for (let k = 1; k <= period; k++) {
      const v = values[end - period + k] ?? Number.NaN;
      sum += v;
      weighted += k * v;
    }
  };
  resync(period - 1);
  out[period - 1] = weighted / denominator;
  let sinceResync = 0;
  for (let i = period; i < n; i++) {
    if (++sinceResync === RESYNC_INTERVAL) {
      sinceResync = 0;
      resync(i);
    } else {
      weighted += period * (values[i] ?? Number.NaN) - sum;
      sum += (values[i] ?? Number.NaN) - (values[i - period] ?? Number.NaN);
    }
    out[i] = weighted / denominator;
  }
  return out;
}

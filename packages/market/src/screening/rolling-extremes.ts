import { assertPeriod, nanColumn, type Series } from '../indicators/series';

/**
 * Rolling maximum (`sign` 1) or minimum (`sign` −1) over the last `period` values, this one
 * included; `NaN` for the first `period − 1` positions and wherever the window holds a `NaN`.
 * O(n) with a monotonic deque of indices.
 */
export function rollingExtreme(values: Series, period: number, sign: 1 | -1): Float64Array {
  assertPeriod(sign === 1 ? 'highest' : 'lowest', period);
  const n = values.length;
  const out = nanColumn(n);
  const deque = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let lastNaN = -1;
  for (let i = 0; i < n; i++) {
    const v = values[i] ?? Number.NaN;
    if (Number.isNaN(v)) {
      lastNaN = i;
      head = tail = 0;
      continue;
    }
    while (tail > head && (values[deque[tail - 1] ?? 0] ?? 0) * sign <= v * sign) tail--;
    deque[tail++] = i;
    if ((deque[head] ?? 0) <= i - period) head++;
    if (i - lastNaN >= period) out[i] = values[deque[head] ?? 0] ?? Number.NaN;
  }
  return out;
}

/** Highest value over the last `period` values (see `rollingExtreme`). */
export function highest(values: Series, period: number): Float64Array {
  return rollingExtreme(values, period, 1);
}

/** Lowest value over the last `period` values (see `rollingExtreme`). */
export function lowest(values: Series, period: number): Float64Array {
  return rollingExtreme(values, period, -1);
}

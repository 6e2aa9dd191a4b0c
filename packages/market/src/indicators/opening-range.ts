import { assertPeriod, at, nanColumn, type Series } from './series';

/** Opening-range levels of intraday bars: the high and low of each session's first bars. */
export interface OpeningRange {
  readonly high: Float64Array;
  readonly low: Float64Array;
}

/**
 * Opening range of the first `bars` bars of each session (sessions start at the indices in
 * `sessionStarts`, ascending; index 0 always starts one). From the session's `bars`-th bar on, the
 * value is the highest high / lowest low of its first `bars` bars; earlier bars of the session are
 * `NaN` (the range is not known yet), and so is a session shorter than `bars`.
 */
export function openingRange(
  high: Series,
  low: Series,
  bars: number,
  sessionStarts: ArrayLike<number> = [],
): OpeningRange {
  assertPeriod('openingRange', bars);
  const n = high.length;
  const outHigh = nanColumn(n);
  const outLow = nanColumn(n);
  let next = 0;
  let start = 0;
  let rangeHigh = Number.NEGATIVE_INFINITY;
  let rangeLow = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    while (next < sessionStarts.length && at(sessionStarts, next) <= i) {
      if (at(sessionStarts, next) === i) {
        start = i;
        rangeHigh = Number.NEGATIVE_INFINITY;
        rangeLow = Number.POSITIVE_INFINITY;
      }
      next++;
    }
    const k = i - start;
    if (k < bars) {
      rangeHigh = Math.max(rangeHigh, at(high, i));
      rangeLow = Math.min(rangeLow, at(low, i));
    }
    if (k >= bars - 1) {
      outHigh[i] = rangeHigh;
      outLow[i] = rangeLow;
    }
  }
  return { high: outHigh, low: outLow };
}

import { at, type Series } from './series';

/**
 * Volume-weighted average price: Σ(typical price × volume) / Σ volume with typical price
 * (high+low+close)/3, cumulative from index 0, or restarting at each index listed in
 * `sessionStarts` (ascending; e.g. the first bar of each trading day for intraday bars).
 * `NaN` while the cumulative volume is zero.
 */
export function vwap(
  high: Series,
  low: Series,
  close: Series,
  volume: Series,
  sessionStarts?: ArrayLike<number>,
): Float64Array {
  const n = high.length;
  if (!sessionStarts || sessionStarts.length === 0) return cumulativeVwap(high, low, close, volume, n);
  const out = new Float64Array(n);
  let cumulativeValue = 0;
  let cumulativeVolume = 0;
  let nextSession = 0;
  let nextStart = at(sessionStarts, 0);
  for (let i = 0; i < n; i++) {
    // `while`, not `if`: duplicate or out-of-range start indices are skipped harmlessly.
    while (i === nextStart || (nextStart >= 0 && nextStart < i)) {
      if (i === nextStart) {
        cumulativeValue = 0;
        cumulativeVolume = 0;
      }
      nextSession++;
      nextStart = nextSession < sessionStarts.length ? at(sessionStarts, nextSession) : -1;
    }
    const v = at(volume, i);
    cumulativeValue += v * (at(high, i) + at(low, i) + at(close, i));
    cumulativeVolume += v;
    out[i] = cumulativeValue / (3 * cumulativeVolume);
  }
  return out;
}

function cumulativeVwap(high: Series, low: Series, close: Series, volume: Series, n: number): Float64Array {
  const out = new Float64Array(n);
  let cumulativeValue = 0;
  let cumulativeVolume = 0;
  for (let i = 0; i < n; i++) {
    const v = at(volume, i);
    // The /3 of the typical price is taken once, at the end: one division per bar instead of
    // two (division throughput bounds this loop); equal to technicalindicators within ~1e-15.
    cumulativeValue += v * (at(high, i) + at(low, i) + at(close, i));
    cumulativeVolume += v;
    // While no volume has traded both sums are 0 and 0/0 gives the NaN we want.
    out[i] = cumulativeValue / (3 * cumulativeVolume);
  }
  return out;
}

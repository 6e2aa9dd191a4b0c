import type { OhlcvColumns } from '../daily-columns';

/** Split- and dividend-adjusted prices of one instrument in (fractional) paise: printed × adjFactor. */
export interface AdjustedBars {
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
}

/** Multiplies every printed price by the bar's adjustment factor; a bar with close 0 stays 0 (no data). */
export function adjustedBars(bars: OhlcvColumns): AdjustedBars {
  const n = bars.close.length;
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const f = bars.adjFactor[i] ?? 1;
    open[i] = (bars.open[i] ?? 0) * f;
    high[i] = (bars.high[i] ?? 0) * f;
    low[i] = (bars.low[i] ?? 0) * f;
    close[i] = (bars.close[i] ?? 0) * f;
  }
  return { open, high, low, close };
}

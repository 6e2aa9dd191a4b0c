/**
 * IV rank and IV percentile of the current implied volatility against a window of past values
 * (usually a year of daily closes of the ATM IV or India VIX), the two readings option sellers
 * use to judge whether premiums are rich:
 *
 *     IV rank       = (current − min) / (max − min) · 100
 *     IV percentile = (days with IV below current) / (days in the window) · 100
 *
 * NaN values in the history are skipped. Any unit works as long as history and current share it
 * (decimal, or % as NSE publishes IV). The rank leaves 0–100 when the current value lies outside
 * the window's range (include today in the window to keep it inside).
 */

/** IV rank and percentile with the window they came from. */
export interface IvRank {
  /** 0–100 within the window's range; NaN when the window is empty or flat (max = min). */
  readonly rank: number;
  /** Share of the window's days strictly below current, 0–100; NaN for an empty window. */
  readonly percentile: number;
  readonly min: number;
  readonly max: number;
  /** Days used (non-NaN values). */
  readonly days: number;
}

/** IV rank and percentile of `current` over `history` (one pass, O(n)). */
export function ivRankAndPercentile(history: ArrayLike<number>, current: number): IvRank {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let days = 0;
  let below = 0;
  for (let i = 0; i < history.length; i++) {
    const value = history[i] ?? Number.NaN;
    if (Number.isNaN(value)) continue;
    days++;
    if (value < min) min = value;
    if (value > max) max = value;
    if (value < current) below++;
  }
  if (days === 0) return { rank: Number.NaN, percentile: Number.NaN, min: Number.NaN, max: Number.NaN, days };
  return {
    rank: max > min ? ((current - min) / (max - min)) * 100 : Number.NaN,
    percentile: (below / days) * 100,
    min,
    max,
    days,
  };
}

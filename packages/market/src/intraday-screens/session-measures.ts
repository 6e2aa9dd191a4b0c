/** Small measures of a session's 15-minute bars that several intraday screens share. */
import type { IntradayInput, SessionBars } from './intraday-screen-types';

const at = (values: ArrayLike<number>, i: number): number => values[i] ?? Number.NaN;

/** Bars that have closed (the forming one left out). */
export function completedCount(bars: SessionBars): number {
  return bars.lastComplete ? bars.count : Math.max(0, bars.count - 1);
}

/** Highest high of bars [from, to). */
export function highestHigh(bars: SessionBars, from: number, to: number): number {
  let max = Number.NEGATIVE_INFINITY;
  for (let i = from; i < to; i++) max = Math.max(max, at(bars.high, i));
  return max;
}

/** Lowest low of bars [from, to). */
export function lowestLow(bars: SessionBars, from: number, to: number): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = from; i < to; i++) min = Math.min(min, at(bars.low, i));
  return min;
}

/** (a ÷ b − 1) × 100, or null when b is not positive. */
export function pctFrom(a: number, b: number): number | null {
  return b > 0 && Number.isFinite(a) && Number.isFinite(b) ? (a / b - 1) * 100 : null;
}

/** Today's gap: open against the previous close, %. */
export const gapPct = (q: IntradayInput): number | null => pctFrom(q.open, q.prevClose);

/** Today's change so far: last price against the previous close, %. */
export const changePct = (q: IntradayInput): number | null => pctFrom(q.ltp, q.prevClose);

/**
 * The screening language's `vwap()` on these bars: Σ(typical price × volume) ÷ Σ volume with
 * typical price (high + low + close) ÷ 3, over every bar so far (NaN before any volume).
 */
export function typicalPriceVwap(bars: SessionBars): number {
  let value = 0;
  let volume = 0;
  for (let i = 0; i < bars.count; i++) {
    const v = at(bars.volume, i);
    value += ((at(bars.high, i) + at(bars.low, i) + at(bars.close, i)) / 3) * v;
    volume += v;
  }
  return volume > 0 ? value / volume : Number.NaN;
}

/**
 * Volume of the last closed bar against the mean of the (up to) 4 closed bars before it; null until
 * 3 bars have closed.
 */
export function lastBarVolumeRatio(bars: SessionBars): { k: number; ratio: number } | null {
  const k = completedCount(bars) - 1;
  if (k < 2) return null;
  let sum = 0;
  const from = Math.max(0, k - 4);
  for (let i = from; i < k; i++) sum += at(bars.volume, i);
  const mean = sum / (k - from);
  return mean > 0 ? { k, ratio: at(bars.volume, k) / mean } : null;
}

/** High − low of bar i. */
export const barRange = (bars: SessionBars, i: number): number => at(bars.high, i) - at(bars.low, i);

/** Price at bar i of a column (NaN outside). */
export const valueAt = at;

/**
 * Look-back levels of one symbol over completed days, in adjusted paise (printed × adjFactor, i.e.
 * in the live session's terms): the extremes of a window, its mean volume, and simple moving
 * averages of closes (whole-universe arrays of them are kept with `perSession`, per-session.ts).
 */
import type { DailyColumns } from '@nivesh/market';

const at = (a: ArrayLike<number>, i: number): number => a[i] ?? 0;

export interface WindowLevels {
  /** Highest adjusted high (NaN without bars). */
  readonly high: number;
  /** Lowest adjusted low (NaN without bars). */
  readonly low: number;
  /** Mean volume over the bars found. */
  readonly meanVolume: number;
  /** Days with a bar in the window. */
  readonly bars: number;
}

/** Extremes and mean volume of completed days [from, to) (clamped to the symbol's first bar). */
export function windowLevels(daily: DailyColumns, from: number, to: number): WindowLevels {
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  let volume = 0;
  let bars = 0;
  if (daily.firstDay >= 0) {
    for (let t = Math.max(from, daily.firstDay, 0); t < to; t++) {
      const h = at(daily.high, t);
      if (h <= 0) continue;
      const f = at(daily.adjFactor, t);
      const ah = h * f;
      const al = at(daily.low, t) * f;
      if (ah > high) high = ah;
      if (al < low) low = al;
      volume += at(daily.volume, t);
      bars++;
    }
  }
  return {
    high: bars > 0 ? high : Number.NaN,
    low: bars > 0 ? low : Number.NaN,
    meanVolume: bars > 0 ? volume / bars : Number.NaN,
    bars,
  };
}

/**
 * Sum of the adjusted closes of the `count` completed days before `end`; NaN when the symbol has
 * fewer (or a gap). With the session's own adjusted price added and divided by count + 1 it is the
 * (count + 1)-day SMA ending on that session.
 */
export function sumOfCloses(daily: DailyColumns, end: number, count: number): number {
  const from = end - count;
  if (daily.firstDay < 0 || from < daily.firstDay) return Number.NaN;
  let sum = 0;
  for (let t = from; t < end; t++) {
    const c = at(daily.close, t);
    if (c <= 0) return Number.NaN;
    sum += c * at(daily.adjFactor, t);
  }
  return sum;
}

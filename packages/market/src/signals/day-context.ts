import type { OhlcvColumns } from '../daily-columns';
import { sma } from '../indicators/moving-averages';
import { adjustedColumn, type YesterdayIndicators, yesterdayIndicators } from './daily-indicators';
import { valueAt } from './session-bars';

/** Sessions in the 52-week high/low window. */
export const WEEKS_52_SESSIONS = 250;

/** Sessions in the average-volume window of the long-term breakout. */
export const VOLUME_AVERAGE_SESSIONS = 50;

/**
 * What the daily rules know before today's first bar: values at the last completed day
 * (index `days − 1`, "yesterday") on adjusted prices, paise. `NaN` where history is too short.
 */
export interface DayContext {
  readonly days: number;
  /** Yesterday's EMAs, ATR and Supertrend direction. */
  readonly yesterday: YesterdayIndicators;
  /** Yesterday's adjusted high, low and close. */
  readonly prevHigh: number;
  readonly prevLow: number;
  readonly prevClose: number;
  /** Yesterday's daily ATR 14 (the trade plans of the daily rules use it). */
  readonly atr14: number;
  /** SMA 50 / SMA 200 of the closes at yesterday. */
  readonly sma50: number;
  readonly sma200: number;
  /** Highest high / lowest low of the 250 sessions ending yesterday, and of the 250 ending the day before. */
  readonly high52w: number;
  readonly low52w: number;
  readonly high52wBefore: number;
  readonly low52wBefore: number;
  /** Mean adjusted volume of the 50 sessions ending yesterday. */
  readonly volumeAvg50: number;
  /**
   * The last min(days, 250) closes followed by one free slot for today's provisional close, so
   * today's SMA and RSI come from the indicator functions on a short column.
   */
  readonly closeTail: Float64Array;
}

/** Highest (`max`) or lowest of `values[end − count, end)`; NaN when that starts before 0. */
function extreme(values: Float64Array, end: number, count: number, max: boolean): number {
  if (end - count < 0) return Number.NaN;
  let best = max ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  for (let i = end - count; i < end; i++) {
    const v = valueAt(values, i);
    if (max ? v > best : v < best) best = v;
  }
  return best;
}

/** The simple average of the `period` values ending at the last index of `values` (NaN if too short). */
export function lastSma(values: Float64Array, period: number): number {
  if (values.length < period) return Number.NaN;
  return valueAt(sma(values.subarray(values.length - period), period), period - 1);
}

/** Builds the day context for the day after the first `days` completed days of `daily`. */
export function dayContext(daily: OhlcvColumns, days: number): DayContext {
  const yesterday = yesterdayIndicators(daily, days);
  // Adjusted highs and lows of the last 251 completed days (index w − 1 is yesterday).
  const from = days - WEEKS_52_SESSIONS - 1;
  const high = adjustedColumn(daily.high, daily.adjFactor, from, days);
  const low = adjustedColumn(daily.low, daily.adjFactor, from, days);
  const w = high.length;
  const volume = adjustedColumn(daily.volume, daily.adjFactor, days - VOLUME_AVERAGE_SESSIONS, days, true);
  const closes = adjustedColumn(daily.close, daily.adjFactor, days - WEEKS_52_SESSIONS, days);
  const closeTail = new Float64Array(closes.length + 1);
  closeTail.set(closes);
  return {
    days,
    yesterday,
    prevHigh: valueAt(high, w - 1),
    prevLow: valueAt(low, w - 1),
    prevClose: yesterday.close,
    atr14: yesterday.atr14,
    sma50: lastSma(closes, 50),
    sma200: lastSma(closes, 200),
    high52w: extreme(high, w, WEEKS_52_SESSIONS, true),
    low52w: extreme(low, w, WEEKS_52_SESSIONS, false),
    high52wBefore: extreme(high, w - 1, WEEKS_52_SESSIONS, true),
    low52wBefore: extreme(low, w - 1, WEEKS_52_SESSIONS, false),
    volumeAvg50: lastSma(volume, VOLUME_AVERAGE_SESSIONS),
    closeTail,
  };
}

import { rsi } from '../indicators/rsi';
import { type DayContext, lastSma } from './day-context';
import { BARS_PER_SESSION, valueAt } from './session-bars';
import type { IntradayColumns } from './signal-types';

/**
 * Today's daily bar as it stands at the close of 15-minute bar `bar` (open of bar 0, highest high
 * and lowest low so far, close of `bar`, volume so far), on adjusted prices, with the daily
 * indicators stepped one day on it. This is how the daily rules see "today" during the session.
 */
export interface ProvisionalDay {
  readonly bar: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  /** Volume so far, shares (adjusted). */
  readonly volume: number;
  /** Volume so far pro-rated to a full session: volume × 25 / (bar + 1). */
  readonly projectedVolume: number;
  readonly ema5: number;
  readonly ema13: number;
  readonly ema20: number;
  readonly ema50: number;
  readonly sma50: number;
  readonly sma200: number;
  /**
   * RSI 14 over the last 250 completed closes and today's (Wilder averages forget their start by
   * (13/14)^236 ≈ 3·10⁻⁸, so this equals the whole-history RSI to about 10⁻⁵ points).
   */
  readonly rsi14: number;
}

/** One EMA step: the same x·k + prev·(1 − k) update, k = 2/(period + 1), as `ema`. */
export function nextEma(previous: number, value: number, period: number): number {
  const k = 2 / (period + 1);
  return value * k + previous * (1 - k);
}

/** Builds the provisional day at the close of `bar` from today's 15-minute bars (printed × `factor`). */
export function provisionalDay(
  day: DayContext,
  m15: IntradayColumns,
  bar: number,
  factor: number,
): ProvisionalDay {
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  let volume = 0;
  for (let i = 0; i <= bar; i++) {
    high = Math.max(high, valueAt(m15.high, i));
    low = Math.min(low, valueAt(m15.low, i));
    volume += valueAt(m15.volume, i);
  }
  const close = valueAt(m15.close, bar) * factor;
  const y = day.yesterday;
  const tail = day.closeTail;
  tail[tail.length - 1] = close;
  const rsiColumn = rsi(tail, 14);
  return {
    bar,
    high: high * factor,
    low: low * factor,
    close,
    volume: volume / factor,
    projectedVolume: ((volume / factor) * BARS_PER_SESSION) / (bar + 1),
    ema5: nextEma(y.ema5, close, 5),
    ema13: nextEma(y.ema13, close, 13),
    ema20: nextEma(y.ema20, close, 20),
    ema50: nextEma(y.ema50, close, 50),
    sma50: lastSma(tail, 50),
    sma200: lastSma(tail, 200),
    rsi14: valueAt(rsiColumn, tail.length - 1),
  };
}

import type { OhlcvColumns } from '../daily-columns';
import { atr } from '../indicators/average-true-range';
import { ema } from '../indicators/moving-averages';
import { supertrend } from '../indicators/supertrend';
import { valueAt } from './session-bars';

/**
 * Whole-history daily indicators of one symbol on adjusted prices (printed × adjFactor, paise;
 * volume ÷ adjFactor, shares). All are causal: the value at day t depends on days ≤ t only, so one
 * computation serves every later "today" when a history is replayed.
 */
export interface DailyIndicators {
  readonly length: number;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
  readonly ema5: Float64Array;
  readonly ema13: Float64Array;
  readonly ema20: Float64Array;
  readonly ema50: Float64Array;
  /** Wilder ATR 14, adjusted paise. */
  readonly atr14: Float64Array;
  /** 1 where Supertrend(10, 3) is bullish (price above the lower band), else 0 (also in warm-up). */
  readonly supertrendUp: Uint8Array;
}

function adjusted(printed: ArrayLike<number>, factor: ArrayLike<number>, divide: boolean): Float64Array {
  const n = printed.length;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const f = valueAt(factor, i);
    out[i] = divide ? valueAt(printed, i) / f : valueAt(printed, i) * f;
  }
  return out;
}

/** Computes the daily indicators the rules read from a symbol's daily columns. */
export function dailyIndicators(daily: OhlcvColumns): DailyIndicators {
  const high = adjusted(daily.high, daily.adjFactor, false);
  const low = adjusted(daily.low, daily.adjFactor, false);
  const close = adjusted(daily.close, daily.adjFactor, false);
  const volume = adjusted(daily.volume, daily.adjFactor, true);
  const trend = supertrend(high, low, close, 10, 3);
  const supertrendUp = new Uint8Array(close.length);
  for (let i = 0; i < close.length; i++)
    supertrendUp[i] = Number.isFinite(valueAt(trend.lowerBand, i)) ? 1 : 0;
  return {
    length: close.length,
    high,
    low,
    close,
    volume,
    ema5: ema(close, 5),
    ema13: ema(close, 13),
    ema20: ema(close, 20),
    ema50: ema(close, 50),
    atr14: atr(high, low, close, 14),
    supertrendUp,
  };
}

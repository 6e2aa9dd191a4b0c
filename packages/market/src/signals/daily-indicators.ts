import type { OhlcvColumns } from '../daily-columns';
import { atr } from '../indicators/average-true-range';
import { ema } from '../indicators/moving-averages';
import { supertrend } from '../indicators/supertrend';
import { valueAt } from './session-bars';

/**
 * Completed sessions the daily indicators are computed over (the last 1,000 before today). The EMA
 * (≤ 50) and Wilder (14) recursions forget their start by (49/51)^950 ≈ 3·10⁻¹⁷ and (13/14)^985 ≈
 * 10⁻³², below double precision, so the values equal whole-history ones; Supertrend's bands restart
 * at each flip, so its direction equals the whole-history one once the window has seen a flip each way.
 */
export const DAILY_WINDOW = 1_000;

/**
 * Yesterday's daily indicator values (adjusted paise), read from the window ending at the last
 * completed day. `NaN` in warm-up; `supertrendUp` is 0 in warm-up.
 */
export interface YesterdayIndicators {
  readonly close: number;
  readonly ema5: number;
  readonly ema13: number;
  readonly ema20: number;
  readonly ema50: number;
  /** Wilder ATR 14. */
  readonly atr14: number;
  /** 1 when Supertrend(10, 3) is bullish at yesterday's close, else 0. */
  readonly supertrendUp: number;
  /** The same at the close of the day before yesterday. */
  readonly supertrendUpBefore: number;
}

/**
 * Adjusted values of `printed[from..to)`: × factor for prices, ÷ factor for volumes (`divide`);
 * `from` is clamped at 0.
 */
export function adjustedColumn(
  printed: ArrayLike<number>,
  factor: ArrayLike<number>,
  from: number,
  to: number,
  divide = false,
): Float64Array {
  const start = Math.max(0, from);
  const out = new Float64Array(Math.max(0, to - start));
  for (let i = start; i < to; i++) {
    const f = valueAt(factor, i);
    out[i - start] = divide ? valueAt(printed, i) / f : valueAt(printed, i) * f;
  }
  return out;
}

function isUp(lowerBand: Float64Array, i: number): number {
  return Number.isFinite(valueAt(lowerBand, i)) ? 1 : 0;
}

/** Computes yesterday's indicators over the window of the `DAILY_WINDOW` days before day `days`. */
export function yesterdayIndicators(daily: OhlcvColumns, days: number): YesterdayIndicators {
  const from = days - DAILY_WINDOW;
  const high = adjustedColumn(daily.high, daily.adjFactor, from, days);
  const low = adjustedColumn(daily.low, daily.adjFactor, from, days);
  const close = adjustedColumn(daily.close, daily.adjFactor, from, days);
  const y = close.length - 1;
  const last = (column: Float64Array) => valueAt(column, y);
  const trend = supertrend(high, low, close, 10, 3);
  return {
    close: last(close),
    ema5: last(ema(close, 5)),
    ema13: last(ema(close, 13)),
    ema20: last(ema(close, 20)),
    ema50: last(ema(close, 50)),
    atr14: last(atr(high, low, close, 14)),
    supertrendUp: isUp(trend.lowerBand, y),
    supertrendUpBefore: isUp(trend.lowerBand, y - 1),
  };
}

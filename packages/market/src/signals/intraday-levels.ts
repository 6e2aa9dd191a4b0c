import type { OhlcvColumns } from '../daily-columns';
import { classicPivots } from '../levels/pivot-levels';
import { TICK_PAISE, valueAt } from './session-bars';

/**
 * Today's intraday trigger prices shown in the signal tables, printed paise on the ₹0.05 tick:
 * `btintraday` (buy above; shown green) is the classic pivot R1 = 2P − L and `stintraday` (sell
 * below; shown red) the classic S1 = 2P − H of the previous completed session, P = (H + L + C)/3.
 */
export interface IntradayTriggerLevels {
  readonly btintraday: number;
  readonly stintraday: number;
}

/**
 * Computes btintraday (R1, rounded up to the tick) and stintraday (S1, rounded down) from the
 * last of the first `days` completed daily bars, converted to today's printed basis
 * (adjusted ÷ `todayAdjFactor`). Null without a completed day.
 */
export function intradayTriggerLevels(
  daily: OhlcvColumns,
  days: number = daily.close.length,
  todayAdjFactor = 1,
): IntradayTriggerLevels | null {
  const last = days - 1;
  if (last < 0) return null;
  const scale = valueAt(daily.adjFactor, last) / todayAdjFactor;
  const levels = classicPivots({
    high: valueAt(daily.high, last) * scale,
    low: valueAt(daily.low, last) * scale,
    close: valueAt(daily.close, last) * scale,
  });
  return {
    btintraday: Math.ceil(levels.r1 / TICK_PAISE - 1e-9) * TICK_PAISE,
    stintraday: Math.floor(levels.s1 / TICK_PAISE + 1e-9) * TICK_PAISE,
  };
}

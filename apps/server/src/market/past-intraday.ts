/**
 * Intraday bars of a completed day, regenerated: the player draws each day's 1-second path from the
 * feed's seed, the symbol, the date and the day bar (printed paise), so a past day's bars are the
 * same path it played then, rebuilt on demand (about 1 ms per symbol-day). Simulated intraday detail
 * also for replayed real days, whose files have only day bars.
 */
import {
  aggregateIntradayBars,
  generateIntradayPath,
  type IntradayBars,
  type MarketState,
  snapPricesToTick,
} from '@nivesh/market';

/** Equities trade on the ₹0.05 tick (paise). */
const EQUITY_TICK = 5;

/** Bars of `minutes` minutes of symbol `id` on completed day `t` of `state` (printed paise), or undefined without a bar. */
export function pastDayBars(
  seed: string,
  state: MarketState,
  id: number,
  t: number,
  minutes: number,
): IntradayBars | undefined {
  const daily = state.daily(id);
  const date = state.dates[t];
  const open = daily.open[t] ?? 0;
  if (date === undefined || t < daily.firstDay || !(open > 0)) return undefined;
  const path = generateIntradayPath({
    seed,
    symbol: state.meta(id).symbol,
    date,
    open,
    high: daily.high[t] ?? 0,
    low: daily.low[t] ?? 0,
    close: daily.close[t] ?? 0,
    volume: daily.volume[t] ?? 0,
  });
  snapPricesToTick(path.price, EQUITY_TICK);
  return aggregateIntradayBars(path, minutes * 60);
}

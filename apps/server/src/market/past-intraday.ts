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
import { tickAlignedBar } from './replay/replay-days';

/** Equities trade on the ₹0.05 tick (paise). */
const EQUITY_TICK = 5;

/**
 * An index's levels (hundredths of a point) are not on the ₹0.05 tick the path generator needs: its
 * path is drawn through the day bar × 5, which is, and scaled back.
 */
export const INDEX_PATH_SCALE = EQUITY_TICK;

/**
 * Bars of `minutes` minutes of symbol `id` on completed day `t` of `state` (printed paise), or
 * undefined without a bar. `scale`: `INDEX_PATH_SCALE` for an index.
 */
export function pastDayBars(
  seed: string,
  state: MarketState,
  id: number,
  t: number,
  minutes: number,
  scale = 1,
): IntradayBars | undefined {
  const daily = state.daily(id);
  const date = state.dates[t];
  const open = daily.open[t] ?? 0;
  if (date === undefined || t < daily.firstDay || !(open > 0)) return undefined;
  // A real bar off the ₹0.05 tick (most of a 2024–2026 bhavcopy) is drawn through the bar rounded
  // inward to the tick, as the replay played it (replay-days.ts); no tick inside: no bars.
  const bar = tickAlignedBar({
    open: open * scale,
    high: (daily.high[t] ?? 0) * scale,
    low: (daily.low[t] ?? 0) * scale,
    close: (daily.close[t] ?? 0) * scale,
    volume: daily.volume[t] ?? 0,
  });
  if (!bar || !Number.isSafeInteger(bar.volume) || bar.volume < 0) return undefined;
  const path = generateIntradayPath({ seed, symbol: state.meta(id).symbol, date, ...bar });
  snapPricesToTick(path.price, EQUITY_TICK);
  const bars = aggregateIntradayBars(path, minutes * 60);
  if (scale === 1) return bars;
  const back = (column: Int32Array) => column.map((v) => Math.round(v / scale));
  return {
    ...bars,
    open: back(bars.open),
    high: back(bars.high),
    low: back(bars.low),
    close: back(bars.close),
  };
}

/**
 * Live intraday paths for ETFs, commodities and global indices, through the equities' own
 * `planIntradayDay` / `intradayPathForMinute`. Those accept any daily bar on the 5-unit grid, which
 * every bar here is (MCX ticks are ₹0.05, ₹0.10, ₹1 or ₹10 = 5, 10, 100, 1,000 paise; indices step by
 * 5 hundredths of a point), and they print the seconds in between on the 5-unit grid. For an
 * instrument whose tick is coarser (gold: ₹1), snap those prices to its tick with the helpers below:
 * the bar's open, high, low and close are on the tick, so snapping never leaves [low, high] and keeps
 * them exact.
 */
import type {
  IntradayDayInput,
  IntradayDayPlan,
  IntradayMinute,
  IntradayPath,
} from '../simulator/intraday-path';
import { generateIntradayPath, intradayPathForMinute } from '../simulator/intraday-path';
import type { IsoDate } from '../units';
import type { OtherInstrumentSeries } from './types';

/** Bar `t` of an instrument as the input of `planIntradayDay` (prices in stored units, volume as is). */
export function otherInstrumentIntradayInput(
  seed: string,
  series: OtherInstrumentSeries,
  date: IsoDate,
  t: number,
): IntradayDayInput {
  const bar = (column: ArrayLike<number>): number => {
    const value = column[t];
    if (value === undefined) throw new RangeError(`${series.symbol} has no bar ${t}`);
    return value;
  };
  return {
    seed,
    symbol: series.symbol,
    date,
    open: bar(series.open),
    high: bar(series.high),
    low: bar(series.low),
    close: bar(series.close),
    volume: bar(series.volume),
  };
}

/** Rounds a price (stored units) to the nearest multiple of `tick`. */
export function snapPriceToTick(price: number, tick: number): number {
  return Math.round(price / tick) * tick;
}

/** Rounds every price of `prices` to `tick` in place and returns it. */
export function snapPricesToTick(prices: Int32Array, tick: number): Int32Array {
  if (tick === 5) return prices;
  for (let i = 0; i < prices.length; i++) prices[i] = snapPriceToTick(prices[i] ?? 0, tick);
  return prices;
}

/** One minute of the live path with prices on `tick` (the instrument's `meta.tick`). */
export function intradayMinuteOnTick(plan: IntradayDayPlan, minute: number, tick: number): IntradayMinute {
  const m = intradayPathForMinute(plan, minute);
  snapPricesToTick(m.price, tick);
  return m;
}

/** The whole day's 1-second path with prices on `tick`. */
export function intradayPathOnTick(plan: IntradayDayPlan, tick: number): IntradayPath {
  const path = generateIntradayPath(plan);
  snapPricesToTick(path.price, tick);
  return path;
}

/**
 * Intraday OHLCV bars and VWAP from a 1-second path, plus the live-feed ticks that drive
 * `MarketState.applyTick` from a clock.
 *
 * Every second carries one print (its price), so bar OHLC come from all seconds, including the rare
 * zero-quantity ones of very thin days (those are last-price updates, exactly what `applyTick` is
 * told): the bars then agree with the live quote and with the day's high and low.
 */

import {
  type IntradayDayPlan,
  type IntradayPath,
  intradayPathForMinute,
  SESSION_MINUTES,
  SESSION_SECONDS,
} from './intraday-path';

/** Columnar intraday bars; index i covers seconds [i·barSeconds, (i+1)·barSeconds). */
export interface IntradayBars {
  readonly barSeconds: number;
  readonly count: number;
  /** Paise on the ₹0.05 tick. */
  readonly open: Int32Array;
  readonly high: Int32Array;
  readonly low: Int32Array;
  readonly close: Int32Array;
  /** Whole shares. */
  readonly volume: Float64Array;
  /** Σ price × quantity in paise (for VWAP and for exact roll-ups). */
  readonly turnover: Float64Array;
  /** Session VWAP (cumulative since the open) at each bar's last second, fractional paise. */
  readonly vwap: Float64Array;
  /** False when the last bar is still forming (a live partial bar). */
  readonly lastComplete: boolean;
}

/** The seconds a bar builder reads: price and quantity per second since the open. */
export interface IntradaySeconds {
  readonly price: Int32Array;
  readonly quantity: Float64Array;
}

function at(values: ArrayLike<number>, i: number): number {
  return values[i] ?? 0;
}

function emptyBars(barSeconds: number, count: number, lastComplete: boolean): IntradayBars {
  return {
    barSeconds,
    count,
    open: new Int32Array(count),
    high: new Int32Array(count),
    low: new Int32Array(count),
    close: new Int32Array(count),
    volume: new Float64Array(count),
    turnover: new Float64Array(count),
    vwap: new Float64Array(count),
    lastComplete,
  };
}

/** Fills the cumulative VWAP column; before the first traded share it shows the last price. */
function fillVwap(bars: IntradayBars): void {
  let cumVolume = 0;
  let cumTurnover = 0;
  for (let i = 0; i < bars.count; i++) {
    cumVolume += at(bars.volume, i);
    cumTurnover += at(bars.turnover, i);
    bars.vwap[i] = cumVolume > 0 ? cumTurnover / cumVolume : at(bars.close, i);
  }
}

/**
 * Aggregates seconds [0, lastSecond] into bars of `barSeconds` (60 → 1-minute, 900 → 15-minute); the
 * last bar is partial when `lastSecond` is not a bar's final second.
 */
export function aggregateIntradayBars(
  seconds: IntradaySeconds,
  barSeconds: number,
  lastSecond = SESSION_SECONDS - 1,
): IntradayBars {
  if (!Number.isInteger(barSeconds) || barSeconds <= 0) throw new RangeError('barSeconds must be > 0');
  const last = Math.min(lastSecond, seconds.price.length - 1, SESSION_SECONDS - 1);
  if (last < 0) return emptyBars(barSeconds, 0, true);
  const count = Math.floor(last / barSeconds) + 1;
  const bars = emptyBars(barSeconds, count, (last + 1) % barSeconds === 0 || last === SESSION_SECONDS - 1);
  const { price, quantity } = seconds;
  for (let b = 0; b < count; b++) {
    const from = b * barSeconds;
    const to = Math.min(from + barSeconds - 1, last);
    let hi = at(price, from);
    let lo = hi;
    let vol = 0;
    let turnover = 0;
    for (let s = from; s <= to; s++) {
      const p = at(price, s);
      const q = at(quantity, s);
      if (p > hi) hi = p;
      if (p < lo) lo = p;
      vol += q;
      turnover += p * q;
    }
    bars.open[b] = at(price, from);
    bars.high[b] = hi;
    bars.low[b] = lo;
    bars.close[b] = at(price, to);
    bars.volume[b] = vol;
    bars.turnover[b] = turnover;
  }
  fillVwap(bars);
  return bars;
}

/** Minute columns recorded as a day is played (one entry per session minute). */
export interface MinuteColumns {
  readonly open: Int32Array;
  readonly high: Int32Array;
  readonly low: Int32Array;
  readonly close: Int32Array;
  readonly volume: Float64Array;
  readonly turnover: Float64Array;
}

/** One-minute bars from recorded minute columns: the first `count` minutes, the last one complete or forming. */
export function minuteBarsFromColumns(
  columns: MinuteColumns,
  count: number,
  lastComplete: boolean,
): IntradayBars {
  const n = Math.max(0, Math.min(count, columns.close.length));
  const bars = emptyBars(60, n, lastComplete);
  bars.open.set(columns.open.subarray(0, n));
  bars.high.set(columns.high.subarray(0, n));
  bars.low.set(columns.low.subarray(0, n));
  bars.close.set(columns.close.subarray(0, n));
  bars.volume.set(columns.volume.subarray(0, n));
  bars.turnover.set(columns.turnover.subarray(0, n));
  fillVwap(bars);
  return bars;
}

/** Rolls bars up by a whole `factor` (e.g. 15 one-minute bars → one 15-minute bar), exactly. */
export function rollUpIntradayBars(bars: IntradayBars, factor: number): IntradayBars {
  if (!Number.isInteger(factor) || factor <= 0) throw new RangeError('factor must be a whole number > 0');
  const count = Math.ceil(bars.count / factor);
  const lastComplete = bars.lastComplete && bars.count % factor === 0;
  // The session's final bar is complete even when short (375 minutes is 25 whole 15-minute bars anyway).
  const endsSession = bars.count * bars.barSeconds >= SESSION_SECONDS && bars.lastComplete;
  const out = emptyBars(bars.barSeconds * factor, count, lastComplete || endsSession);
  for (let b = 0; b < count; b++) {
    const from = b * factor;
    const to = Math.min(from + factor, bars.count) - 1;
    let hi = at(bars.high, from);
    let lo = at(bars.low, from);
    let vol = 0;
    let turnover = 0;
    for (let i = from; i <= to; i++) {
      hi = Math.max(hi, at(bars.high, i));
      lo = Math.min(lo, at(bars.low, i));
      vol += at(bars.volume, i);
      turnover += at(bars.turnover, i);
    }
    out.open[b] = at(bars.open, from);
    out.high[b] = hi;
    out.low[b] = lo;
    out.close[b] = at(bars.close, to);
    out.volume[b] = vol;
    out.turnover[b] = turnover;
  }
  fillVwap(out);
  return out;
}

/** Live bars at `second` (the latest printed second): completed bars plus the current partial one. */
export function intradayBarsUpTo(
  seconds: IntradaySeconds,
  second: number,
): { readonly minute: IntradayBars; readonly fifteenMinute: IntradayBars } {
  const minute = aggregateIntradayBars(seconds, 60, second);
  return { minute, fifteenMinute: rollUpIntradayBars(minute, 15) };
}

/** One print for the live feed: feed it to `MarketState.applyTick(id, pricePaise, quantity, timeMs)`. */
export interface IntradayTick {
  /** Seconds since 09:15:00 IST. */
  readonly second: number;
  /** Epoch milliseconds of the print (the start of its second). */
  readonly timeMs: number;
  readonly pricePaise: number;
  /** Whole shares; 0 only on days thinner than one share a second (a last-price update). */
  readonly quantity: number;
}

/**
 * The second of the session in progress at `timeMs`: −1 before 09:15:00 IST, 22,500 from 15:30:00 on.
 */
export function intradaySecondAt(sessionOpenMs: number, timeMs: number): number {
  const s = Math.floor((timeMs - sessionOpenMs) / 1000);
  return s < 0 ? -1 : Math.min(s, SESSION_SECONDS);
}

/**
 * Ticks for seconds [fromSecond, toSecond) — one per second, zero-quantity ones included (see
 * `IntradayTick.quantity`) — from a whole-day path or, lazily, from a plan minute by minute.
 */
export function intradayTicksBetween(
  dayPath: IntradayPath | IntradayDayPlan,
  fromSecond: number,
  toSecond: number,
): IntradayTick[] {
  const from = Math.max(0, Math.ceil(fromSecond));
  const to = Math.min(SESSION_SECONDS, Math.ceil(toSecond));
  const ticks: IntradayTick[] = [];
  if (to <= from) return ticks;
  const openMs = dayPath.sessionOpenMs;
  if ('price' in dayPath) {
    for (let s = from; s < to; s++) {
      ticks.push({
        second: s,
        timeMs: openMs + s * 1000,
        pricePaise: at(dayPath.price, s),
        quantity: at(dayPath.quantity, s),
      });
    }
    return ticks;
  }
  for (let m = Math.floor(from / 60); m < SESSION_MINUTES && m * 60 < to; m++) {
    const minute = intradayPathForMinute(dayPath, m);
    const first = Math.max(from, m * 60);
    const last = Math.min(to, m * 60 + 60);
    for (let s = first; s < last; s++) {
      ticks.push({
        second: s,
        timeMs: openMs + s * 1000,
        pricePaise: at(minute.price, s - m * 60),
        quantity: at(minute.quantity, s - m * 60),
      });
    }
  }
  return ticks;
}

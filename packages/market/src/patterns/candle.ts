/**
 * Candle geometry shared by the price patterns: body, range and shadows of bar `t` of OHLC columns
 * (any one price unit: paise, adjusted rupees), and the trend that leads into a pattern.
 */

/** OHLC columns of one instrument, oldest bar first (volume is not needed by any pattern). */
export interface OhlcSeries {
  readonly open: ArrayLike<number>;
  readonly high: ArrayLike<number>;
  readonly low: ArrayLike<number>;
  readonly close: ArrayLike<number>;
}

/** One bar's prices. */
export interface Candle {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
}

/** Bars the trend before a pattern is measured over. */
export const TREND_BARS = 5;
/** A long body is at least this share of its bar's range. */
export const LONG_BODY = 0.6;
/** A doji's body is at most this share of its range. */
export const DOJI_BODY = 0.1;

/** Bar `t` of `s`, or undefined outside the series or without a positive price. */
export function candleAt(s: OhlcSeries, t: number): Candle | undefined {
  if (t < 0) return undefined;
  const open = s.open[t];
  const high = s.high[t];
  const low = s.low[t];
  const close = s.close[t];
  if (open === undefined || high === undefined || low === undefined || close === undefined) return undefined;
  if (!(open > 0 && high > 0 && low > 0 && close > 0)) return undefined;
  return { open, high, low, close };
}

/** |close − open|. */
export const body = (c: Candle): number => Math.abs(c.close - c.open);
/** high − low. */
export const range = (c: Candle): number => c.high - c.low;
/** high − max(open, close). */
export const upperShadow = (c: Candle): number => c.high - Math.max(c.open, c.close);
/** min(open, close) − low. */
export const lowerShadow = (c: Candle): number => Math.min(c.open, c.close) - c.low;
/** close > open. */
export const isBullish = (c: Candle): boolean => c.close > c.open;
/** close < open. */
export const isBearish = (c: Candle): boolean => c.close < c.open;
/** A body of at least `LONG_BODY` of a non-empty range. */
export const hasLongBody = (c: Candle): boolean => range(c) > 0 && body(c) >= LONG_BODY * range(c);
/** Midpoint of the body. */
export const bodyMid = (c: Candle): number => (c.open + c.close) / 2;

export type Trend = 'up' | 'down' | 'flat';

/**
 * The trend into a pattern whose first bar is `first`: the close of the bar before it against the
 * close `TREND_BARS` bars earlier (close[first − 1] vs close[first − 1 − 5]); undefined without
 * that much history.
 */
export function trendInto(s: OhlcSeries, first: number): Trend | undefined {
  const last = candleAt(s, first - 1);
  const earlier = candleAt(s, first - 1 - TREND_BARS);
  if (!last || !earlier) return undefined;
  if (last.close > earlier.close) return 'up';
  if (last.close < earlier.close) return 'down';
  return 'flat';
}

/** The last `count` bars ending at `t` (oldest first), or undefined when any is missing. */
export function candlesEndingAt(s: OhlcSeries, t: number, count: number): Candle[] | undefined {
  const out: Candle[] = [];
  for (let k = t - count + 1; k <= t; k++) {
    const c = candleAt(s, k);
    if (!c) return undefined;
    out.push(c);
  }
  return out;
}

/** Candlestick and price patterns on OHLC columns (docs/intraday-and-pre-market-screeners.md). */
import type { OhlcSeries } from './candle';
import type { PricePattern } from './pattern-types';
import { RANGE_PATTERNS } from './range-patterns';
import { SINGLE_BAR_PATTERNS } from './single-bar-patterns';
import { THREE_BAR_PATTERNS } from './three-bar-patterns';
import { TWO_BAR_PATTERNS } from './two-bar-patterns';

export {
  type Candle,
  candleAt,
  DOJI_BODY,
  LONG_BODY,
  type OhlcSeries,
  TREND_BARS,
  type Trend,
  trendInto,
} from './candle';
export type { PatternBias, PricePattern } from './pattern-types';

/** Every pattern, in display order. */
export const PRICE_PATTERNS: readonly PricePattern[] = [
  ...SINGLE_BAR_PATTERNS,
  ...TWO_BAR_PATTERNS,
  ...THREE_BAR_PATTERNS,
  ...RANGE_PATTERNS,
];

const BY_ID = new Map(PRICE_PATTERNS.map((p) => [p.id, p]));

/** The pattern with this id (any case), or undefined. */
export function pricePatternOf(id: string): PricePattern | undefined {
  return BY_ID.get(id.toLowerCase());
}

/** Bars of history a detector may read back from its bar (NR7's 7 bars; a 3-bar pattern's trend 3 + 5). */
export const PATTERN_LOOKBACK = 9;

/** Ids of the patterns that complete on bar `t` of `s`, in catalogue order. */
export function patternsAt(s: OhlcSeries, t: number): string[] {
  return PRICE_PATTERNS.filter((p) => p.detect(s, t)).map((p) => p.id);
}

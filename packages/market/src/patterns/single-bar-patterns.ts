/** One-candle patterns: doji and the hammer family (body/shadow ratios plus the trend into the bar). */
import {
  body,
  type Candle,
  candleAt,
  DOJI_BODY,
  lowerShadow,
  type OhlcSeries,
  range,
  type Trend,
  trendInto,
  upperShadow,
} from './candle';
import type { PricePattern } from './pattern-types';

/** A shadow this many times the body (or more) is "long". */
export const SHADOW_TO_BODY = 2;
/** A long shadow is also at least this share of the range. */
export const LONG_SHADOW = 0.6;
/** The opposite shadow is at most this share of the range. */
export const SMALL_SHADOW = 0.1;

/** One shadow long (≥ 2 × body and ≥ 60 % of the range), the other tiny (≤ 10 % of the range). */
function longShadowShape(long: (c: Candle) => number, short: (c: Candle) => number) {
  return (c: Candle): boolean => {
    const r = range(c);
    return (
      r > 0 &&
      long(c) >= SHADOW_TO_BODY * body(c) &&
      long(c) >= LONG_SHADOW * r &&
      short(c) <= SMALL_SHADOW * r
    );
  };
}

/** Long lower shadow, tiny upper shadow (the hammer / hanging man candle). */
const hasHammerShape = longShadowShape(lowerShadow, upperShadow);
/** Long upper shadow, tiny lower shadow (the inverted hammer / shooting star candle). */
const hasInvertedShape = longShadowShape(upperShadow, lowerShadow);

/** A one-bar detector: the candle's shape after the given trend. */
function oneBar(shape: (c: Candle) => boolean, trend: Trend) {
  return (s: OhlcSeries, t: number): boolean => {
    const c = candleAt(s, t);
    return c !== undefined && shape(c) && trendInto(s, t) === trend;
  };
}

const HAMMER_SHAPE = 'lower shadow ≥ 2 × body and ≥ 60 % of the range, upper shadow ≤ 10 % of the range';
const INVERTED_SHAPE = 'upper shadow ≥ 2 × body and ≥ 60 % of the range, lower shadow ≤ 10 % of the range';
const AFTER_DOWN = 'after a down-trend (the previous close below the close 5 bars before it)';
const AFTER_UP = 'after an up-trend (the previous close above the close 5 bars before it)';

export const SINGLE_BAR_PATTERNS: readonly PricePattern[] = [
  {
    id: 'doji',
    name: 'Doji',
    bias: 'neutral',
    bars: 1,
    rule: 'Body (|close − open|) ≤ 10 % of the range (high − low), range > 0. No trend condition.',
    detect: (s, t) => {
      const c = candleAt(s, t);
      return c !== undefined && range(c) > 0 && body(c) <= DOJI_BODY * range(c);
    },
  },
  {
    id: 'hammer',
    name: 'Hammer',
    bias: 'bullish',
    bars: 1,
    rule: `A candle with ${HAMMER_SHAPE}, ${AFTER_DOWN}.`,
    detect: oneBar(hasHammerShape, 'down'),
  },
  {
    id: 'hanging-man',
    name: 'Hanging man',
    bias: 'bearish',
    bars: 1,
    rule: `The hammer candle (${HAMMER_SHAPE}) ${AFTER_UP}.`,
    detect: oneBar(hasHammerShape, 'up'),
  },
  {
    id: 'inverted-hammer',
    name: 'Inverted hammer',
    bias: 'bullish',
    bars: 1,
    rule: `A candle with ${INVERTED_SHAPE}, ${AFTER_DOWN}.`,
    detect: oneBar(hasInvertedShape, 'down'),
  },
  {
    id: 'shooting-star',
    name: 'Shooting star',
    bias: 'bearish',
    bars: 1,
    rule: `The inverted-hammer candle (${INVERTED_SHAPE}) ${AFTER_UP}.`,
    detect: oneBar(hasInvertedShape, 'up'),
  },
];

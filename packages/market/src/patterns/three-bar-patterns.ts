/** Three-candle patterns: morning and evening star, three white soldiers, three black crows. */
import {
  body,
  bodyMid,
  type Candle,
  candlesEndingAt,
  hasLongBody,
  isBearish,
  isBullish,
  type OhlcSeries,
  type Trend,
  trendInto,
} from './candle';
import type { PricePattern } from './pattern-types';

/** The star's body is at most this share of the first bar's body. */
export const STAR_BODY = 0.3;

/** A three-bar detector: `shape(a, b, c)`, after `trend` into the first bar when given. */
function threeBars(shape: (a: Candle, b: Candle, c: Candle) => boolean, trend?: Trend) {
  return (s: OhlcSeries, t: number): boolean => {
    const [a, b, c] = candlesEndingAt(s, t, 3) ?? [];
    if (a === undefined || b === undefined || c === undefined || !shape(a, b, c)) return false;
    return trend === undefined || trendInto(s, t - 2) === trend;
  };
}

/** Each bar green with a long body, opening inside the previous body and closing higher. */
function soldier(prev: Candle, bar: Candle): boolean {
  return (
    isBullish(bar) &&
    hasLongBody(bar) &&
    bar.open > prev.open &&
    bar.open <= prev.close &&
    bar.close > prev.close
  );
}

/** Each bar red with a long body, opening inside the previous body and closing lower. */
function crow(prev: Candle, bar: Candle): boolean {
  return (
    isBearish(bar) &&
    hasLongBody(bar) &&
    bar.open < prev.open &&
    bar.open >= prev.close &&
    bar.close < prev.close
  );
}

export const THREE_BAR_PATTERNS: readonly PricePattern[] = [
  {
    id: 'morning-star',
    name: 'Morning star',
    bias: 'bullish',
    bars: 3,
    rule: 'A long red bar; a small bar (body ≤ 30 % of the first body) whose body lies at or below the first close; a green bar closing above the midpoint of the first body; after a down-trend into the first bar.',
    detect: threeBars(
      (a, b, c) =>
        isBearish(a) &&
        hasLongBody(a) &&
        body(b) <= STAR_BODY * body(a) &&
        Math.max(b.open, b.close) <= a.close &&
        isBullish(c) &&
        c.close > bodyMid(a),
      'down',
    ),
  },
  {
    id: 'evening-star',
    name: 'Evening star',
    bias: 'bearish',
    bars: 3,
    rule: 'A long green bar; a small bar (body ≤ 30 % of the first body) whose body lies at or above the first close; a red bar closing below the midpoint of the first body; after an up-trend into the first bar.',
    detect: threeBars(
      (a, b, c) =>
        isBullish(a) &&
        hasLongBody(a) &&
        body(b) <= STAR_BODY * body(a) &&
        Math.min(b.open, b.close) >= a.close &&
        isBearish(c) &&
        c.close < bodyMid(a),
      'up',
    ),
  },
  {
    id: 'three-white-soldiers',
    name: 'Three white soldiers',
    bias: 'bullish',
    bars: 3,
    rule: 'Three green bars, each with a body ≥ 60 % of its range; the second and third each open inside the previous body (above its open, at or below its close) and close above the previous close. No trend condition.',
    detect: threeBars((a, b, c) => isBullish(a) && hasLongBody(a) && soldier(a, b) && soldier(b, c)),
  },
  {
    id: 'three-black-crows',
    name: 'Three black crows',
    bias: 'bearish',
    bars: 3,
    rule: 'Three red bars, each with a body ≥ 60 % of its range; the second and third each open inside the previous body (below its open, at or above its close) and close below the previous close. No trend condition.',
    detect: threeBars((a, b, c) => isBearish(a) && hasLongBody(a) && crow(a, b) && crow(b, c)),
  },
];

/** Two-candle reversal patterns: engulfing, harami, piercing line, dark cloud cover. */
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

/** A two-bar detector: `shape(first, second)` after `trend` (measured into the first bar). */
function twoBars(shape: (a: Candle, b: Candle) => boolean, trend: Trend) {
  return (s: OhlcSeries, t: number): boolean => {
    const bars = candlesEndingAt(s, t, 2);
    const [a, b] = bars ?? [];
    return a !== undefined && b !== undefined && shape(a, b) && trendInto(s, t - 1) === trend;
  };
}

const AFTER_DOWN = 'after a down-trend into the first bar (its previous close below the close 5 bars before)';
const AFTER_UP = 'after an up-trend into the first bar (its previous close above the close 5 bars before)';

export const TWO_BAR_PATTERNS: readonly PricePattern[] = [
  {
    id: 'bullish-engulfing',
    name: 'Bullish engulfing',
    bias: 'bullish',
    bars: 2,
    rule: `A red bar, then a green bar that opens at or below the red close, closes at or above the red open, with a bigger body; ${AFTER_DOWN}.`,
    detect: twoBars(
      (a, b) => isBearish(a) && isBullish(b) && b.open <= a.close && b.close >= a.open && body(b) > body(a),
      'down',
    ),
  },
  {
    id: 'bearish-engulfing',
    name: 'Bearish engulfing',
    bias: 'bearish',
    bars: 2,
    rule: `A green bar, then a red bar that opens at or above the green close, closes at or below the green open, with a bigger body; ${AFTER_UP}.`,
    detect: twoBars(
      (a, b) => isBullish(a) && isBearish(b) && b.open >= a.close && b.close <= a.open && body(b) > body(a),
      'up',
    ),
  },
  {
    id: 'bullish-harami',
    name: 'Bullish harami',
    bias: 'bullish',
    bars: 2,
    rule: `A long red bar (body ≥ 60 % of its range), then a green bar whose body lies inside it (open ≥ red close, close ≤ red open) and is smaller; ${AFTER_DOWN}.`,
    detect: twoBars(
      (a, b) =>
        isBearish(a) &&
        hasLongBody(a) &&
        isBullish(b) &&
        b.open >= a.close &&
        b.close <= a.open &&
        body(b) < body(a),
      'down',
    ),
  },
  {
    id: 'bearish-harami',
    name: 'Bearish harami',
    bias: 'bearish',
    bars: 2,
    rule: `A long green bar (body ≥ 60 % of its range), then a red bar whose body lies inside it (open ≤ green close, close ≥ green open) and is smaller; ${AFTER_UP}.`,
    detect: twoBars(
      (a, b) =>
        isBullish(a) &&
        hasLongBody(a) &&
        isBearish(b) &&
        b.open <= a.close &&
        b.close >= a.open &&
        body(b) < body(a),
      'up',
    ),
  },
  {
    id: 'piercing-line',
    name: 'Piercing line',
    bias: 'bullish',
    bars: 2,
    rule: `A long red bar, then a green bar that opens below the red close and closes above the midpoint of the red body but below the red open; ${AFTER_DOWN}.`,
    detect: twoBars(
      (a, b) =>
        isBearish(a) &&
        hasLongBody(a) &&
        isBullish(b) &&
        b.open < a.close &&
        b.close > bodyMid(a) &&
        b.close < a.open,
      'down',
    ),
  },
  {
    id: 'dark-cloud-cover',
    name: 'Dark cloud cover',
    bias: 'bearish',
    bars: 2,
    rule: `A long green bar, then a red bar that opens above the green close and closes below the midpoint of the green body but above the green open; ${AFTER_UP}.`,
    detect: twoBars(
      (a, b) =>
        isBullish(a) &&
        hasLongBody(a) &&
        isBearish(b) &&
        b.open > a.close &&
        b.close < bodyMid(a) &&
        b.close > a.open,
      'up',
    ),
  },
];

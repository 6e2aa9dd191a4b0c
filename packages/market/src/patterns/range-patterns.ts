/** Range patterns: inside bar, outside bar, NR4 and NR7 (narrowest range of the last 4 or 7 bars). */
import { type Candle, candlesEndingAt, type OhlcSeries, range } from './candle';
import type { PricePattern } from './pattern-types';

function lastTwo(s: OhlcSeries, t: number, shape: (prev: Candle, bar: Candle) => boolean): boolean {
  const [prev, bar] = candlesEndingAt(s, t, 2) ?? [];
  return prev !== undefined && bar !== undefined && shape(prev, bar);
}

/** Bar t's range is strictly smaller than each of the `lookback − 1` ranges before it. */
function narrowestOf(lookback: number) {
  return (s: OhlcSeries, t: number): boolean => {
    const bars = candlesEndingAt(s, t, lookback);
    const bar = bars?.[lookback - 1];
    if (!bars || !bar) return false;
    const r = range(bar);
    return bars.slice(0, -1).every((earlier) => r < range(earlier));
  };
}

export const RANGE_PATTERNS: readonly PricePattern[] = [
  {
    id: 'inside-bar',
    name: 'Inside bar',
    bias: 'neutral',
    bars: 2,
    rule: 'High below the previous high and low above the previous low (both strictly).',
    detect: (s, t) => lastTwo(s, t, (prev, bar) => bar.high < prev.high && bar.low > prev.low),
  },
  {
    id: 'outside-bar',
    name: 'Outside bar',
    bias: 'neutral',
    bars: 2,
    rule: 'High above the previous high and low below the previous low (both strictly).',
    detect: (s, t) => lastTwo(s, t, (prev, bar) => bar.high > prev.high && bar.low < prev.low),
  },
  {
    id: 'nr4',
    name: 'NR4',
    bias: 'neutral',
    bars: 4,
    rule: 'Range (high − low) strictly narrower than each of the 3 bars before it.',
    detect: narrowestOf(4),
  },
  {
    id: 'nr7',
    name: 'NR7',
    bias: 'neutral',
    bars: 7,
    rule: 'Range (high − low) strictly narrower than each of the 6 bars before it.',
    detect: narrowestOf(7),
  },
];

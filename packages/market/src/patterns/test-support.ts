/** Crafted bars for the pattern tests: a 6-bar trend then the pattern's own bars (integer prices). */
import type { OhlcSeries } from './candle';

/** One bar: [open, high, low, close]. */
export type Bar = readonly [number, number, number, number];

/** Six bars closing 300 lower (down), higher (up) or the same (flat) each day, ending near 10,000. */
export function trendBars(direction: 'up' | 'down' | 'flat'): Bar[] {
  const step = direction === 'up' ? 300 : direction === 'down' ? -300 : 0;
  return Array.from({ length: 6 }, (_, k) => {
    const close = 10_000 - step * (6 - k);
    const open = close - step / 3;
    return [open, Math.max(open, close) + 50, Math.min(open, close) - 50, close] as const;
  });
}

/** Columns of `bars`. */
export function seriesOf(bars: readonly Bar[]): OhlcSeries {
  return {
    open: bars.map((b) => b[0]),
    high: bars.map((b) => b[1]),
    low: bars.map((b) => b[2]),
    close: bars.map((b) => b[3]),
  };
}

/** The series of a trend followed by `pattern`, and the index of its last bar. */
export function afterTrend(
  direction: 'up' | 'down' | 'flat',
  pattern: readonly Bar[],
): { s: OhlcSeries; t: number } {
  const bars = [...trendBars(direction), ...pattern];
  return { s: seriesOf(bars), t: bars.length - 1 };
}

/** Bars of the given ranges (low 10,000, open and close at the middle). */
export function barsOfRanges(ranges: readonly number[]): Bar[] {
  return ranges.map((r) => [10_000 + r / 2, 10_000 + r, 10_000, 10_000 + r / 2] as const);
}

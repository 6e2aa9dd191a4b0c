import type { OhlcSeries } from './candle';

export type PatternBias = 'bullish' | 'bearish' | 'neutral';

/** One price pattern: what it is called, which way it points, its exact rule and its detector. */
export interface PricePattern {
  /** Stable id used in URLs (`hammer`, `bullish-engulfing`, `nr7`). */
  readonly id: string;
  readonly name: string;
  readonly bias: PatternBias;
  /** Bars the pattern spans (1–3); the last is the bar it is reported on. */
  readonly bars: number;
  /** The exact rule, in words (shown on the page and in docs/intraday-and-pre-market-screeners.md). */
  readonly rule: string;
  /** True when the pattern completes on bar `t` of `s`. Never throws: missing bars are no match. */
  readonly detect: (s: OhlcSeries, t: number) => boolean;
}

/** Hand-made daily bars and tips for the stock-tips tests. */
import type { OhlcvColumns } from '../daily-columns';
import type { StockTip } from './rules';

/** One daily bar, printed paise (and shares); `factor` is the backward adjustment factor. */
export interface Bar {
  readonly o: number;
  readonly h: number;
  readonly l: number;
  readonly c: number;
  readonly v?: number;
  readonly factor?: number;
}

export function columns(bars: readonly Bar[]): OhlcvColumns {
  return {
    open: Int32Array.from(bars, (b) => b.o),
    high: Int32Array.from(bars, (b) => b.h),
    low: Int32Array.from(bars, (b) => b.l),
    close: Int32Array.from(bars, (b) => b.c),
    volume: Float64Array.from(bars, (b) => b.v ?? 1000),
    adjFactor: Float64Array.from(bars, (b) => b.factor ?? 1),
  };
}

/** `n` quiet sessions: close ₹100, range ₹99–₹101, 1,000 shares. */
export const flat = (n: number): Bar[] =>
  Array.from({ length: n }, () => ({ o: 10_000, h: 10_100, l: 9_900, c: 10_000, v: 1000 }));

/**
 * A swing tip issued at the close of day 0: buy ₹100.00–₹101.00, target ₹105, stop ₹98, entry
 * window 2 sessions, horizon 3 sessions.
 */
export const tip: StockTip = {
  symbol: 'X',
  rule: 'swing-breakout',
  horizon: 'swing',
  issueDay: 0,
  side: 'buy',
  entryLow: 10_000,
  entryHigh: 10_100,
  target: 10_500,
  stop: 9_800,
  horizonSessions: 3,
  entryWindowSessions: 2,
  facts: {},
};

/** The issue day (index 0) followed by `after`. */
export const issueThen = (...after: Bar[]): OhlcvColumns =>
  columns([{ o: 9_900, h: 10_000, l: 9_850, c: 10_000 }, ...after]);

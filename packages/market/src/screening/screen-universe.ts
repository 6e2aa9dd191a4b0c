import type { OhlcvColumns } from '../daily-columns';

/**
 * Bars of one symbol on one timeframe, as the universe hands them over: printed prices in paise,
 * `adjFactor` (adjusted = printed × factor), printed volume, and the trading day (`YYYY-MM-DD`, IST)
 * of every bar, ascending. `version`, when given, must change whenever the bars change in place;
 * otherwise the cache keys on the object's identity and length.
 */
export interface ScreenBars extends OhlcvColumns {
  readonly dates: readonly string[];
  readonly version?: number;
}

/** Timeframes a universe supplies directly; weekly bars are built from daily ones. */
export type SuppliedTimeframe = 'daily' | 'm15';

/** The data port screens run against: one row `i` per symbol, `0 ≤ i < count`. */
export interface ScreenUniverse {
  readonly count: number;
  /** NSE symbol of row `i`. */
  symbol(i: number): string;
  /** A text field (`sector`, `industry`) of row `i`, `undefined` when unknown. */
  text(i: number, field: string): string | undefined;
  /** A number field (`market_cap` in ₹ crore, `pe`, `roe` in %…) of row `i`, `NaN` when unknown. */
  number(i: number, field: string): number;
  /** Bars of row `i` on a timeframe, `undefined` when there are none. */
  bars(i: number, timeframe: SuppliedTimeframe): ScreenBars | undefined;
  /** Names of the indices row `i` belongs to (e.g. `NIFTY 50`). */
  indices(i: number): readonly string[];
}

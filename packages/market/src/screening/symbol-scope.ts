import type { PriceBars } from './price-bars';
import type { ScreenCache } from './screen-cache';
import type { SuppliedTimeframe } from './screen-universe';

/** What the evaluators need about one symbol besides its bars: its fields, indices and other timeframes. */
export interface SymbolScope {
  readonly symbol: string;
  number(field: string): number;
  text(field: string): string | undefined;
  indices(): readonly string[];
  prices(timeframe: SuppliedTimeframe): PriceBars | undefined;
}

/** Evaluation context of one symbol on one timeframe's bars. */
export interface SeriesContext {
  readonly bars: PriceBars;
  readonly scope: SymbolScope;
  readonly cache: ScreenCache;
}

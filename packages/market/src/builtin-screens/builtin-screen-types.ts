/** The three families of built-in screens, each with its own index page and numeric ids from 1. */
export type BuiltinScreenCategory = 'fundamental' | 'technical' | 'special';

export const BUILTIN_SCREEN_CATEGORIES: readonly BuiltinScreenCategory[] = [
  'fundamental',
  'technical',
  'special',
];

/** A value shown beside each match: a number expression of the screening language and its heading. */
export interface BuiltinScreenColumn {
  /** A number expression of the screening language, e.g. `rsi(14)` or `pe * pb`. */
  readonly expression: string;
  /** Column heading a trader reads, e.g. "RSI (14)". */
  readonly label: string;
  /** Unit of the value: `₹`, `%`, `₹ cr`, `x` (ratio), `shares` or `` (plain number). */
  readonly unit: string;
  /** Decimals to show (default 2). */
  readonly decimals?: number;
}

/** A built-in screen: a named, documented rule in the screening language. */
export interface BuiltinScreen {
  /** Route id within its category (`/technical-analysis/{id}/{sector}`), from 1. */
  readonly id: number;
  /** Unique across every category (`golden-cross`); used by the screener-by-date page. */
  readonly slug: string;
  readonly category: BuiltinScreenCategory;
  /** The group the index page shows it under (Value, Quality, Trend, Momentum …). */
  readonly theme: string;
  readonly name: string;
  /** What the rule finds and why a trader looks at it, in plain words. */
  readonly description: string;
  /** The rule, in the screening language (docs/screening-language.md). */
  readonly query: string;
  /** Values shown per match, after the symbol and the quote. */
  readonly columns: readonly BuiltinScreenColumn[];
  /** The column (an `expression` of `columns`) the results are sorted by first, and the direction. */
  readonly sort: { readonly expression: string; readonly direction: 'asc' | 'desc' };
}

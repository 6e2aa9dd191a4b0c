/**
 * What a catalogue field is: a bar series, a per-symbol number from the universe, a per-row number
 * of an option screen (read like a fundamental: one value per row, no bars), or text.
 */
export type ScreenFieldKind = 'price' | 'fundamental' | 'option' | 'text';

/** A field the screening language knows (catalogue entry, also used for autocomplete and docs). */
export interface ScreenField {
  readonly name: string;
  readonly kind: ScreenFieldKind;
  /** Unit of the value, e.g. `₹ (adjusted)`, `₹ crore`, `%`, `shares`. */
  readonly unit: string;
  readonly description: string;
  readonly example: string;
}

/**
 * Argument kinds: `series` any number expression; `period` a whole-number literal ≥ 1; `number`
 * a numeric literal; `string` a string literal.
 */
export type ScreenArgumentType = 'series' | 'period' | 'number' | 'string';

/** One argument of a catalogue function; `default` makes it optional (trailing arguments only). */
export interface ScreenArgument {
  readonly name: string;
  readonly type: ScreenArgumentType;
  readonly default?: number;
}

/**
 * What a catalogue function does: `indicator` a cached series computed from bars; `math` an
 * element-wise number function; `crossover` a boolean on two series; `membership` a boolean from
 * the universe; `timeframe` evaluates its argument on other bars; `chain` a number read from the
 * row's option chain at a strike counted from the ATM one (option screens only).
 */
export type ScreenFunctionKind = 'indicator' | 'math' | 'crossover' | 'membership' | 'timeframe' | 'chain';

/** A function the screening language knows (catalogue entry). */
export interface ScreenFunction {
  readonly name: string;
  readonly kind: ScreenFunctionKind;
  readonly args: readonly ScreenArgument[];
  /** `number` or `boolean`; a timeframe function returns its argument's type (`same`). */
  readonly returns: 'number' | 'boolean' | 'same';
  readonly unit: string;
  readonly description: string;
  readonly example: string;
  /** Set when the function only makes sense on these bars (e.g. `vwap` on 15-minute bars). */
  readonly timeframes?: readonly ScreenTimeframe[];
}

/** Bar timeframes a screen can use; `daily` is the default. */
export type ScreenTimeframe = 'daily' | 'weekly' | 'm15';

/**
 * The names a screen may use: the equity screener's catalogue, or another scope's (the option
 * screener's). One lexer, parser and checker serve every scope.
 */
export interface ScreenCatalogue {
  readonly fields: readonly ScreenField[];
  readonly functions: readonly ScreenFunction[];
  /** Whether `x[n]` (n bars earlier) is allowed: only scopes with bars have earlier values. */
  readonly offsets: boolean;
  /** A hint for a name this scope lacks but another has (` — … `), or undefined. */
  readonly elsewhere?: (name: string) => string | undefined;
}

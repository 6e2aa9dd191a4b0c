import { ColumnEvaluator } from '../screening/column-evaluator';
import { runScreen } from '../screening/run-screen';
import { ScreenCache } from '../screening/screen-cache';
import type { ScreenUniverse } from '../screening/screen-universe';
import type { BuiltinScreen } from './builtin-screen-types';
import { compileBuiltinScreen } from './compiled-builtin-screen';

/** The matches of a built-in screen with the values of its columns. */
export interface BuiltinScreenResult {
  readonly screen: BuiltinScreen;
  /** Universe rows matched, ascending. */
  readonly rows: Int32Array;
  readonly symbols: readonly string[];
  /** One array per `screen.columns` entry, one value per match (NaN when unknown); empty with `columns: false`. */
  readonly values: readonly Float64Array[];
}

/**
 * Runs a built-in screen at the latest bar of every symbol of `universe` and evaluates its value
 * columns for the matches. Pass one `ScreenCache` across runs to reuse indicators.
 */
export function runBuiltinScreen(
  screen: BuiltinScreen,
  universe: ScreenUniverse,
  options: { readonly cache?: ScreenCache; readonly columns?: boolean } = {},
): BuiltinScreenResult {
  const compiled = compileBuiltinScreen(screen);
  const cache = options.cache ?? new ScreenCache();
  const result = runScreen(compiled.rule, universe, { cache, columns: false });
  if (options.columns === false || result.matches.length === 0) {
    return {
      screen,
      rows: result.matches,
      symbols: result.symbols,
      values: options.columns === false ? [] : screen.columns.map(() => new Float64Array(0)),
    };
  }
  const evaluator = new ColumnEvaluator(universe, cache);
  const values = compiled.columns.map((column) => {
    const all = evaluator.numbers(column.root, 0, 'daily');
    return Float64Array.from(result.matches, (row) => all[row] ?? Number.NaN);
  });
  return { screen, rows: result.matches, symbols: result.symbols, values };
}

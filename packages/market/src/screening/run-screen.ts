import { ColumnEvaluator } from './column-evaluator';
import type { CompiledScreen } from './compile-screen';
import { ScreenCache } from './screen-cache';
import type { ScreenUniverse } from './screen-universe';
import { TRUE } from './tri-state';

/** One result column: a numeric sub-term of the screen and its value for each match, in match order. */
export interface ScreenResultColumn {
  /** Canonical text of the sub-term, e.g. `sma(close, 200)`. */
  readonly key: string;
  readonly values: Float64Array;
}

/** Matches of a screen: universe rows in ascending order, with their symbols and result columns. */
export interface ScreenResult {
  readonly matches: Int32Array;
  readonly symbols: readonly string[];
  readonly columns: readonly ScreenResultColumn[];
}

/** Options of `runScreen`. */
export interface RunScreenOptions {
  /** Keep one cache across runs to reuse indicators (warm runs); a fresh one is used otherwise. */
  readonly cache?: ScreenCache;
  /** Compute the result columns (default true). */
  readonly columns?: boolean;
}

/**
 * Evaluates a compiled condition at the latest bar of every symbol of `universe` (weekly: the
 * week so far; m15: the latest 15-minute bar) and returns the rows where it is TRUE. Missing
 * data (too little history, unknown fields) never matches and never throws.
 */
export function runScreen(
  compiled: CompiledScreen,
  universe: ScreenUniverse,
  options: RunScreenOptions = {},
): ScreenResult {
  if (compiled.type !== 'boolean')
    throw new TypeError('runScreen needs a condition; compile it with expect: "condition"');
  const evaluator = new ColumnEvaluator(universe, options.cache ?? new ScreenCache());
  const truth = evaluator.conditions(compiled.root, 0, 'daily');
  let count = 0;
  for (let i = 0; i < truth.length; i++) if (truth[i] === TRUE) count++;
  const matches = new Int32Array(count);
  let k = 0;
  for (let i = 0; i < truth.length; i++) if (truth[i] === TRUE) matches[k++] = i;
  const symbols = Array.from(matches, (i) => universe.symbol(i));
  if (options.columns === false) return { matches, symbols, columns: [] };
  const columns = compiled.columns.map((node) => {
    const all =
      node.type === 'number' ? evaluator.numbers(node, 0, 'daily') : new Float64Array(universe.count);
    return { key: node.key, values: Float64Array.from(matches, (i) => all[i] ?? Number.NaN) };
  });
  return { matches, symbols, columns };
}

import { ColumnEvaluator } from './column-evaluator';
import type { CompiledScreen } from './compile-screen';
import { ScreenCache } from './screen-cache';
import type { ScreenBars, ScreenUniverse, SuppliedTimeframe } from './screen-universe';
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

/** Options of `runScreenSteps`. */
export interface RunScreenStepsOptions extends RunScreenOptions {
  /** Universe rows to evaluate, ascending (default every row): others are neither read nor matched. */
  readonly rows?: readonly number[];
  /** Rows evaluated between two yields (default 1: one stock of the costliest allowed screen is a few ms). */
  readonly rowsPerStep?: number;
}

/**
 * `runScreen` in steps: evaluates `rowsPerStep` rows at a time and yields between them, so a
 * caller can hand the event loop back between steps. Rows are independent, so the result equals
 * `runScreen` over the same rows (matches are rows of `universe`).
 */
export function* runScreenSteps(
  compiled: CompiledScreen,
  universe: ScreenUniverse,
  options: RunScreenStepsOptions = {},
): Generator<void, ScreenResult, undefined> {
  const rows = options.rows ?? Array.from({ length: universe.count }, (_, i) => i);
  const step = Math.max(1, Math.floor(options.rowsPerStep ?? 1));
  const cache = options.cache ?? new ScreenCache();
  const matches: number[] = [];
  const symbols: string[] = [];
  const values: number[][] = compiled.columns.map(() => []);
  for (let from = 0; from < rows.length; from += step) {
    const part = rows.slice(from, from + step);
    const result = runScreen(compiled, new RowsUniverse(universe, part), { ...options, cache });
    result.matches.forEach((row, k) => {
      matches.push(part[row] ?? -1);
      symbols.push(result.symbols[k] ?? '');
    });
    result.columns.forEach((column, c) => {
      values[c]?.push(...column.values);
    });
    yield;
  }
  const columns =
    options.columns === false
      ? []
      : compiled.columns.map((node, c) => ({ key: node.key, values: Float64Array.from(values[c] ?? []) }));
  return { matches: Int32Array.from(matches), symbols, columns };
}

/** Some rows of a universe, in the given order, as a universe of their own (row `i` is `rows[i]`). */
export class RowsUniverse implements ScreenUniverse {
  constructor(
    private readonly universe: ScreenUniverse,
    private readonly rows: readonly number[],
  ) {}

  get count(): number {
    return this.rows.length;
  }

  private row(i: number): number {
    return this.rows[i] ?? -1;
  }

  symbol(i: number): string {
    return this.universe.symbol(this.row(i));
  }
  text(i: number, field: string): string | undefined {
    return this.universe.text(this.row(i), field);
  }
  number(i: number, field: string): number {
    return this.universe.number(this.row(i), field);
  }
  bars(i: number, timeframe: SuppliedTimeframe): ScreenBars | undefined {
    return this.universe.bars(this.row(i), timeframe);
  }
  indices(i: number): readonly string[] {
    return this.universe.indices(this.row(i));
  }
}

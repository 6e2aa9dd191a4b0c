import type { CompiledScreen } from './compile-screen';
import { ScreenCache } from './screen-cache';
import type { ScreenBars } from './screen-universe';
import { conditionSeries, numberSeries } from './series-evaluator';
import type { SymbolScope } from './symbol-scope';
import { TRUE } from './tri-state';

/** Bars of one symbol for `evaluateSeries`: daily (required) and, for `m15(...)`, 15-minute bars. */
export interface SymbolBars {
  readonly daily: ScreenBars;
  readonly m15?: ScreenBars;
}

/** Per-symbol fields for `evaluateSeries`; missing numbers are `NaN`, missing text `undefined`. */
export interface SymbolFields {
  readonly symbol?: string;
  readonly numbers?: Readonly<Record<string, number>>;
  readonly texts?: Readonly<Record<string, string>>;
  readonly indices?: readonly string[];
}

/** Options of `evaluateSeries`. */
export interface EvaluateSeriesOptions {
  readonly cache?: ScreenCache;
  /**
   * Bars to evaluate at: `daily` (default), or `m15` — one value per 15-minute bar of `bars.m15`
   * (intraday strategies). With `m15`, `m15(x)` is `x` on the same bar, so a rule written for
   * `runScreen` as `m15(crosses_above(close, vwap()))` gives its value at every 15-minute bar.
   */
  readonly on?: 'daily' | 'm15';
}

/**
 * Evaluates a compiled screen over every daily bar of ONE symbol (back-tests, strategies): a
 * condition gives a `Uint8Array` with 1 where it holds (0 where false or undecidable), a number
 * expression a `Float64Array`. No look-ahead: weekly values are the week so far, 15-minute values
 * the last bar of the day (see timeframe-mapping.ts). The last element equals what `runScreen`
 * computes for this symbol.
 */
export function evaluateSeries(
  compiled: CompiledScreen,
  bars: SymbolBars,
  fields: SymbolFields = {},
  options: EvaluateSeriesOptions = {},
): Uint8Array | Float64Array {
  const cache = options.cache ?? new ScreenCache();
  const on = options.on === 'm15' ? bars.m15 : bars.daily;
  if (!on) throw new RangeError('evaluateSeries on m15 needs 15-minute bars');
  const scope: SymbolScope = {
    symbol: fields.symbol ?? '',
    number: (field) => fields.numbers?.[field] ?? Number.NaN,
    text: (field) => fields.texts?.[field],
    indices: () => fields.indices ?? [],
    prices: (timeframe) => {
      const chosen = timeframe === 'daily' ? bars.daily : bars.m15;
      return chosen && cache.pricesOf(chosen);
    },
  };
  const ctx = { bars: cache.pricesOf(on), scope, cache };
  if (compiled.type === 'number') return numberSeries(compiled.root, ctx);
  return conditionSeries(compiled.root, ctx).map((value) => (value === TRUE ? 1 : 0));
}

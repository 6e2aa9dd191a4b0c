import type { Signals } from '../backtest/backtest-types';
import { type CompiledScreen, compileScreen } from '../screening/compile-screen';
import { evaluateSeries, type SymbolBars, type SymbolFields } from '../screening/evaluate-series';
import type { ScreenCache } from '../screening/screen-cache';
import type { StrategyDefinition } from './strategy-types';

/** A strategy's entry and exit compiled once (compileScreen throws ScreenSyntaxError on bad rules). */
export interface CompiledStrategy {
  readonly definition: StrategyDefinition;
  readonly entry: CompiledScreen;
  readonly exit: CompiledScreen;
}

export function compileStrategy(definition: StrategyDefinition): CompiledStrategy {
  return {
    definition,
    entry: compileScreen(definition.entry),
    exit: compileScreen(definition.exit),
  };
}

/**
 * Entry and exit signals of a strategy over every daily bar of one symbol (`Signals` of the
 * back-test engine: a 1 on bar t acts at bar t+1's open). Reads only bars up to t for bar t.
 * `on: 'm15'` gives one signal per 15-minute bar of `bars.m15` instead (intraday strategies,
 * whose rules are written inside `m15(…)`); pass the definition's `timeframe`.
 */
export function strategySignals(
  strategy: CompiledStrategy,
  bars: SymbolBars,
  fields: SymbolFields = {},
  options: { cache?: ScreenCache; on?: 'daily' | 'm15' } = {},
): Signals {
  const entries = evaluateSeries(strategy.entry, bars, fields, options);
  const exits = evaluateSeries(strategy.exit, bars, fields, options);
  if (!(entries instanceof Uint8Array) || !(exits instanceof Uint8Array))
    throw new TypeError('strategy rules must be conditions');
  return { entries, exits };
}

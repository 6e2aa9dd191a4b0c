import type { PositionSide } from '../backtest/backtest-types';
import type { Product } from '../charges/charge-rates';

/** Bars a strategy's rules read: daily bars, or 15-minute bars (intraday strategies). */
export type StrategyTimeframe = 'daily' | 'm15';

/**
 * One named, parameterised trading strategy of the catalogue. Entry and exit are conditions of
 * the screening language (docs/screening-language.md) evaluated on the strategy's timeframe; a
 * condition true on bar t acts at bar t+1's open (no look-ahead). Stop and target are percentages
 * of the entry fill (0 = none).
 */
export interface StrategyDefinition {
  /** Stable URL-safe id, e.g. `sma-cross-20-50`. */
  readonly id: string;
  /** Display name, e.g. `SMA 20/50 crossover`. */
  readonly name: string;
  /** Family the strategy is one parameter set of, e.g. `Moving-average crossover`. */
  readonly family: string;
  /** One or two sentences a trader understands. */
  readonly description: string;
  readonly timeframe: StrategyTimeframe;
  readonly side: PositionSide;
  readonly product: Product;
  /** Entry condition (screening language). */
  readonly entry: string;
  /** Exit condition (screening language). */
  readonly exit: string;
  readonly stopLossPercent: number;
  readonly targetPercent: number;
  /** The parameters this member of the family was built with, e.g. `{ fast: 20, slow: 50 }`. */
  readonly parameters: Readonly<Record<string, number>>;
}

import type { AdjustedBars } from './adjusted-bars';
import type { Trade, TradingRules } from './backtest-types';

/** One tradable instrument as the engine sees it: adjusted prices and the caller's signals. */
export interface EngineInstrument {
  readonly symbol: string;
  readonly prices: AdjustedBars;
  readonly entries: Uint8Array;
  readonly exits: Uint8Array;
  /** Ranking when more entries fire than there are free slots (higher first); index order if absent. */
  readonly score?: ArrayLike<number>;
}

/** Engine settings: the trading rules, the slot count and the capital given to each new position. */
export interface EngineConfig {
  readonly rules: TradingRules;
  readonly maxOpenPositions: number;
  /** Paise to put into a new position, given the equity at the previous bar's close. */
  readonly budget: (equityPaise: number) => number;
}

/** Raw engine output, before metrics. */
export interface EngineOutput {
  readonly trades: Trade[];
  /** Equity at each bar's close, in paise. */
  readonly equityPaise: Float64Array;
  /** Bars during which at least one position was open at some moment. */
  readonly exposedBars: number;
}

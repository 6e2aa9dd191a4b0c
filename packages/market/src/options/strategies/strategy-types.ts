import type { IsoDate } from '../../units';

/**
 * Option strategies: the catalogue's templates, their legs resolved on a chain, and those legs
 * priced. Prices are plain numbers in rupees per unit (index points are rupees per unit of the
 * lot); quantities are lots, and one lot is `lotSize` units (shares of a stock leg too).
 */

/** The market view a strategy expresses. */
export type StrategyView = 'bullish' | 'bearish' | 'neutral' | 'volatile';

/** How much experience a strategy asks of the trader. */
export type StrategyLevel = 'beginner' | 'intermediate' | 'advanced';

/** What a leg trades: an option, the underlying's future, or the stock itself (cash market). */
export type LegInstrument = 'call' | 'put' | 'future' | 'stock';

/** Buy (long) or sell (short). */
export type LegSide = 'buy' | 'sell';

/** The chosen expiry, or the one after it (calendars and diagonals). */
export type LegExpiry = 'near' | 'next';

/** One leg of a catalogue strategy, relative to the at-the-money strike. */
export interface StrategyLegTemplate {
  readonly instrument: LegInstrument;
  readonly side: LegSide;
  /** Ratio of the leg in lots (a whole number ≥ 1). */
  readonly lots: number;
  /** Strike offset from the ATM strike in strike steps (0 for future and stock legs). */
  readonly strikeSteps: number;
  /** Which expiry the leg trades (ignored for stock legs). */
  readonly expiry: LegExpiry;
}

/** A named strategy of the catalogue (Sensibull / Opstra / Options Playbook level). */
export interface OptionStrategyDefinition {
  /** URL slug, unique in the catalogue. */
  readonly id: string;
  readonly name: string;
  readonly view: StrategyView;
  readonly level: StrategyLevel;
  readonly legs: readonly StrategyLegTemplate[];
  /** Two or three sentences on when an Indian trader uses it. */
  readonly rationale: string;
  /** Maximum profit in words/symbols (per unit; × lot size × lots for rupees). */
  readonly maxProfit: string;
  /** Maximum loss in words/symbols (per unit). */
  readonly maxLoss: string;
  /** Breakeven(s) at expiry in words/symbols. */
  readonly breakevens: string;
}

/** A leg placed on a chain: a concrete strike and expiry date. */
export interface StrategyLeg {
  readonly instrument: LegInstrument;
  readonly side: LegSide;
  readonly lots: number;
  /** Strike in points/rupees for options, null for futures and stock. */
  readonly strike: number | null;
  /** Expiry date for options and futures, null for stock. */
  readonly expiry: IsoDate | null;
}

/** A leg with its entry price and, for options, its implied volatility. */
export interface PricedLeg extends StrategyLeg {
  /** Rupees per unit: the option premium, the futures price or the stock price paid/received. */
  readonly entryPrice: number;
  /** Implied volatility, decimal per year (options only; required for them). */
  readonly iv?: number;
}

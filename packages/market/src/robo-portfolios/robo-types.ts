import type { CompanyFinancials } from '../fundamentals/statement-types';
import type { IsoDate } from '../units';

/** One stock the models may choose from. */
export interface RoboStock {
  readonly symbol: string;
  readonly sector: string;
  /**
   * Close of every date of `RoboInput.dates` in today's terms (paise, adjusted for splits, bonuses
   * and dividends, so returns are total returns); 0 or NaN where the stock did not trade.
   */
  readonly close: ArrayLike<number>;
  /** The company's statements with their publication dates (quality rules only; optional). */
  readonly financials?: CompanyFinancials;
}

/** Everything a model run reads. */
export interface RoboInput {
  /** Trading days, ascending. */
  readonly dates: readonly IsoDate[];
  readonly stocks: readonly RoboStock[];
  /** NIFTY 50 level on every date (the benchmark). */
  readonly benchmark: ArrayLike<number>;
  /** Starting capital in paise (default ₹10,00,000). */
  readonly initialCapitalPaise?: number;
  /** `contract-note`: the delivery charges of every order (default); `none`: no costs (tests). */
  readonly costs?: 'contract-note' | 'none';
}

/** When a model rebalances. */
export type RoboSchedule = 'monthly' | 'quarterly';

/** What a model's rule sees on a rebalance day: data up to and including `asOfIndex` only. */
export interface RoboSelectionContext {
  readonly dates: readonly IsoDate[];
  readonly stocks: readonly RoboStock[];
  /** The last completed day whose data may be used (the day before the rebalance day). */
  readonly asOfIndex: number;
}

/** A model portfolio: a stated rule, a size, a sector cap and a schedule. */
export interface RoboModel {
  readonly id: string;
  readonly name: string;
  /** The rule in plain words. */
  readonly rule: string;
  readonly schedule: RoboSchedule;
  /** Days of history needed before the first rebalance. */
  readonly warmUpDays: number;
  /** Ranked symbols the rule picks (best first), already cut to the model's size and sector cap. */
  select(context: RoboSelectionContext): readonly string[];
}

/** One order of a rebalance. */
export interface RoboTrade {
  readonly symbol: string;
  readonly side: 'buy' | 'sell';
  readonly quantity: number;
  readonly pricePaise: number;
  readonly chargesPaise: number;
}

/** A holding after a rebalance (or today). */
export interface RoboHolding {
  readonly symbol: string;
  readonly sector: string;
  readonly quantity: number;
  readonly pricePaise: number;
  readonly valuePaise: number;
  /** Share of the portfolio's value (cash included in the denominator). */
  readonly weight: number;
}

/** One recorded rebalance. */
export interface RoboRebalance {
  readonly date: IsoDate;
  /** The day whose closes and published statements the selection used. */
  readonly dataAsOf: IsoDate;
  readonly entered: readonly string[];
  readonly exited: readonly string[];
  readonly trades: readonly RoboTrade[];
  readonly holdings: readonly RoboHolding[];
  readonly chargesPaise: number;
  readonly cashPaise: number;
  readonly valuePaise: number;
}

/** Return and risk of one equity curve. */
export interface RoboMetrics {
  readonly totalReturn: number;
  readonly cagr: number;
  readonly maxDrawdown: number;
  /** Annualised standard deviation of daily returns (√252). */
  readonly volatility: number;
}

/** A model's whole simulated life. */
export interface RoboRun {
  readonly modelId: string;
  readonly inception: IsoDate;
  readonly dates: readonly IsoDate[];
  /** Portfolio value (paise) on every date from inception, net of costs. */
  readonly equity: readonly number[];
  /** NIFTY 50 scaled to the same starting capital over the same dates. */
  readonly benchmarkEquity: readonly number[];
  readonly rebalances: readonly RoboRebalance[];
  readonly holdings: readonly RoboHolding[];
  readonly cashPaise: number;
  readonly totalChargesPaise: number;
  readonly metrics: RoboMetrics;
  readonly benchmarkMetrics: RoboMetrics;
}

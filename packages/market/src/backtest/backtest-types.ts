import type { BrokeragePlan, Product } from '../charges/charge-rates';
import type { OhlcvColumns } from '../daily-columns';

/** Direction of a position: `long` buys first, `short` sells first (intraday only on NSE cash). */
export type PositionSide = 'long' | 'short';

/**
 * Why a trade closed: exit signal, stop-loss, target, intraday square-off at the session's last bar,
 * or the end of the data.
 */
export type ExitReason = 'signal' | 'stop' | 'target' | 'squareOff' | 'end';

/** Bars of one instrument with the label of each bar (ISO date, or date-time for 15-minute bars). */
export interface BacktestSeries {
  readonly bars: OhlcvColumns;
  readonly dates: readonly string[];
}

/**
 * Signals computed by the caller, one byte per bar: non-zero on bar t means "act at bar t+1's open".
 */
export interface Signals {
  readonly entries: Uint8Array;
  readonly exits: Uint8Array;
}

/** How much capital a new position gets (in paise, then whole shares are bought with it). */
export type PositionSizing =
  | { readonly kind: 'fixed'; readonly capitalPaise: number }
  | { readonly kind: 'percentOfEquity'; readonly percent: number };

/** Trading rules shared by the single-symbol and portfolio back-tests. */
export interface TradingRules {
  /** `long` (default) or `short`; `short` needs `product: 'intraday'`. */
  readonly side?: PositionSide;
  /** Stop-loss distance from the entry fill, in percent; omitted or 0 = no stop. */
  readonly stopLossPercent?: number;
  /** Target distance from the entry fill, in percent; omitted or 0 = no target. */
  readonly targetPercent?: number;
  /**
   * `delivery` (default) holds across days; `intraday` also squares off at the close of each
   * session's last bar (so on daily bars an intraday trade is open → close of one day).
   */
  readonly product?: Product;
  /** Broker plan for charges (default the discount-broker plan). */
  readonly plan?: BrokeragePlan;
  /** Adverse slippage on market fills, in basis points of the price (default 0). */
  readonly slippageBps?: number;
  /** Starting cash in paise. */
  readonly initialCapitalPaise: number;
  /** Bars per year for CAGR and Sharpe (default 252; 252 × 25 for 15-minute bars). */
  readonly periodsPerYear?: number;
  /** Annual risk-free rate as a fraction (0.065 = 6.5 %) for Sharpe (default 0). */
  readonly riskFreeRate?: number;
}

/** One closed trade. Prices are adjusted, in whole paise; money in paise. */
export interface Trade {
  readonly symbol: string;
  readonly side: PositionSide;
  readonly quantity: number;
  readonly entryIndex: number;
  readonly entryDate: string;
  readonly entryPricePaise: number;
  readonly exitIndex: number;
  readonly exitDate: string;
  readonly exitPricePaise: number;
  /** (exit − entry) × quantity, sign flipped for shorts. */
  readonly grossPnlPaise: number;
  /** Charges of both fills. */
  readonly chargesPaise: number;
  readonly netPnlPaise: number;
  readonly reason: ExitReason;
}

/** Maximum drawdown: the worst fall from a running peak of the equity curve. */
export interface Drawdown {
  /** Fraction of the peak (0.25 = 25 %), ≥ 0. */
  readonly fraction: number;
  readonly peakDate: string;
  readonly troughDate: string;
  /** First date equity is back at the peak, or null if it never recovers in the window. */
  readonly recoveryDate: string | null;
}

/** Summary statistics of a back-test (fractions, not percent; money in paise). */
export interface BacktestMetrics {
  readonly totalReturn: number;
  readonly cagr: number;
  readonly maxDrawdown: Drawdown;
  /** Annualised Sharpe ratio of per-bar returns; null when they have no variance. */
  readonly sharpe: number | null;
  readonly trades: number;
  /** Share of trades with net P&L > 0; null without trades. */
  readonly winRate: number | null;
  /** Mean net P&L of winners / losers (losers negative); null when there are none. */
  readonly averageWinPaise: number | null;
  readonly averageLossPaise: number | null;
  /** Mean net P&L per trade; null without trades. */
  readonly expectancyPaise: number | null;
  /** Gross profit / gross loss of net P&Ls; null without losing trades. */
  readonly profitFactor: number | null;
  /** Share of bars during which any position was open. */
  readonly exposure: number;
  readonly totalChargesPaise: number;
}

/** Result of a back-test: the trades, the equity at each bar's close (paise) and the metrics. */
export interface BacktestResult {
  readonly trades: readonly Trade[];
  readonly dates: readonly string[];
  readonly equityPaise: Float64Array;
  readonly metrics: BacktestMetrics;
}

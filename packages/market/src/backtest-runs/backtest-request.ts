import type { BacktestResult, PositionSide } from '../backtest/backtest-types';
import type { BenchmarkSeries, BuyAndHoldResult } from '../backtest/buy-and-hold';
import type { Product } from '../charges/charge-rates';
import type { OrderCharges } from '../charges/charges-for-order';
import type { OhlcvColumns } from '../daily-columns';

/** The strategy families of a back-test: the spec's two types plus a custom screen. */
export type BacktestStrategyKind = 'tradingTool' | 'autosignal' | 'custom';

/** What to back-test: a catalogue tool by id, an auto-signal type, or entry/exit screens. */
export type BacktestStrategyChoice =
  | { readonly kind: 'tradingTool'; readonly id: string }
  | { readonly kind: 'autosignal'; readonly type: string }
  | { readonly kind: 'custom'; readonly entry: string; readonly exit: string };

/** Which stocks: one symbol, one NSE sector, or every equity of the universe. */
export type BacktestScope =
  | { readonly kind: 'symbol'; readonly symbol: string }
  | { readonly kind: 'sector'; readonly sector: string }
  | { readonly kind: 'universe' };

/** Broker price lists a back-test can charge (see broker-plans.ts). */
export type BrokerPlanId = 'discount' | 'fullService' | 'statutoryOnly';

/** A back-test as a user asks for it (rupees and percentages; defaults noted). */
export interface BacktestRequest {
  readonly strategy: BacktestStrategyChoice;
  readonly scope: BacktestScope;
  /** First and last trading date (ISO, inclusive); default the whole history. */
  readonly from?: string;
  readonly to?: string;
  /** Starting capital in rupees. */
  readonly capitalRupees: number;
  /** One stock: percent of equity put into each trade (default 100). */
  readonly positionPercent?: number;
  /** Sector or universe: most positions open at once, equal capital each (default 10). */
  readonly maxOpenPositions?: number;
  /** Stop-loss and target in percent of the entry fill; omitted = the strategy's own (0 = none). */
  readonly stopLossPercent?: number;
  readonly targetPercent?: number;
  /** Omitted = the strategy's own product. */
  readonly product?: Product;
  /** Adverse slippage on market fills, basis points (default 0). */
  readonly slippageBps?: number;
  /** Default `discount`. */
  readonly brokerPlan?: BrokerPlanId;
}

/** One stock of the data a run reads: its daily bars on `BacktestMarketData.dates`. */
export interface BacktestStock {
  readonly symbol: string;
  readonly sector: string;
  /** One bar per date of the market data (open 0 before listing). */
  readonly bars: OhlcvColumns;
  /** Indices it belongs to today (`in_index(...)` reads them). */
  readonly indices?: readonly string[];
  /**
   * On 15-minute runs, where `bars` are its 15-minute bars: its daily history and the dates of it
   * (the 15-minute auto-signal replay reads the completed days before each session).
   */
  readonly daily?: { readonly bars: OhlcvColumns; readonly dates: readonly string[] };
}

/**
 * The 15-minute history of the last few completed sessions, for tools that run on 15-minute bars:
 * one axis of bars (`labels` `YYYY-MM-DD HH:MM`, `dates` the session of each bar), each stock's bars
 * on it, and NIFTY 50 on it.
 */
export interface IntradayHistory {
  readonly labels: readonly string[];
  readonly dates: readonly string[];
  /** How the bars were made (shown with the result). */
  readonly method: string;
  /** A stock's 15-minute bars on `labels` (printed paise with the day's factor), undefined without full sessions. */
  bars(symbol: string): OhlcvColumns | undefined;
  readonly benchmark: BenchmarkSeries;
}

/** The history a run reads: completed trading days, the stocks, and the benchmark index. */
export interface BacktestMarketData {
  /** Ascending ISO dates of the completed sessions. */
  readonly dates: readonly string[];
  readonly stocks: readonly BacktestStock[];
  /** NIFTY 50 closes (any unit) for the buy-and-hold comparison. */
  readonly benchmark: BenchmarkSeries;
  readonly benchmarkName: string;
  /** 15-minute history for the tools that run on 15-minute bars (absent: they are refused). */
  readonly intraday?: IntradayHistory;
}

/** The strategy a run used, as shown with its result. */
export interface ResolvedStrategyInfo {
  readonly kind: BacktestStrategyKind;
  readonly id: string;
  readonly name: string;
  /** The rules in one line, e.g. `Entry: … · Exit: …`. */
  readonly summary: string;
  /** How the signals were computed (auto-signals: the replay method). */
  readonly method: string;
}

/** The settings a run used after defaults were applied. */
export interface BacktestSettings {
  readonly side: PositionSide;
  readonly product: Product;
  readonly capitalPaise: number;
  readonly positionPercent: number;
  readonly maxOpenPositions: number;
  readonly stopLossPercent: number;
  readonly targetPercent: number;
  readonly slippageBps: number;
  readonly brokerPlan: BrokerPlanId;
}

/** A finished run: the engine result, the benchmark over the same dates and what went in. */
export interface BacktestRunResult {
  readonly strategy: ResolvedStrategyInfo;
  /** The bars it ran on: daily history, or the 15-minute bars of the last sessions. */
  readonly timeframe: 'daily' | 'm15';
  readonly settings: BacktestSettings;
  readonly scope: {
    readonly kind: BacktestScope['kind'];
    readonly label: string;
    readonly symbols: readonly string[];
  };
  readonly period: { readonly from: string; readonly to: string; readonly bars: number };
  readonly result: BacktestResult;
  readonly benchmark: BuyAndHoldResult & { readonly name: string };
  /** Every charge of every fill, by component (sums to `result.metrics.totalChargesPaise`). */
  readonly charges: OrderCharges;
  /** Stock-days whose signals were computed (the work measure of the limits). */
  readonly stockDays: number;
}

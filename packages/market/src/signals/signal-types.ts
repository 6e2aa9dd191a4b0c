import type { OhlcvColumns } from '../daily-columns';

/** The ten auto-signal types of the spec (the Sell / Dn ones are shown in red). */
export type SignalType =
  | 'IntradayBuy'
  | 'IntradaySell'
  | 'JackpotBuy'
  | 'JackpotSell'
  | 'UpTrend'
  | 'DnTrend'
  | 'LongTBuy'
  | 'LongTSell'
  | 'ShortTBuy'
  | 'ShortTSell';

/** Direction of a signal: a buy profits when the price rises, a sell when it falls. */
export type SignalSide = 'buy' | 'sell';

/** Today's 15-minute bars: printed prices in integer paise, volumes in shares (IntradayBars fits). */
export type IntradayColumns = Pick<OhlcvColumns, 'open' | 'high' | 'low' | 'close' | 'volume'>;

/** One symbol's bars at a scan, as the server adapts them from MarketState. */
export interface SignalSymbolBars {
  readonly symbol: string;
  readonly sector: string;
  /**
   * Completed daily bars (printed paise with `adjFactor`; adjusted = printed × factor). Only the
   * first `days` bars are read, so a whole history can be passed when replaying the past.
   */
  readonly daily: OhlcvColumns;
  /** Number of completed days to use (default: all of `daily`); today is day index `days`. */
  readonly days?: number;
  /** Today's 15-minute bars; bar i closes at 09:30 + 15·i minutes IST; bars after the scanned one are ignored. */
  readonly m15: IntradayColumns;
  /** The previous session's 15-minute bars (on today's price basis), to warm the 15-minute indicators. */
  readonly m15Previous?: IntradayColumns;
  /**
   * The adjustment factor of today's printed prices on the `daily` basis (adjusted = printed ×
   * factor); 1 when the daily factors are relative to today, as in live use.
   */
  readonly todayAdjFactor?: number;
}

/** Indicator values at the signal bar, keyed by a short name (prices in paise, RSI in points). */
export type SignalDetails = Readonly<Record<string, number>>;

/** A stored auto-signal: what fired, when, at what price, and its trade plan. */
export interface Signal {
  readonly symbol: string;
  readonly sector: string;
  readonly type: SignalType;
  readonly side: SignalSide;
  /** Identifier of the rule that fired (e.g. `intraday-ema9-21-cross`). */
  readonly rule: string;
  /** Index of the 15-minute bar of the signal (0 closes 09:30, 24 closes 15:30). */
  readonly barIndex: number;
  /** Close time of the signal bar in epoch ms as the caller gave it (else the bar index). */
  readonly time: number;
  /** Entry price: the signal bar's printed close, paise. */
  readonly price: number;
  /** Target price, paise on the ₹0.05 tick. */
  readonly target: number;
  /** Stop-loss price, paise on the ₹0.05 tick. */
  readonly stop: number;
  /** Trading days after the signal day over which the outcome is judged; 0 = same day until 15:20. */
  readonly horizonDays: number;
  readonly details: SignalDetails;
}

/** What an intraday screen reads (today's 15-minute bars and live quote) and how it is defined. */

/** Today's 15-minute bars so far, oldest first, printed paise; the last may still be forming. */
export interface SessionBars {
  readonly count: number;
  /** False while the last bar is still forming. */
  readonly lastComplete: boolean;
  readonly open: ArrayLike<number>;
  readonly high: ArrayLike<number>;
  readonly low: ArrayLike<number>;
  readonly close: ArrayLike<number>;
  readonly volume: ArrayLike<number>;
  /** Session VWAP (Σ traded value ÷ Σ volume since 09:15) at each bar's last second. */
  readonly vwap: ArrayLike<number>;
}

/** One stock's session so far. Prices in paise; `prevClose` adjusted for today's corporate actions. */
export interface IntradayInput {
  readonly bars: SessionBars;
  readonly ltp: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly prevClose: number;
  /** Shares traded today so far. */
  readonly volume: number;
  /** Mean daily volume of the 20 completed sessions before today (shares); 0 when unknown. */
  readonly avgDailyVolume: number;
}

export type ScreenBias = 'bullish' | 'bearish' | 'neutral';

/** The number shown beside each match (e.g. the gap), with its unit. */
export interface ScreenMetric {
  readonly label: string;
  readonly unit: '%' | '×' | '₹ cr';
}

interface ScreenBase {
  /** Numeric id as text ('1', '2', …), stable: used in URLs. */
  readonly id: string;
  readonly name: string;
  readonly bias: ScreenBias;
  /** The exact rule in words. */
  readonly rule: string;
  readonly metric: ScreenMetric;
  /** The metric of a stock (null when it cannot be computed). */
  readonly metricOf: (input: IntradayInput) => number | null;
}

/** A screen written in the screening language (packages/market/src/screening), run over the live universe. */
export interface LanguageScreen extends ScreenBase {
  readonly kind: 'language';
  readonly language: string;
}

/** A screen the language cannot express, as a pure function of the session so far. */
export interface FunctionScreen extends ScreenBase {
  readonly kind: 'function';
  readonly matches: (input: IntradayInput) => boolean;
}

export type IntradayScreen = LanguageScreen | FunctionScreen;

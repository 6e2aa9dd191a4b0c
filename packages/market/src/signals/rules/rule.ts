import type { DayContext } from '../day-context';
import type { IntradayContext } from '../intraday-context';
import type { ProvisionalDay } from '../provisional-day';
import type { SignalDetails, SignalSide, SignalType } from '../signal-types';
import type { TradePlanSpec } from '../trade-plan';

/** What a rule reads about one symbol at one scan (built lazily by the engine, bars ≤ the scanned one). */
export interface SymbolScan {
  /** Today's printed-to-adjusted factor (prices on the daily basis = printed × factor). */
  readonly factor: number;
  /** 15-minute series (previous session + today up to the scanned bar) and its indicators. */
  intraday(): IntradayContext;
  /** The completed-day context, or null with fewer than 2 completed days. */
  day(): DayContext | null;
  /** Today's provisional daily bar at the close of today's bar `bar`, or null without a day context. */
  provisional(bar: number): ProvisionalDay | null;
}

/** A rule's answer for one bar and side: the ATR its trade plan uses (today's printed paise) and the details. */
export interface RuleHit {
  readonly atr: number;
  readonly details: SignalDetails;
}

/** One auto-signal rule: a buy and a sell type, its trade plan, and its trigger test. */
export interface SignalRule {
  /** Identifier stored with each signal. */
  readonly id: string;
  readonly buy: SignalType;
  readonly sell: SignalType;
  readonly plan: TradePlanSpec;
  /** Today's bars the rule may fire on: from `firstBar` to `lastBar` inclusive. */
  readonly firstBar: number;
  readonly lastBar: number;
  /**
   * True trigger (an event, not a state) at today's bar `bar` for `side`, reading only bars ≤ `bar`;
   * the engine fires on the first such bar of the day.
   */
  detect(scan: SymbolScan, bar: number, side: SignalSide): RuleHit | null;
}

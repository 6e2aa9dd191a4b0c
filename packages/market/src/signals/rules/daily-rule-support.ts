import type { DayContext } from '../day-context';
import type { ProvisionalDay } from '../provisional-day';
import { BARS_PER_SESSION } from '../session-bars';
import type { SignalSide } from '../signal-types';
import type { RuleHit, SignalRule, SymbolScan } from './rule';

/** The completed-day context and today's provisional bar a daily rule reads, or null in warm-up. */
export interface DailyView {
  readonly day: DayContext;
  readonly today: ProvisionalDay;
  /** Yesterday's daily ATR 14 in today's printed paise (the daily rules' trade-plan unit). */
  readonly atr: number;
}

/** Daily rules may fire on any bar of the session. */
export const DAILY_FIRST_BAR = 0;
/** The last bar of the session (closes 15:30). */
export const DAILY_LAST_BAR = BARS_PER_SESSION - 1;

/** Reads the day context and provisional bar at `bar`; null when history is too short or ATR undefined. */
export function dailyView(scan: SymbolScan, bar: number): DailyView | null {
  const day = scan.day();
  if (!day) return null;
  const today = scan.provisional(bar);
  if (!today || !Number.isFinite(day.atr14)) return null;
  return { day, today, atr: day.atr14 / scan.factor };
}

/** What a daily rule module declares: ids, types, plan, and its test on the daily view. */
export interface DailyRuleSpec extends Pick<SignalRule, 'id' | 'buy' | 'sell' | 'plan'> {
  /** The trigger for `side` on today's provisional bar vs yesterday (see `SignalRule.detect`). */
  detect(view: DailyView, side: SignalSide): RuleHit | null;
}

/** Makes a daily rule: it may fire on any bar of the session and reads the daily view of that bar. */
export function defineDailyRule(spec: DailyRuleSpec): SignalRule {
  return {
    id: spec.id,
    buy: spec.buy,
    sell: spec.sell,
    plan: spec.plan,
    firstBar: DAILY_FIRST_BAR,
    lastBar: DAILY_LAST_BAR,
    detect(scan, bar, side) {
      const view = dailyView(scan, bar);
      return view ? spec.detect(view, side) : null;
    },
  };
}

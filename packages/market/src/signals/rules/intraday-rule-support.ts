import type { IntradayContext } from '../intraday-context';
import { INTRADAY_EXIT_BAR, LAST_INTRADAY_ENTRY_BAR } from '../session-bars';
import type { SignalSide } from '../signal-types';
import type { RuleHit, SignalRule, SymbolScan } from './rule';

/** What an intraday rule module declares: ids, types, plan, and its test on the 15-minute series. */
export interface IntradayRuleSpec extends Pick<SignalRule, 'id' | 'buy' | 'sell' | 'plan'> {
  /** The trigger for `side` at series index `i` (today's bar + `todayStart`); reads indices ≤ i only. */
  detect(context: IntradayContext, i: number, side: SignalSide, scan: SymbolScan): RuleHit | null;
}

/** Makes an intraday rule: it may fire from bar 1 (after the opening range) to bar 21 (14:45). */
export function defineIntradayRule(spec: IntradayRuleSpec): SignalRule {
  return {
    id: spec.id,
    buy: spec.buy,
    sell: spec.sell,
    plan: spec.plan,
    firstBar: 1,
    lastBar: Math.min(LAST_INTRADAY_ENTRY_BAR, INTRADAY_EXIT_BAR - 1),
    detect(scan, bar, side) {
      const context = scan.intraday();
      return spec.detect(context, context.todayStart + bar, side, scan);
    },
  };
}

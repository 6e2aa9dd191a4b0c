import type { OhlcvColumns } from '../daily-columns';
import type { IntradayColumns, SignalSide, SignalSymbolBars } from './signal-types';

/** What the engine remembers about one rule and side of one symbol today. */
export interface RuleDay {
  /** Bars up to this one have been tested. */
  checkedThrough: number;
  /** First bar whose trigger held, or −1 if none up to `checkedThrough`. */
  firstTrigger: number;
}

interface SymbolDay {
  readonly daily: OhlcvColumns;
  readonly days: number;
  readonly previous: IntradayColumns | undefined;
  readonly factor: number;
  readonly rules: Map<string, RuleDay>;
}

/**
 * Remembers, per symbol and day, the first bar on which each rule's trigger held, so a scan at bar
 * k does not re-test bars 0..k − 1 that earlier scans of the same day already tested. Keyed by the
 * `m15` columns object and checked against the other inputs, so any change of input starts afresh
 * (closed bars are assumed not to change). Only a cache: the answers are the same without it.
 */
export class FiringMemo {
  private readonly bySession = new WeakMap<IntradayColumns, SymbolDay>();

  /** The memo of `rule`/`side` for these bars (a fresh one when the inputs differ from last time). */
  entry(bars: SignalSymbolBars, ruleId: string, side: SignalSide): RuleDay {
    const days = bars.days ?? bars.daily.close.length;
    const factor = bars.todayAdjFactor ?? 1;
    let day = this.bySession.get(bars.m15);
    if (
      !day ||
      day.daily !== bars.daily ||
      day.days !== days ||
      day.previous !== bars.m15Previous ||
      day.factor !== factor
    ) {
      day = { daily: bars.daily, days, previous: bars.m15Previous, factor, rules: new Map() };
      this.bySession.set(bars.m15, day);
    }
    const key = `${ruleId}:${side}`;
    let rule = day.rules.get(key);
    if (!rule) {
      rule = { checkedThrough: -1, firstTrigger: -1 };
      day.rules.set(key, rule);
    }
    return rule;
  }
}

import { FiringMemo } from './firing-memo';
import { SIGNAL_RULES } from './rules';
import type { SignalRule } from './rules/rule';
import { BARS_PER_SESSION, valueAt } from './session-bars';
import type { Signal, SignalSide, SignalSymbolBars } from './signal-types';
import { DailyCache, LazySymbolScan } from './symbol-scan';
import { tradeLevels } from './trade-plan';

const SIDES: readonly SignalSide[] = ['buy', 'sell'];

/**
 * The auto-signal engine. `scanAt` answers as a pure function of its arguments (bars after the
 * scanned one are never read). The engine keeps two caches that do not change answers as long as
 * closed bars do not change: each symbol's day context per `daily` columns object, and each rule's
 * first trigger bar of the day per `m15` columns object (docs/signals.md, "Engine state"); pass the
 * same objects through a day to benefit from them.
 */
export class SignalEngine {
  private readonly cache = new DailyCache();
  private readonly memo = new FiringMemo();

  constructor(private readonly rules: readonly SignalRule[] = SIGNAL_RULES) {}

  /**
   * Scans every symbol at the close of today's 15-minute bar `barIndex` (0 closes 09:30, 24 closes
   * 15:30) and returns the signals that fire on that bar: a rule fires for a side when its trigger
   * holds on this bar and held on no earlier bar today, so each type fires at most once a day.
   * `time` is stored as the signals' time (epoch ms of the bar close); it defaults to the bar index.
   */
  scanAt(universe: readonly SignalSymbolBars[], barIndex: number, time: number = barIndex): Signal[] {
    if (!Number.isInteger(barIndex) || barIndex < 0 || barIndex >= BARS_PER_SESSION) {
      throw new RangeError(`barIndex must be 0..${BARS_PER_SESSION - 1}, got ${barIndex}`);
    }
    const signals: Signal[] = [];
    for (const bars of universe) {
      if (bars.m15.close.length <= barIndex) continue;
      const scan = new LazySymbolScan(bars, barIndex, this.cache);
      for (const rule of this.rules) {
        if (barIndex < rule.firstBar || barIndex > rule.lastBar) continue;
        for (const side of SIDES) {
          const hit = this.firesAt(bars, rule, scan, barIndex, side);
          if (!hit) continue;
          const price = valueAt(bars.m15.close, barIndex);
          const levels = tradeLevels(price, hit.atr, side, rule.plan);
          signals.push({
            symbol: bars.symbol,
            sector: bars.sector,
            type: side === 'buy' ? rule.buy : rule.sell,
            side,
            rule: rule.id,
            barIndex,
            time,
            price,
            target: levels.target,
            stop: levels.stop,
            horizonDays: rule.plan.horizonDays,
            details: hit.details,
          });
        }
      }
    }
    return signals;
  }

  /**
   * The rule's hit at `barIndex` if its trigger holds there and on no earlier bar today. Earlier
   * bars are tested once per day and remembered (`FiringMemo`); once a type has fired it is not
   * tested again that day.
   */
  private firesAt(
    bars: SignalSymbolBars,
    rule: SignalRule,
    scan: LazySymbolScan,
    barIndex: number,
    side: SignalSide,
  ) {
    const memo = this.memo.entry(bars, rule.id, side);
    if (memo.firstTrigger >= 0 && memo.firstTrigger < barIndex) return null;
    const checked = Math.max(memo.checkedThrough, rule.firstBar - 1);
    const hit = rule.detect(scan, barIndex, side);
    if (!hit) {
      if (checked === barIndex - 1) memo.checkedThrough = barIndex;
      return null;
    }
    // Bars up to `checked` are known to have no trigger (firstTrigger is −1 or ≥ barIndex).
    let first = barIndex;
    for (let bar = checked + 1; bar < barIndex; bar++) {
      if (rule.detect(scan, bar, side)) {
        first = bar;
        break;
      }
    }
    memo.firstTrigger = first;
    memo.checkedThrough = Math.max(memo.checkedThrough, barIndex);
    return first === barIndex ? hit : null;
  }
}

/** Scans once with a fresh engine (no cache kept between calls); see `SignalEngine.scanAt`. */
export function scanAt(
  universe: readonly SignalSymbolBars[],
  barIndex: number,
  time: number = barIndex,
): Signal[] {
  return new SignalEngine().scanAt(universe, barIndex, time);
}

import type { Signals } from '../backtest/backtest-types';
import type { OhlcvColumns } from '../daily-columns';
import { rescaled } from '../signals/backfill';
import type { SignalRule } from '../signals/rules/rule';
import { valueAt } from '../signals/session-bars';
import type { IntradayColumns, SignalSide } from '../signals/signal-types';
import { DailyCache, LazySymbolScan } from '../signals/symbol-scan';

/** How the 15-minute auto-signal types are back-tested (the 15-minute history's own method follows it). */
export const INTRADAY_AUTOSIGNAL_REPLAY_METHOD =
  'The signal rule itself (the same code the live scan runs) is evaluated at the close of every 15-minute bar of each session, reading the completed daily bars before that session, the previous session’s 15-minute bars and the session’s bars up to that bar; the type fires on the first bar of the session where its trigger holds (09:45–14:45, once a day, as live) and fills at the next bar’s open; the opposite type closes the position, and intraday positions are squared off at the session’s last bar. The first session only warms the 15-minute indicators up.';

/** One stock as the 15-minute replay reads it: its 15-minute bars with each bar's session, and its daily history. */
export interface IntradayReplayBars {
  /** 15-minute bars (printed paise of each session's day), whole sessions in date order, the last one possibly cut short. */
  readonly m15: OhlcvColumns;
  /** Each bar's session date (`YYYY-MM-DD`, or a label starting with it). */
  readonly sessionDates: readonly string[];
  /**
   * The stock's daily bars (printed paise with `adjFactor`) and their ascending ISO dates; a session
   * reads only the days before its date, so the history may end anywhere after the first session.
   */
  readonly daily: OhlcvColumns;
  readonly dailyDates: readonly string[];
}

/** Bars `start..end − 1` of one session, its date and the number of completed daily bars before it. */
interface Session {
  readonly start: number;
  readonly end: number;
  readonly date: string;
  readonly daysBefore: number;
}

/** How many of the ascending ISO `dates` lie before `date`. */
function countBefore(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((dates[mid] ?? '') < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function sessionsOf(bars: IntradayReplayBars): Session[] {
  const sessions: Session[] = [];
  const n = bars.m15.close.length;
  let start = 0;
  for (let i = 1; i <= n; i++) {
    const date = (bars.sessionDates[start] ?? '').slice(0, 10);
    if (i < n && (bars.sessionDates[i] ?? '').slice(0, 10) === date) continue;
    sessions.push({ start, end: i, date, daysBefore: countBefore(bars.dailyDates, date) });
    start = i;
  }
  return sessions;
}

function sessionBars(m15: OhlcvColumns, { start, end }: Session): IntradayColumns {
  return {
    open: m15.open.subarray(start, end),
    high: m15.high.subarray(start, end),
    low: m15.low.subarray(start, end),
    close: m15.close.subarray(start, end),
    volume: m15.volume.subarray(start, end),
  };
}

/** The first bar of the rule's window up to `last` where its trigger holds for `side` (the live fire bar), or −1. */
function firstTrigger(rule: SignalRule, scan: LazySymbolScan, last: number, side: SignalSide): number {
  for (let bar = rule.firstBar; bar <= last; bar++) if (rule.detect(scan, bar, side)) return bar;
  return -1;
}

/**
 * Entries (the rule fires for `entrySide`) and exits (it fires for the other side) of a 15-minute
 * auto-signal type on bars `from..to` (inclusive) of one stock's 15-minute history; other bars stay
 * 0. Each session is scanned as the live engine scans it: the completed days before it
 * (`days` = its day index), the previous session's bars put on its price basis, and its own bars up
 * to the scanned one; a type fires on the first bar where its trigger holds. Each session's price
 * basis is the `adjFactor` of its 15-minute bars (that day's daily factor). A session whose previous
 * trading day is not the session before it (the first one) only warms the indicators up.
 */
export function intradayAutosignalSignals(
  rule: SignalRule,
  entrySide: SignalSide,
  bars: IntradayReplayBars,
  from: number,
  to: number,
): Signals {
  const { m15, daily } = bars;
  const n = m15.close.length;
  const entries = new Uint8Array(n);
  const exits = new Uint8Array(n);
  const exitSide: SignalSide = entrySide === 'buy' ? 'sell' : 'buy';
  const cache = new DailyCache();
  const sessions = sessionsOf(bars);
  for (let k = 1; k < sessions.length; k++) {
    const session = sessions[k];
    const previous = sessions[k - 1];
    if (!session || !previous || session.end <= from || session.start > to) continue;
    // The previous session must be the last completed day before this one.
    const days = session.daysBefore;
    if (days < 1 || bars.dailyDates[days - 1] !== previous.date) continue;
    // Rules read bars ≤ the one they test and each indicator is causal, so one scan at the last bar
    // of the rule's window answers every earlier bar as a scan at that bar would (the engine's own
    // "no trigger earlier today" test relies on the same).
    const last = Math.min(rule.lastBar, session.end - session.start - 1);
    if (last < rule.firstBar) continue;
    const factor = valueAt(m15.adjFactor, session.start);
    const scale = valueAt(m15.adjFactor, previous.start) / factor;
    const scan = new LazySymbolScan(
      {
        symbol: '',
        sector: '',
        daily,
        days,
        m15: sessionBars(m15, session),
        m15Previous: rescaled(sessionBars(m15, previous), scale),
        todayAdjFactor: factor,
      },
      last,
      cache,
    );
    for (const [side, column] of [
      [entrySide, entries],
      [exitSide, exits],
    ] as const) {
      const bar = firstTrigger(rule, scan, last, side);
      const at = session.start + bar;
      if (bar >= 0 && at >= from && at <= to) column[at] = 1;
    }
  }
  return { entries, exits };
}

import type { Signals } from '../backtest/backtest-types';
import type { OhlcvColumns } from '../daily-columns';
import { SIGNAL_RULES } from '../signals/rules';
import type { SignalRule } from '../signals/rules/rule';
import { BARS_PER_SESSION } from '../signals/session-bars';
import { SIGNAL_CATALOGUE, type SignalTypeInfo } from '../signals/signal-catalogue';
import type { IntradayColumns, SignalType } from '../signals/signal-types';
import { DailyCache, LazySymbolScan } from '../signals/symbol-scan';

/** How the daily auto-signal types are back-tested (shown with every auto-signal result). */
export const AUTOSIGNAL_REPLAY_METHOD =
  'The signal rule itself (the same code the live scan runs) is evaluated at each day’s close with the whole day as today’s bar; a signal on day t fills at day t+1’s open. The live scan may fire earlier in the session, at that bar’s price.';

/** One auto-signal type as a back-test strategy: its catalogue entry, its rule and its opposite type. */
export interface AutosignalStrategy {
  readonly info: SignalTypeInfo;
  /** The rule that fires the type (the code the live scan runs). */
  readonly rule: SignalRule;
  /** The rule's other type (UpTrend ↔ DnTrend): it closes a position this type opened. */
  readonly opposite: SignalType;
  /** The bars it is replayed on: daily history, or the 15-minute history of the last sessions. */
  readonly timeframe: 'daily' | 'm15';
}

/** Every auto-signal type with the rule its replay runs. */
export const AUTOSIGNAL_STRATEGIES: readonly AutosignalStrategy[] = SIGNAL_CATALOGUE.map((info) => {
  const rule = SIGNAL_RULES.find((r) => r.buy === info.type || r.sell === info.type);
  if (!rule) throw new Error(`No rule fires ${info.type}`);
  return {
    info,
    rule,
    opposite: rule.buy === info.type ? rule.sell : rule.buy,
    timeframe: info.timeframe === 'Daily' ? 'daily' : 'm15',
  };
});

/** The auto-signal type named by `id` (exact name, any case), or undefined. */
export function findAutosignalStrategy(id: string): AutosignalStrategy | undefined {
  const lower = id.toLowerCase();
  return AUTOSIGNAL_STRATEGIES.find((s) => s.info.type.toLowerCase() === lower);
}

const LAST_BAR = BARS_PER_SESSION - 1;

/**
 * Day `d` of the daily bars as a session of 25 identical 15-minute bars carrying the whole day's
 * range, with all the volume on the last bar: the rules' provisional day at the last bar is then
 * exactly the completed daily bar (volume pro-rating × 25 / 25 = 1).
 */
function dayAsSession(daily: OhlcvColumns, d: number): IntradayColumns {
  const bar = (column: Int32Array) => new Int32Array(BARS_PER_SESSION).fill(column[d] ?? 0);
  const volume = new Float64Array(BARS_PER_SESSION);
  volume[LAST_BAR] = daily.volume[d] ?? 0;
  return {
    open: bar(daily.open),
    high: bar(daily.high),
    low: bar(daily.low),
    close: bar(daily.close),
    volume,
  };
}

/**
 * Entries (this type fired) and exits (its opposite fired) of a daily auto-signal type on days
 * `from..to` (inclusive) of one stock's history; other days stay 0. Each day reads only the
 * completed days before it and the day itself, as the live scan does at that day's close.
 */
export function autosignalSignals(
  strategy: AutosignalStrategy,
  daily: OhlcvColumns,
  from: number,
  to: number,
): Signals {
  const { rule } = strategy;
  if (strategy.timeframe !== 'daily')
    throw new RangeError(
      `${strategy.info.type} fires on 15-minute bars: replay it with intradayAutosignalSignals`,
    );
  const n = daily.close.length;
  const entries = new Uint8Array(n);
  const exits = new Uint8Array(n);
  const entrySide = rule.buy === strategy.info.type ? 'buy' : 'sell';
  const exitSide = entrySide === 'buy' ? 'sell' : 'buy';
  const cache = new DailyCache();
  for (let d = Math.max(2, from); d <= Math.min(to, n - 1); d++) {
    if (!((daily.open[d] ?? 0) > 0)) continue;
    const scan = new LazySymbolScan(
      {
        symbol: '',
        sector: '',
        daily,
        days: d,
        m15: dayAsSession(daily, d),
        todayAdjFactor: daily.adjFactor[d] ?? 1,
      },
      LAST_BAR,
      cache,
    );
    if (rule.detect(scan, LAST_BAR, entrySide)) entries[d] = 1;
    if (rule.detect(scan, LAST_BAR, exitSide)) exits[d] = 1;
  }
  return { entries, exits };
}

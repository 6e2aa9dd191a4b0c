/**
 * Stock tips by stated rules (issue 19): robot tips over daily bars, read at the close of the issue
 * day. Each rule reads only the bars up to and including the issue day (no look-ahead), on the issue
 * day's printed basis (adjusted ÷ the issue day's factor, so a split before it does not fake a
 * breakout). A tip carries its entry range, target, stop, horizon and the rule that produced it; the
 * judge (judge.ts) fills the entry at the next session.
 *
 * Horizons: BTST, swing and positional. Intraday is left out: the product's intraday levels
 * (signals/intraday-levels.ts, R1/S1 triggers) need 15-minute bars to be entered and judged, which
 * these daily rules do not read. NIFTY tips come from the same function on the index's daily bars:
 * the index carries no volume, so only the volume-free positional rule can fire on it (a volume rule
 * needs a positive 20-day average volume).
 *
 * Pure: no clock, no I/O, no randomness; the same bars always give the same tips.
 */
import type { OhlcvColumns } from '../daily-columns';
import { atr } from '../indicators/average-true-range';
import { sma } from '../indicators/moving-averages';
import { rsi } from '../indicators/rsi';
import { crossesAbove, roundToTick, TICK_PAISE, valueAt } from '../signals/session-bars';
import { tradeLevels } from '../signals/trade-plan';

/** The rules, in the order they are evaluated. */
export const STOCK_TIP_RULES = ['btst-strong-close', 'swing-breakout', 'positional-golden-cross'] as const;
export type StockTipRule = (typeof STOCK_TIP_RULES)[number];

export type StockTipHorizon = 'btst' | 'swing' | 'positional';

/** The thresholds every rule states (the page and the docs print these numbers). */
export const STOCK_TIP_THRESHOLDS = {
  /** Sessions the volume average and the breakout high look back over (before the issue day). */
  lookback: 20,
  /** Swing: volume at least this multiple of the 20-day average volume. */
  swingVolumeMultiple: 1.5,
  /** Swing: stop at the lowest low of this many sessions (the issue day included). */
  swingStopSessions: 10,
  /** Swing: target at this multiple of the risk (entry reference − stop). */
  swingTargetR: 2,
  swingHorizon: 10,
  /** BTST: close in the top 10 % of the day's range (close − low ≥ 0.9 × (high − low)). */
  btstCloseInRange: 0.9,
  /** BTST: volume at least this multiple of the 20-day average volume. */
  btstVolumeMultiple: 2,
  /** BTST: target +1 ATR(14), stop −0.5 ATR(14); exit at the next session's close. */
  btstTargetAtr: 1,
  btstStopAtr: 0.5,
  btstHorizon: 1,
  /** Positional: 50-day SMA crosses above the 200-day SMA with RSI(14) in [50, 70]. */
  fastSma: 50,
  slowSma: 200,
  rsiLow: 50,
  rsiHigh: 70,
  /** Positional: target +6 ATR(14), stop −3 ATR(14), horizon 60 sessions. */
  positionalTargetAtr: 6,
  positionalStopAtr: 3,
  positionalHorizon: 60,
  /** Entry range: the issue close up to +1 % (on the tick). */
  entryBand: 0.01,
  /** Sessions after the issue in which the entry may fill (BTST: the next session only). */
  entryWindow: 3,
} as const;

/** Plain-words description of each rule (English; the web translates). */
export const STOCK_TIP_RULE_DESCRIPTIONS: Readonly<Record<StockTipRule, string>> = {
  'btst-strong-close':
    'Buy today, sell tomorrow: the close is in the top 10 % of the day’s range, above the previous close, on volume at least twice the 20-day average. Target +1 ATR(14), stop −0.5 ATR(14), exit at the next session’s close.',
  'swing-breakout':
    'Swing: the close is above the highest high of the previous 20 sessions on volume at least 1.5 times the 20-day average. Stop at the 10-session low, target twice the risk, exit after 10 sessions.',
  'positional-golden-cross':
    'Positional: the 50-day average crosses above the 200-day average with RSI(14) between 50 and 70. Target +6 ATR(14), stop −3 ATR(14), exit after 60 sessions.',
};

/** A tip as issued at the close of `issueDay`: everything is known before its outcome. */
export interface StockTip {
  readonly symbol: string;
  readonly rule: StockTipRule;
  readonly horizon: StockTipHorizon;
  /** Index of the issue day in the daily columns the tip was read from. */
  readonly issueDay: number;
  readonly side: 'buy';
  /** Paise, issue day's printed basis: the entry fills between these (inclusive). */
  readonly entryLow: number;
  readonly entryHigh: number;
  readonly target: number;
  readonly stop: number;
  /** The last session of the tip: its close is the time exit (1 = the session after the issue). */
  readonly horizonSessions: number;
  /** Sessions after the issue in which the entry may fill. */
  readonly entryWindowSessions: number;
  /** The readings the rule fired on (paise, shares, ratios). */
  readonly facts: Readonly<Record<string, number>>;
}

/** Bars read by the rules: the issue day's basis, `slowSma + 1` sessions ending at the issue day. */
interface Window {
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
  /** Index of the issue day in the window. */
  readonly last: number;
}

function windowOf(daily: OhlcvColumns, day: number): Window {
  const from = Math.max(0, day + 1 - (STOCK_TIP_THRESHOLDS.slowSma + 1));
  const base = valueAt(daily.adjFactor, day);
  const n = day + 1 - from;
  const price = (printed: Int32Array) =>
    Float64Array.from(
      { length: n },
      (_v, k) => (valueAt(printed, from + k) * valueAt(daily.adjFactor, from + k)) / base,
    );
  return {
    high: price(daily.high),
    low: price(daily.low),
    close: price(daily.close),
    volume: Float64Array.from(
      { length: n },
      (_v, k) => (valueAt(daily.volume, from + k) * base) / valueAt(daily.adjFactor, from + k),
    ),
    last: n - 1,
  };
}

/** Mean / max / min of `column[from..to)`, NaN when the range leaves the column. */
function over(column: Float64Array, from: number, to: number, f: (xs: number[]) => number): number {
  if (from < 0 || to > column.length || to <= from) return Number.NaN;
  return f(Array.from(column.subarray(from, to)));
}
const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function tipOf(
  symbol: string,
  day: number,
  rule: StockTipRule,
  horizon: StockTipHorizon,
  close: number,
  levels: { readonly target: number; readonly stop: number },
  horizonSessions: number,
  facts: Record<string, number>,
): StockTip {
  const t = STOCK_TIP_THRESHOLDS;
  const entryLow = roundToTick(close);
  return {
    symbol,
    rule,
    horizon,
    issueDay: day,
    side: 'buy',
    entryLow,
    entryHigh: Math.max(entryLow + TICK_PAISE, roundToTick(close * (1 + t.entryBand))),
    target: levels.target,
    stop: levels.stop,
    horizonSessions,
    entryWindowSessions: horizon === 'btst' ? 1 : t.entryWindow,
    facts,
  };
}

/** The tips the rules issue at the close of `day` (index into `daily`; later bars are never read). */
export function stockTipsAt(symbol: string, daily: OhlcvColumns, day: number): StockTip[] {
  if (day < 0 || day >= daily.close.length) return [];
  const t = STOCK_TIP_THRESHOLDS;
  const w = windowOf(daily, day);
  const i = w.last;
  const close = valueAt(w.close, i);
  const high = valueAt(w.high, i);
  const low = valueAt(w.low, i);
  const volume = valueAt(w.volume, i);
  const avgVolume = over(w.volume, i - t.lookback, i, avg);
  const volumeKnown = avgVolume > 0;
  const atr14 = valueAt(atr(w.high, w.low, w.close, 14), i);
  const tips: StockTip[] = [];

  const closeInRange = high > low ? (close - low) / (high - low) : Number.NaN;
  if (
    closeInRange >= t.btstCloseInRange &&
    close > valueAt(w.close, i - 1) &&
    volumeKnown &&
    volume >= t.btstVolumeMultiple * avgVolume &&
    atr14 > 0
  )
    tips.push(
      tipOf(
        symbol,
        day,
        'btst-strong-close',
        'btst',
        close,
        tradeLevels(roundToTick(close), atr14, 'buy', {
          targetAtr: t.btstTargetAtr,
          stopAtr: t.btstStopAtr,
          horizonDays: t.btstHorizon,
        }),
        t.btstHorizon,
        { close, high, low, closeInRange, volume, avgVolume, atr14 },
      ),
    );

  const priorHigh = over(w.high, i - t.lookback, i, (xs) => Math.max(...xs));
  const stopLow = over(w.low, i + 1 - t.swingStopSessions, i + 1, (xs) => Math.min(...xs));
  if (close > priorHigh && volumeKnown && volume >= t.swingVolumeMultiple * avgVolume) {
    const entry = roundToTick(close);
    const stop = Math.min(entry - TICK_PAISE, roundToTick(stopLow));
    const target = roundToTick(entry + t.swingTargetR * (entry - stop));
    tips.push(
      tipOf(symbol, day, 'swing-breakout', 'swing', close, { target, stop }, t.swingHorizon, {
        close,
        priorHigh,
        volume,
        avgVolume,
        stopLow,
      }),
    );
  }

  const fast = sma(w.close, t.fastSma);
  const slow = sma(w.close, t.slowSma);
  const rsi14 = valueAt(rsi(w.close, 14), i);
  if (crossesAbove(fast, slow, i) && rsi14 >= t.rsiLow && rsi14 <= t.rsiHigh && atr14 > 0)
    tips.push(
      tipOf(
        symbol,
        day,
        'positional-golden-cross',
        'positional',
        close,
        tradeLevels(roundToTick(close), atr14, 'buy', {
          targetAtr: t.positionalTargetAtr,
          stopAtr: t.positionalStopAtr,
          horizonDays: t.positionalHorizon,
        }),
        t.positionalHorizon,
        { close, sma50: valueAt(fast, i), sma200: valueAt(slow, i), rsi14, atr14 },
      ),
    );
  return tips;
}

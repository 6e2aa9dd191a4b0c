import { BARS_PER_SESSION, INTRADAY_EXIT_BAR, valueAt } from './session-bars';
import type { IntradayColumns, Signal } from './signal-types';

/** Daily bars after the signal day, on the signal day's printed basis (paise). */
export interface DaysAfter {
  readonly open: ArrayLike<number>;
  readonly high: ArrayLike<number>;
  readonly low: ArrayLike<number>;
  readonly close: ArrayLike<number>;
}

/** The bars known after a signal: the rest of its day (15-minute) and the completed days after it. */
export interface OutcomeBars {
  /** The signal day's 15-minute bars; bars 0..`m15Count − 1` are complete. */
  readonly m15: IntradayColumns;
  readonly m15Count?: number;
  /** Completed trading days after the signal day: index 0 is the first following day. */
  readonly daysAfter?: DaysAfter;
}

/** How a signal ended (or that it has not yet). */
export type OutcomeStatus = 'open' | 'target' | 'stop' | 'expired';

/** A signal's outcome. Returns are fractions (0.01 = 1 %), sign-adjusted so a sell gains when the price falls. */
export interface SignalOutcome {
  readonly status: OutcomeStatus;
  /** Exit price (paise) for target/stop/expired, else null. */
  readonly exitPrice: number | null;
  /** 0 = the signal day (then `exitBar` is the 15-minute bar), d ≥ 1 = the d-th following trading day. */
  readonly exitDay: number | null;
  readonly exitBar: number | null;
  /** Sign-adjusted (exit − entry) / entry. */
  readonly exitReturn: number | null;
  /** Sign-adjusted close-to-close returns from the entry after 1, 5 and 20 following trading days. */
  readonly return1d: number | null;
  readonly return5d: number | null;
  readonly return20d: number | null;
}

interface Exit {
  readonly status: OutcomeStatus;
  readonly price: number;
}

/** Target/stop test of one bar: the stop counts first when both lie inside the bar (conservative). */
function barExit(signal: Signal, open: number, high: number, low: number): Exit | null {
  const buy = signal.side === 'buy';
  if (buy ? low <= signal.stop : high >= signal.stop) {
    // A gap through the stop fills at the open, which is worse than the stop.
    const gapped = buy ? open < signal.stop : open > signal.stop;
    return { status: 'stop', price: gapped ? open : signal.stop };
  }
  if (buy ? high >= signal.target : low <= signal.target) return { status: 'target', price: signal.target };
  return null;
}

function signedReturn(signal: Signal, price: number): number {
  const change = (price - signal.price) / signal.price;
  return signal.side === 'buy' ? change : -change;
}

function closeReturn(signal: Signal, days: DaysAfter | undefined, d: number): number | null {
  if (!days || days.close.length < d) return null;
  return signedReturn(signal, valueAt(days.close, d - 1));
}

function finish(
  signal: Signal,
  bars: OutcomeBars,
  exit: Exit | null,
  day: number | null,
  bar: number | null,
) {
  const outcome: SignalOutcome = {
    status: exit?.status ?? 'open',
    exitPrice: exit?.price ?? null,
    exitDay: exit ? day : null,
    exitBar: exit ? bar : null,
    exitReturn: exit ? signedReturn(signal, exit.price) : null,
    return1d: closeReturn(signal, bars.daysAfter, 1),
    return5d: closeReturn(signal, bars.daysAfter, 5),
    return20d: closeReturn(signal, bars.daysAfter, 20),
  };
  return outcome;
}

/**
 * Judges a signal on the bars after it: walks the signal day's later 15-minute bars, then (for
 * horizons ≥ 1 day) the following daily bars, and stops at the first bar whose high/low reaches
 * the target or the stop. Without a hit it expires at the close of the horizon's last bar (the
 * 15:15 bar for intraday rules, the close of day `horizonDays` otherwise); before that it is open.
 */
export function evaluateOutcome(signal: Signal, bars: OutcomeBars): SignalOutcome {
  const m15Count = bars.m15Count ?? bars.m15.close.length;
  const intraday = signal.horizonDays === 0;
  const lastBar = intraday ? INTRADAY_EXIT_BAR : BARS_PER_SESSION - 1;
  const m15 = bars.m15;
  for (let bar = signal.barIndex + 1; bar <= Math.min(lastBar, m15Count - 1); bar++) {
    const exit = barExit(signal, valueAt(m15.open, bar), valueAt(m15.high, bar), valueAt(m15.low, bar));
    if (exit) return finish(signal, bars, exit, 0, bar);
  }
  if (intraday) {
    if (m15Count - 1 < INTRADAY_EXIT_BAR) return finish(signal, bars, null, null, null);
    const close = valueAt(m15.close, INTRADAY_EXIT_BAR);
    return finish(signal, bars, { status: 'expired', price: close }, 0, INTRADAY_EXIT_BAR);
  }
  const days = bars.daysAfter;
  const available = days ? Math.min(days.close.length, signal.horizonDays) : 0;
  for (let d = 1; d <= available && days; d++) {
    const i = d - 1;
    const exit = barExit(signal, valueAt(days.open, i), valueAt(days.high, i), valueAt(days.low, i));
    if (exit) return finish(signal, bars, exit, d, null);
  }
  if (!days || available < signal.horizonDays) return finish(signal, bars, null, null, null);
  const close = valueAt(days.close, signal.horizonDays - 1);
  return finish(signal, bars, { status: 'expired', price: close }, signal.horizonDays, null);
}

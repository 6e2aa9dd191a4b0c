import type { IsoDate } from '../units';
import { istDateTimeToUtc, istParts, parseHhMm } from './ist';
import { type NseCalendar, nseCalendar } from './nse-calendar';
import { NORMAL_SESSION_MS, NSE_SESSION } from './sessions';

const OPEN_MS = parseHhMm(NSE_SESSION.open) * 60_000;

/** Source of "now" for the simulator and engines; `market` never reads the system clock itself. */
export interface MarketClock {
  now(): Date;
}

/** A clock that stands still until told to move (tests, replays). */
export class FixedClock implements MarketClock {
  private instant: number;

  constructor(instant: Date) {
    this.instant = instant.getTime();
  }

  /** The clock's current instant (a fresh Date each call, so callers cannot mutate the clock). */
  now(): Date {
    return new Date(this.instant);
  }

  /** Moves the clock to `instant`. */
  set(instant: Date): void {
    this.instant = instant.getTime();
  }

  /** Moves the clock forward by `ms` milliseconds (negative moves back). */
  advance(ms: number): void {
    this.instant += ms;
  }
}

/** `MARKET_CLOCK`: `nse` follows the real exchange clock; `demo` keeps the market always in session. */
export type MarketClockMode = 'nse' | 'demo';

/** Where the demo clock starts: at real instant `real`, simulated time is `tradingDay` 09:15 IST plus `offsetMs`. */
export interface DemoAnchor {
  readonly real: Date;
  readonly tradingDay: IsoDate;
  /** Milliseconds into the normal session at the anchor, 0 (default) = the open. */
  readonly offsetMs?: number;
}

/**
 * Demo mode's simulated time. Real time since the anchor runs at 1:1 through a normal session
 * (09:15–15:30 IST, 6 h 15 min); each time a full session of real time has elapsed, the simulated
 * clock jumps from 15:30 to the next trading day's 09:15. So the result is always in
 * [09:15, 15:30) of a trading day, strictly increasing with the real instant, and a pure function of
 * (realInstant, anchor, calendar). Real instants before the anchor run the same mapping backwards.
 * Throws a RangeError once the simulated day leaves the calendar's years.
 */
export function demoSessionTime(
  realInstant: Date,
  anchor: DemoAnchor,
  calendar: NseCalendar = nseCalendar,
): Date {
  const offset0 = anchor.offsetMs ?? 0;
  if (!(offset0 >= 0 && offset0 < NORMAL_SESSION_MS)) {
    throw new RangeError(`Demo anchor offset must be within the session, got ${offset0} ms`);
  }
  if (!calendar.isTradingDay(anchor.tradingDay)) {
    throw new RangeError(`Demo anchor day ${anchor.tradingDay} is not a trading day`);
  }
  const elapsed = realInstant.getTime() - anchor.real.getTime() + offset0;
  const sessions = Math.floor(elapsed / NORMAL_SESSION_MS);
  const intoSession = elapsed - sessions * NORMAL_SESSION_MS;
  const day = calendar.addTradingDays(anchor.tradingDay, sessions);
  return new Date(istDateTimeToUtc(day, NSE_SESSION.open).getTime() + intoSession);
}

/** A clock in demo mode: reads `source` (the real clock) and maps it with `demoSessionTime`. */
export class DemoClock implements MarketClock {
  constructor(
    private readonly source: MarketClock,
    private readonly anchor: DemoAnchor,
    private readonly calendar: NseCalendar = nseCalendar,
  ) {}

  /** The simulated in-session instant for the source clock's now. */
  now(): Date {
    return demoSessionTime(this.source.now(), this.anchor, this.calendar);
  }
}

/**
 * The natural demo anchor for a start at `real`: during a normal session, demo time equals real time;
 * before the open of a trading day it starts at that open; otherwise at the next trading day's open.
 */
export function demoAnchorAt(real: Date, calendar: NseCalendar = nseCalendar): DemoAnchor {
  const { date, msOfDay } = istParts(real);
  if (calendar.isTradingDay(date) && msOfDay < OPEN_MS + NORMAL_SESSION_MS) {
    return { real, tradingDay: date, offsetMs: Math.max(0, msOfDay - OPEN_MS) };
  }
  return { real, tradingDay: calendar.nextTradingDay(date), offsetMs: 0 };
}

/**
 * The market clock for a `MARKET_CLOCK` mode: `nse` is the source clock itself (identity); `demo`
 * wraps it, anchored by default with `demoAnchorAt(source.now())` at creation.
 */
export function createMarketClock(
  mode: MarketClockMode,
  source: MarketClock,
  options: { anchor?: DemoAnchor; calendar?: NseCalendar } = {},
): MarketClock {
  if (mode === 'nse') return source;
  const calendar = options.calendar ?? nseCalendar;
  return new DemoClock(source, options.anchor ?? demoAnchorAt(source.now(), calendar), calendar);
}

import type { IsoDate } from '../units';
import { istParts, parseHhMm } from './ist';
import type { NseCalendar } from './nse-calendar';

/** The NSE equity session a moment falls in. */
export type SessionPhase = 'closed' | 'pre-open' | 'pre-open-matching' | 'open' | 'post-close' | 'muhurat';

/** Why the market is closed. */
export type ClosedReason = 'weekend' | 'holiday' | 'before-open' | 'after-close';

/** The phase at an instant, with the IST date and, when closed, the reason (and holiday name). */
export type SessionState =
  | {
      readonly phase: 'closed';
      readonly date: IsoDate;
      readonly reason: ClosedReason;
      readonly holiday?: string;
    }
  | { readonly phase: Exclude<SessionPhase, 'closed'>; readonly date: IsoDate };

const MINUTE_MS = 60_000;

/**
 * NSE equity session boundaries, IST, each phase [start, end): pre-open order collection
 * 09:00–09:08, order matching and buffer 09:08–09:15, continuous trading 09:15–15:30, closing
 * price calculation 15:30–15:40 (closed to orders), post-close session 15:40–16:00.
 */
export const NSE_SESSION = {
  preOpenStart: '09:00',
  preOpenMatchingStart: '09:08',
  open: '09:15',
  close: '15:30',
  postCloseStart: '15:40',
  postCloseEnd: '16:00',
} as const;

const at = (time: string): number => parseHhMm(time) * MINUTE_MS;
const PRE_OPEN = at(NSE_SESSION.preOpenStart);
const MATCHING = at(NSE_SESSION.preOpenMatchingStart);
const OPEN = at(NSE_SESSION.open);
const CLOSE = at(NSE_SESSION.close);
const POST_CLOSE = at(NSE_SESSION.postCloseStart);
const POST_CLOSE_END = at(NSE_SESSION.postCloseEnd);

/** Length of the normal continuous session (09:15–15:30), in milliseconds. */
export const NORMAL_SESSION_MS = CLOSE - OPEN;

/** The NSE equity session phase at `instant` (millisecond-precise, IST), per `calendar`. */
export function sessionPhase(instant: Date, calendar: NseCalendar): SessionState {
  const { date, msOfDay, weekday } = istParts(instant);
  const muhurat = calendar.muhuratSession(date);
  if (muhurat && msOfDay >= muhurat.startMinutes * MINUTE_MS && msOfDay < muhurat.endMinutes * MINUTE_MS) {
    return { phase: 'muhurat', date };
  }
  if (!calendar.isTradingDay(date)) {
    const holiday = calendar.holidayName(date);
    // A weekday closure is a holiday; a weekend stays "weekend" but still carries the festival name.
    if (weekday === 0 || weekday === 6) {
      return holiday === null
        ? { phase: 'closed', date, reason: 'weekend' }
        : { phase: 'closed', date, reason: 'weekend', holiday };
    }
    return { phase: 'closed', date, reason: 'holiday', holiday: holiday ?? 'Exchange holiday' };
  }
  if (msOfDay < PRE_OPEN) return { phase: 'closed', date, reason: 'before-open' };
  if (msOfDay < MATCHING) return { phase: 'pre-open', date };
  if (msOfDay < OPEN) return { phase: 'pre-open-matching', date };
  if (msOfDay < CLOSE) return { phase: 'open', date };
  if (msOfDay < POST_CLOSE) return { phase: 'closed', date, reason: 'after-close' };
  if (msOfDay < POST_CLOSE_END) return { phase: 'post-close', date };
  return { phase: 'closed', date, reason: 'after-close' };
}

/** True when continuous trading (normal market or Muhurat) is running at `instant`. */
export function isMarketOpen(instant: Date, calendar: NseCalendar): boolean {
  const { phase } = sessionPhase(instant, calendar);
  return phase === 'open' || phase === 'muhurat';
}

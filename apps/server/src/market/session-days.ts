/**
 * Sessions of the running market as answers use them: a requested session date checked against the
 * NSE calendar (a 400 that says what to pick), and NIFTY 50's close and return on every session.
 */
import {
  type IsoDate,
  type MarketState,
  type NseCalendar,
  nseCalendar,
  simulationCalendar,
} from '@nivesh/market';
import { BadRequestError } from '../http/api-errors';

const NIFTY = 'NIFTY 50';

/** Refuses the `date` parameter with `message` (HTTP 400). */
export function refuseDate(message: string): never {
  throw new BadRequestError([{ field: 'date', message }], message);
}

/** Refuses a date that is outside the calendar, after the latest session, or not a session (HTTP 400). */
export function checkSessionDate(date: IsoDate, latest: IsoDate, calendar: NseCalendar = nseCalendar): void {
  let trading: boolean;
  try {
    trading = calendar.isTradingDay(date);
  } catch {
    throw new BadRequestError(
      [
        {
          field: 'date',
          message: `${date} is outside the NSE calendar: pick a session date up to ${latest}`,
        },
      ],
      `${date} is outside the NSE calendar: pick a session date up to ${latest}`,
    );
  }
  if (date > latest) {
    throw new BadRequestError(
      [
        {
          field: 'date',
          message: `${date} is after the latest session (${latest}): pick ${latest} or an earlier session`,
        },
      ],
      `${date} is after the latest session (${latest}): pick ${latest} or an earlier session`,
    );
  }
  if (!trading) {
    throw new BadRequestError(
      [
        {
          field: 'date',
          message: `${date} is not an NSE session (a weekend or a market holiday): pick a trading day`,
        },
      ],
      `${date} is not an NSE session (a weekend or a market holiday): pick a trading day`,
    );
  }
}

export interface NiftyDay {
  readonly close: number;
  readonly ret: number;
}

/** NIFTY 50's close (points) and return per session of the running market, the live session included. */
export function niftyDays(state: MarketState): Map<IsoDate, NiftyDay> {
  const out = new Map<IsoDate, NiftyDay>();
  const id = state.idOf(NIFTY);
  if (id === undefined) return out;
  const closes = state.daily(id).close;
  state.dates.forEach((date, t) => {
    const close = closes[t] ?? 0;
    const before = t > 0 ? (closes[t - 1] ?? 0) : 0;
    if (close > 0) out.set(date, { close: close / 100, ret: before > 0 ? close / before - 1 : 0 });
  });
  const quote = state.quote(id);
  if (quote.ltp > 0) {
    out.set(state.sessionDate, {
      close: quote.ltp / 100,
      ret: quote.prevClose > 0 ? quote.ltp / quote.prevClose - 1 : 0,
    });
  }
  return out;
}

/** Binary search of `date` on the market's daily axis (-1 when absent). */
export function dayIndexOf(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const d = dates[mid] ?? '';
    if (d === date) return mid;
    if (d < date) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * Calendars by span of years, built once per process (a dozen years of days take tens of
 * milliseconds to lay out, and every Today's-activity service asks for the same span).
 */
const spanned = new Map<string, NseCalendar>();

/**
 * A calendar over the years of `dates` and the next (NSE's published years where it has them,
 * projected ones elsewhere), for a market whose history reaches back before the published years.
 */
export function calendarSpanning(dates: readonly IsoDate[]): NseCalendar {
  const first = Number((dates[0] ?? '2024').slice(0, 4));
  const last = Number((dates.at(-1) ?? '2024').slice(0, 4)) + 1;
  const span = `${Math.min(first, 2024)}-${Math.max(last, 2027)}`;
  let calendar = spanned.get(span);
  if (calendar === undefined) {
    calendar = simulationCalendar(Math.min(first, 2024), Math.max(last, 2027));
    spanned.set(span, calendar);
  }
  return calendar;
}

import { addCalendarDays, IST_OFFSET_MS, istDateTimeToUtc, istParts, parseHhMm } from '../calendar/ist';
import { NIFTY_TUESDAY_EXPIRY_FROM, type NseCalendar, niftyExpiryWeekday } from '../calendar/nse-calendar';
import { NORMAL_SESSION_MS, NSE_SESSION } from '../calendar/sessions';
import { type IsoDate, isoDate } from '../units';

/** Minutes in a 365-day year: the time unit of option maturities here and in the VIX formula. */
export const MINUTES_PER_YEAR = 365 * 24 * 60;

const DAY_MS = 86_400_000;
const SESSION_OPEN_MS = parseHhMm(NSE_SESSION.open) * 60_000;

/** Share of the normal session (09:15–15:30 IST) elapsed at `instant`: 0 before the open, 1 after the close. */
export function sessionElapsedShare(instant: Date): number {
  // Plain arithmetic on the IST time of day: this runs several times per simulated VIX.
  const msOfDay = (((instant.getTime() + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.min(Math.max((msOfDay - SESSION_OPEN_MS) / NORMAL_SESSION_MS, 0), 1);
}

/** A listed expiry. `monthly` is the month's last expiry (also the last weekly of that month). */
export interface OptionExpiry {
  readonly date: IsoDate;
  readonly kind: 'weekly' | 'monthly';
}

/** The instant an NSE option expires: 15:30 IST on its expiry day. */
export function expiryInstant(date: IsoDate): Date {
  return istDateTimeToUtc(date, '15:30');
}

/** Time from `asOf` to 15:30 IST on `expiry`, in years of 365 days counted in minutes (≤ 0 once expired). */
export function yearsToExpiry(asOf: Date, expiry: IsoDate): number {
  return (expiryInstant(expiry).getTime() - asOf.getTime()) / 60_000 / MINUTES_PER_YEAR;
}

/**
 * The monthly expiry of `year`-`month` (1–12). Simplification, documented: every index follows
 * NIFTY's weekday rule (last Thursday until August 2025, last Tuesday from September 2025), moved
 * back over holidays; BANKNIFTY's Wednesday period (2023–24) is not modelled.
 */
export function monthlyExpiryOf(calendar: NseCalendar, year: number, month: number): IsoDate {
  const firstOfMonth = isoDate(`${year}-${String(month).padStart(2, '0')}-01`);
  return calendar.monthlyExpiry(year, month, niftyExpiryWeekday(firstOfMonth));
}

/** Weekly expiries in [from, to] with the weekday switching from Thursday to Tuesday on 1 Sep 2025. */
function weeklyExpiriesBetween(calendar: NseCalendar, from: IsoDate, to: IsoDate): IsoDate[] {
  const lastThursdayEra = addCalendarDays(NIFTY_TUESDAY_EXPIRY_FROM, -1);
  const out: IsoDate[] = [];
  if (from <= lastThursdayEra) {
    const end = to < lastThursdayEra ? to : lastThursdayEra;
    out.push(...calendar.weeklyExpiries(from, end, niftyExpiryWeekday(from)));
  }
  if (to >= NIFTY_TUESDAY_EXPIRY_FROM) {
    const start = from > NIFTY_TUESDAY_EXPIRY_FROM ? from : NIFTY_TUESDAY_EXPIRY_FROM;
    out.push(...calendar.weeklyExpiries(start, to, niftyExpiryWeekday(start)));
  }
  return out;
}

/** The first `count` monthly expiries that have not expired at `asOf`. */
export function upcomingMonthlyExpiries(calendar: NseCalendar, asOf: Date, count: number): IsoDate[] {
  const today = istParts(asOf).date;
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const out: IsoDate[] = [];
  while (out.length < count) {
    const expiry = monthlyExpiryOf(calendar, year, month);
    if (yearsToExpiry(asOf, expiry) > 0) out.push(expiry);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

/** How many expiries a simulated chain lists. */
export interface ExpiryListing {
  /** Whether the underlying has weekly expiries (NIFTY). */
  readonly weekly: boolean;
  /** Weekly expiries to list (default 4). */
  readonly weeklyCount?: number;
  /** Monthly expiries to list (default 2 with weeklies, else 3). */
  readonly monthlyCount?: number;
}

/**
 * The live expiries at `asOf`, nearest first: for NIFTY the next weeklies plus the current and next
 * monthly (5 expiries in a typical week), for monthly-only underlyings the next three monthlies.
 */
export function listOptionExpiries(
  calendar: NseCalendar,
  asOf: Date,
  listing: ExpiryListing,
): OptionExpiry[] {
  const monthlyCount = listing.monthlyCount ?? (listing.weekly ? 2 : 3);
  const monthly = upcomingMonthlyExpiries(calendar, asOf, monthlyCount);
  const byDate = new Map<IsoDate, OptionExpiry>();
  if (listing.weekly) {
    const weeklyCount = listing.weeklyCount ?? 4;
    const today = istParts(asOf).date;
    // One extra week covers a weekly that already expired earlier today.
    const live = weeklyExpiriesBetween(calendar, today, addCalendarDays(today, 7 * weeklyCount + 6)).filter(
      (date) => yearsToExpiry(asOf, date) > 0,
    );
    for (const date of live.slice(0, weeklyCount)) byDate.set(date, { date, kind: 'weekly' });
  }
  for (const date of monthly) byDate.set(date, { date, kind: 'monthly' });
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

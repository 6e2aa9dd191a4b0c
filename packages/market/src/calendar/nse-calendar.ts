import { type IsoDate, isoDate } from '../units';
import { addCalendarDays, isWeekend, parseHhMm, type Weekday, weekdayOf, yearOf } from './ist';
import { type MuhuratSession, NSE_YEARS, type NseYearData } from './nse-holidays';

/** A Muhurat session with its window in minutes of the IST day. */
export interface MuhuratWindow {
  readonly date: IsoDate;
  readonly startMinutes: number;
  readonly endMinutes: number;
  readonly approximate: boolean;
}

/**
 * The NSE trading calendar over the years in its data. Every day of those years is classified once
 * at construction into a sorted list of trading days, so lookups and `addTradingDays` are binary
 * searches rather than day-by-day walks. Dates outside the covered years throw a RangeError rather
 * than guessing, because a silent weekday-only fallback would misstate holidays.
 */
export class NseCalendar {
  readonly firstYear: number;
  readonly lastYear: number;
  readonly provisionalYears: readonly number[];
  private readonly holidays = new Map<IsoDate, string>();
  private readonly specialDays = new Map<IsoDate, string>();
  private readonly muhurat = new Map<IsoDate, MuhuratWindow>();
  private readonly tradingDays: IsoDate[] = [];
  private readonly tradingIndex = new Map<IsoDate, number>();

  constructor(years: readonly NseYearData[] = NSE_YEARS) {
    const sorted = [...years].sort((a, b) => a.year - b.year);
    const first = sorted[0];
    const last = sorted[sorted.length - 1];
    if (!first || !last) throw new RangeError('NseCalendar needs at least one year of data');
    sorted.forEach((y, i) => {
      if (y.year !== first.year + i)
        throw new RangeError(`NseCalendar years must be contiguous, missing ${first.year + i}`);
    });
    this.firstYear = first.year;
    this.lastYear = last.year;
    this.provisionalYears = sorted.filter((y) => y.provisional).map((y) => y.year);

    for (const y of sorted) {
      for (const h of y.holidays) this.holidays.set(this.ownDate(h.date, y.year), h.description);
      for (const s of y.specialTradingDays) {
        const date = this.ownDate(s.date, y.year);
        if (!isWeekend(date)) throw new RangeError(`Special trading day ${date} is not a weekend`);
        this.specialDays.set(date, s.description);
      }
      if (y.muhurat) this.muhurat.set(this.ownDate(y.muhurat.date, y.year), toWindow(y.muhurat));
    }

    let day = isoDate(`${this.firstYear}-01-01`);
    const end = isoDate(`${this.lastYear}-12-31`);
    while (day <= end) {
      const open = this.specialDays.has(day) || (!isWeekend(day) && !this.holidays.has(day));
      if (open) {
        this.tradingIndex.set(day, this.tradingDays.length);
        this.tradingDays.push(day);
      }
      day = addCalendarDays(day, 1);
    }
  }

  private ownDate(value: string, year: number): IsoDate {
    const date = isoDate(value);
    if (yearOf(date) !== year) throw new RangeError(`${date} is listed under year ${year}`);
    return date;
  }

  private checkDate(date: IsoDate): void {
    const year = yearOf(isoDate(date));
    this.checkYear(year);
  }

  private checkYear(year: number): void {
    if (!Number.isInteger(year) || year < this.firstYear || year > this.lastYear) {
      throw new RangeError(
        `NSE calendar covers ${this.firstYear}–${this.lastYear}; ${year} is outside it (add the year's holiday data)`,
      );
    }
  }

  /** Index in `tradingDays` of the first trading day on or after `date` (may equal length). */
  private lowerBound(date: IsoDate): number {
    let lo = 0;
    let hi = this.tradingDays.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const value = this.tradingDays[mid];
      if (value !== undefined && value < date) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private at(index: number, what: string): IsoDate {
    const day = this.tradingDays[index];
    if (day === undefined) {
      throw new RangeError(
        `${what} falls outside the NSE calendar's years ${this.firstYear}–${this.lastYear}`,
      );
    }
    return day;
  }

  /** True when NSE's normal equity session runs on `date` (weekday non-holiday, or a special session day). */
  isTradingDay(date: IsoDate): boolean {
    this.checkDate(date);
    return this.tradingIndex.has(date);
  }

  /** The holiday's description when `date` is a listed NSE holiday (weekend ones included), else null. */
  holidayName(date: IsoDate): string | null {
    this.checkDate(date);
    return this.holidays.get(date) ?? null;
  }

  /** The Muhurat trading window on `date`, or null when there is none. */
  muhuratSession(date: IsoDate): MuhuratWindow | null {
    this.checkDate(date);
    return this.muhurat.get(date) ?? null;
  }

  /** The first trading day strictly after `date`. */
  nextTradingDay(date: IsoDate): IsoDate {
    this.checkDate(date);
    const index = this.lowerBound(date);
    return this.at(this.tradingDays[index] === date ? index + 1 : index, `The trading day after ${date}`);
  }

  /** The last trading day strictly before `date`. */
  previousTradingDay(date: IsoDate): IsoDate {
    this.checkDate(date);
    return this.at(this.lowerBound(date) - 1, `The trading day before ${date}`);
  }

  /** `date` when it is a trading day, else the previous trading day (NSE's rule for expiries on holidays). */
  onOrBefore(date: IsoDate): IsoDate {
    return this.isTradingDay(date) ? date : this.previousTradingDay(date);
  }

  /** Trading days from `from` to `to`, both inclusive, in ascending order (empty when `from > to`). */
  tradingDaysBetween(from: IsoDate, to: IsoDate): IsoDate[] {
    this.checkDate(from);
    this.checkDate(to);
    if (from > to) return [];
    return this.tradingDays.slice(this.lowerBound(from), this.lowerBound(addCalendarDays(to, 1)));
  }

  /**
   * The trading day `n` trading days after `date` (negative: before). From a non-trading day the
   * first step lands on the next (or previous) trading day; n = 0 returns `date` only when it trades.
   */
  addTradingDays(date: IsoDate, n: number): IsoDate {
    this.checkDate(date);
    if (!Number.isInteger(n)) throw new RangeError(`addTradingDays needs a whole number, got ${n}`);
    const exact = this.tradingIndex.get(date);
    if (n === 0) {
      if (exact === undefined) throw new RangeError(`${date} is not a trading day`);
      return date;
    }
    const base = exact ?? (n > 0 ? this.lowerBound(date) - 1 : this.lowerBound(date));
    return this.at(base + n, `${n} trading days from ${date}`);
  }

  /** Number of trading days in a calendar year (special weekend sessions count; Muhurat does not). */
  tradingDaysInYear(year: number): number {
    this.checkYear(year);
    return this.lowerBound(isoDate(`${year + 1}-01-01`)) - this.lowerBound(isoDate(`${year}-01-01`));
  }

  /**
   * Monthly F&O expiry: the last `weekday` of the month, moved to the previous trading day when
   * that day is a holiday (NSE's rule). `month` is 1–12.
   */
  monthlyExpiry(year: number, month: number, weekday: Weekday): IsoDate {
    this.checkYear(year);
    if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Not a month: ${month}`);
    const nextMonthFirst =
      month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    const lastOfMonth = addCalendarDays(isoDate(nextMonthFirst), -1);
    const back = (weekdayOf(lastOfMonth) - weekday + 7) % 7;
    return this.onOrBefore(addCalendarDays(lastOfMonth, -back));
  }

  /** Weekly expiries in [from, to]: every `weekday`, moved back to the previous trading day on a holiday. */
  weeklyExpiries(from: IsoDate, to: IsoDate, weekday: Weekday): IsoDate[] {
    this.checkDate(from);
    this.checkDate(to);
    const result: IsoDate[] = [];
    let day = addCalendarDays(from, (weekday - weekdayOf(from) + 7) % 7);
    while (day <= to) {
      const expiry = this.onOrBefore(day);
      // A holiday shift can pull the first expiry before `from`; the range is about expiry dates.
      if (expiry >= from) result.push(expiry);
      day = addCalendarDays(day, 7);
    }
    return result;
  }
}

function toWindow(m: MuhuratSession): MuhuratWindow {
  const startMinutes = parseHhMm(m.start);
  const endMinutes = parseHhMm(m.end);
  if (endMinutes <= startMinutes) throw new RangeError(`Muhurat window ${m.start}–${m.end} is empty`);
  return { date: isoDate(m.date), startMinutes, endMinutes, approximate: m.approximate };
}

/** The first date whose NIFTY contracts expire on Tuesday (SEBI/NSE change effective 1 Sep 2025). */
export const NIFTY_TUESDAY_EXPIRY_FROM = isoDate('2025-09-01');

/** NIFTY's expiry weekday for contracts expiring on `date`: Thursday before 1 Sep 2025, Tuesday from then. */
export function niftyExpiryWeekday(date: IsoDate): Weekday {
  return date >= NIFTY_TUESDAY_EXPIRY_FROM ? 2 : 4;
}

/** The calendar built from the bundled holiday data (2024–2027). */
export const nseCalendar = new NseCalendar();

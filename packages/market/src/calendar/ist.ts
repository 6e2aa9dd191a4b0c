import { type IsoDate, isoDate } from '../units';

/**
 * India Standard Time without a timezone library: IST is a fixed UTC+05:30 and India has observed
 * no daylight saving since 1945, so a constant offset is exact for every date we handle.
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

const DAY_MS = 86_400_000;

/** Day of the week as JavaScript numbers it: 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Named weekdays, so callers write `WEEKDAY.tuesday` instead of a bare 2. */
export const WEEKDAY = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
} as const satisfies Record<string, Weekday>;

/** The IST wall-clock reading of an instant. */
export interface IstParts {
  /** The IST calendar date. */
  date: IsoDate;
  /** Whole minutes since IST midnight (0–1439). */
  minutesOfDay: number;
  /** Milliseconds since IST midnight, for second-precise session boundaries. */
  msOfDay: number;
  weekday: Weekday;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function toWeekday(n: number): Weekday {
  // getUTCDay always returns 0–6; the guard only narrows the type.
  if (n === 0 || n === 1 || n === 2 || n === 3 || n === 4 || n === 5 || n === 6) return n;
  throw new RangeError(`Not a weekday number: ${n}`);
}

/** Milliseconds since the epoch of a date's UTC midnight (the date arithmetic base). */
function utcMidnightMs(date: IsoDate): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function isoFromUtcMs(ms: number): IsoDate {
  const d = new Date(ms);
  return isoDate(`${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`);
}

/** Reads an instant on the IST wall clock: its IST date, time of day and weekday. */
export function istParts(instant: Date): IstParts {
  const shifted = instant.getTime() + IST_OFFSET_MS;
  if (!Number.isFinite(shifted)) throw new RangeError('Invalid Date');
  const dayStart = Math.floor(shifted / DAY_MS) * DAY_MS;
  const msOfDay = shifted - dayStart;
  return {
    date: isoFromUtcMs(dayStart),
    minutesOfDay: Math.floor(msOfDay / 60_000),
    msOfDay,
    weekday: toWeekday(new Date(dayStart).getUTCDay()),
  };
}

/** An instant on the IST wall clock as `YYYY-MM-DD HH:mm:ss` (how contract notes and order books print it). */
export function istTimestamp(instant: Date): string {
  const shifted = instant.getTime() + IST_OFFSET_MS;
  if (!Number.isFinite(shifted)) throw new RangeError('Invalid Date');
  return new Date(shifted).toISOString().slice(0, 19).replace('T', ' ');
}

/** Parses `HH:MM` (24-hour) into minutes since midnight; throws on anything else. */
export function parseHhMm(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new RangeError(`Not a time (HH:MM): ${time}`);
  return hours * 60 + minutes;
}

/** The UTC instant at which the IST wall clock shows `time` on `date`. */
export function istDateTimeToUtc(date: IsoDate, time: string): Date {
  return new Date(utcMidnightMs(date) + parseHhMm(time) * 60_000 - IST_OFFSET_MS);
}

/** The weekday of a calendar date (no timezone involved: a date is a date). */
export function weekdayOf(date: IsoDate): Weekday {
  return toWeekday(new Date(utcMidnightMs(date)).getUTCDay());
}

/** The date `days` calendar days after `date` (negative goes back). */
export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  return isoFromUtcMs(utcMidnightMs(date) + days * DAY_MS);
}

/** The year of an ISO date. */
export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

/** Saturday or Sunday, the exchange's weekly off days. */
export function isWeekend(date: IsoDate): boolean {
  const day = weekdayOf(date);
  return day === 0 || day === 6;
}

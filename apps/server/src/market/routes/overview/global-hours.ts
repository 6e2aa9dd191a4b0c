/**
 * Real trading hours of the global indices in IST. The universe gives each market's regular
 * session(s) in IST on standard time; when the market's own zone is on daylight saving (read from
 * the time-zone database, not hand-written rules) the session starts an hour earlier in IST. A
 * market is open when `now` falls in a session that starts on a weekday of its own calendar; local
 * public holidays are not modelled.
 */
import type { GlobalRegion, IstWindow } from '@nivesh/contracts';
import { IST_OFFSET_MS } from '@nivesh/market';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface MarketHours {
  readonly sessionsIst: IstWindow[];
  readonly daylightSaving: boolean;
  readonly openNow: boolean;
}

/** Minutes after midnight of `HH:MM`. */
function minutesOf(text: string): number {
  const [h = 0, m = 0] = text.split(':').map(Number);
  return h * 60 + m;
}

function hhmm(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `ms`, in minutes. */
export function zoneOffsetMinutes(timeZone: string, ms: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((asUtc - Math.floor(ms / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** True when the zone is on daylight saving at `ms` (its offset is above its smaller seasonal one). */
export function isDaylightSaving(timeZone: string, ms: number): boolean {
  const year = new Date(ms).getUTCFullYear();
  const january = zoneOffsetMinutes(timeZone, Date.UTC(year, 0, 15));
  const july = zoneOffsetMinutes(timeZone, Date.UTC(year, 6, 15));
  return january !== july && zoneOffsetMinutes(timeZone, ms) > Math.min(january, july);
}

/** Day of the week (0 Sunday) in `timeZone` at `ms`. */
function weekdayIn(timeZone: string, ms: number): number {
  const shifted = ms + zoneOffsetMinutes(timeZone, ms) * MINUTE_MS;
  return new Date(shifted).getUTCDay();
}

/** Parses "06:30-15:40,16:35-02:45" into windows. */
export function parseSessions(sessionIst: string): IstWindow[] {
  return sessionIst.split(',').map((part) => {
    const [open = '00:00', close = '00:00'] = part.trim().split('-');
    return { open, close };
  });
}

/** The region a market belongs to, from its time zone. */
export function regionOf(timeZone: string): GlobalRegion {
  if (timeZone === 'Asia/Kolkata') return 'India';
  if (timeZone.startsWith('America/')) return 'Americas';
  if (timeZone.startsWith('Europe/')) return 'Europe';
  return 'Asia';
}

/** A market's sessions in IST at `now` (epoch ms) and whether one of them is running. */
export function marketHours(def: { timezone: string; sessionIst: string }, now: number): MarketHours {
  const daylightSaving = isDaylightSaving(def.timezone, now);
  const shift = daylightSaving ? -60 : 0;
  const sessionsIst = parseSessions(def.sessionIst).map((w) => ({
    open: hhmm(minutesOf(w.open) + shift),
    close: hhmm(minutesOf(w.close) + shift),
  }));
  const istMidnight = Math.floor((now + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  const openNow = sessionsIst.some((w) => {
    const open = minutesOf(w.open);
    let length = minutesOf(w.close) - open;
    if (length <= 0) length += 1440;
    // A session may have started yesterday (IST) and run past midnight.
    for (const day of [-1, 0]) {
      const start = istMidnight + day * DAY_MS + open * MINUTE_MS;
      const end = start + length * MINUTE_MS;
      const weekday = weekdayIn(def.timezone, start);
      if (now >= start && now < end && weekday >= 1 && weekday <= 5) return true;
    }
    return false;
  });
  return { sessionsIst, daylightSaving, openNow };
}

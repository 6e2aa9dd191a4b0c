/**
 * Whole-day date arithmetic for the portfolio engine: day counts (the screener's integer
 * `epochDay`, no Date objects in the hot path) and calendar-month steps that clamp to the month's
 * last day (31 Jan + 1 month = 28/29 Feb).
 */
import { epochDay } from '../screening/weekly-bars';
import type { IsoDate } from '../units';

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return epochDay(to) - epochDay(from);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The date `months` calendar months after `date`, clamped to the last day of the target month. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const d = Number(date.slice(8, 10));
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${pad2(month + 1)}-${pad2(Math.min(d, last))}` as IsoDate;
}

/** Index of the last item dated on or before `date` (items in ascending date order), or −1. */
export function lastOnOrBefore(items: readonly { date: IsoDate }[], date: IsoDate): number {
  let lo = 0;
  let hi = items.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((items[mid]?.date ?? '') <= date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

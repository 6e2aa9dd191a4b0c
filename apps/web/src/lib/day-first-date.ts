// Dates as an Indian user types and reads them: day first, DD-MM-YYYY ("23-11-2026"), whatever the
// browser's locale. Pages, URLs and the API keep ISO dates (YYYY-MM-DD); only what is typed and shown
// changes. Pure: the date field (components/forms/date-field.tsx) and its tests use it.

/** An ISO calendar date, YYYY-MM-DD, of a day that exists. */
export type IsoDate = string;

/** The earliest and latest day a field accepts (ISO, both ends included); either may be open. */
export interface DateRange {
  readonly min?: IsoDate;
  readonly max?: IsoDate;
}

/** What typed text reads as. */
export type DayFirstReading =
  | { readonly kind: 'empty' }
  | { readonly kind: 'date'; readonly iso: IsoDate }
  /** Not in the shape DD-MM-YYYY at all ("23-11", "tomorrow"). */
  | { readonly kind: 'malformed' }
  /** A month other than 01–12 ("23-13-2026"). */
  | { readonly kind: 'noSuchMonth' }
  /** A day the month does not have ("31-02-2026"); `days` is how many it has. */
  | { readonly kind: 'noSuchDay'; readonly days: number }
  | { readonly kind: 'beforeMin'; readonly min: IsoDate }
  | { readonly kind: 'afterMax'; readonly max: IsoDate };

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
// Day and month of one or two digits, a four-digit year, separated by -, / or . (spaces allowed).
const DAY_FIRST = /^(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4})$/;
// Eight digits typed without separators: DDMMYYYY.
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;
// Text whole enough to act on while it is typed (a shorter form such as 3-1-2026 waits for Enter or
// leaving the field, so changing "23" to "24" does not pass through the 2nd).
const WHOLE = /^(\d{2}\s*[-/.]\s*\d{2}\s*[-/.]\s*\d{4}|\d{8}|\d{4}-\d{2}-\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** How many days a month has (month 1–12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function dayOf(year: number, month: number, day: number, range: DateRange): DayFirstReading {
  if (month < 1 || month > 12) return { kind: 'noSuchMonth' };
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) return { kind: 'noSuchDay', days };
  const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (range.min && iso < range.min) return { kind: 'beforeMin', min: range.min };
  if (range.max && iso > range.max) return { kind: 'afterMax', max: range.max };
  return { kind: 'date', iso };
}

/**
 * What typed text reads as: DD-MM-YYYY, also with / or . ("23/11/2026", "23.11.2026"), one-digit day
 * or month ("3-1-2026"), eight digits ("23112026"), or a pasted ISO date ("2026-11-23"); checked
 * against the calendar and `range`.
 */
export function readDayFirst(text: string, range: DateRange = {}): DayFirstReading {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  const iso = ISO.exec(typed);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]), range);
  const parts = DAY_FIRST.exec(typed) ?? DIGITS_ONLY.exec(typed);
  if (!parts) return { kind: 'malformed' };
  return dayOf(Number(parts[3]), Number(parts[2]), Number(parts[1]), range);
}

/** Whether typed text is complete enough to act on before the user leaves the field. */
export function isWholeDate(text: string): boolean {
  return WHOLE.test(text.trim());
}

/** Whether `text` is an ISO date of a day that exists. */
export function isIsoDate(text: string): text is IsoDate {
  return ISO.test(text) && readDayFirst(text).kind === 'date';
}

/** An ISO date as it is typed and shown: "2026-11-23" → "23-11-2026"; '' for anything else. */
export function dayFirstOf(iso: string | null | undefined): string {
  const parts = iso ? ISO.exec(iso) : null;
  return parts ? `${parts[3]}-${parts[2]}-${parts[1]}` : '';
}

const SEPARATOR = /[-/.]/;

/**
 * The text of a date field after an edit: only digits, separators and spaces are kept, and a dash
 * follows the day and the month as they are typed ("23" → "23-", "23-11" → "23-11-"). A separator
 * typed just after such a dash is not doubled, so "23/11/2026" typed key by key reads "23-11-2026".
 * Deleting is never undone (an edit that shortens the text keeps it as it is).
 */
export function maskDayFirst(previous: string, next: string): string {
  const kept = next.replace(/[^\d\s./-]/g, '');
  const typedOne = kept.length === previous.length + 1 && kept.startsWith(previous);
  if (!typedOne) return kept;
  const typed = kept.slice(-1);
  if (SEPARATOR.test(typed) && previous.endsWith('-')) return previous;
  return /^\d{2}$|^\d{2}-\d{2}$/.test(kept) ? `${kept}-` : kept;
}

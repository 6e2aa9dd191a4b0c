import { type IsoDate, isoDate } from '../units';

const MONTHS: Readonly<Record<string, number>> = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
};

function build(year: number, month: number, day: number): IsoDate | null {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  try {
    return isoDate(text);
  } catch {
    return null;
  }
}

/** Parses `DD-MON-YYYY` in any letter case (`22-DEC-2017`, `30-Dec-2024`); null if it is not one. */
export function parseDayMonYear(text: string): IsoDate | null {
  const m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  if (!m) return null;
  const month = MONTHS[(m[2] ?? '').toUpperCase()];
  if (month === undefined) return null;
  return build(Number(m[3]), month, Number(m[1]));
}

/** Parses ISO `YYYY-MM-DD`; null if it is not a real date. */
export function parseIso(text: string): IsoDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  return build(Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10)));
}

/** Parses US-style `M/D/YYYY` (NSE's India VIX download); null if it is not one. */
export function parseMonthDayYear(text: string): IsoDate | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  return build(Number(m[3]), Number(m[1]), Number(m[2]));
}

/**
 * Parses `ddmmyy`. NSE's cash market opened in 1994, so years 90-99 are the 1990s and the rest are
 * 20xx; this guess is only needed by the quoted no-header histories.
 */
export function parseDdMmYy(text: string): IsoDate | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const yy = Number(m[3]);
  return build(yy >= 90 ? 1900 + yy : 2000 + yy, Number(m[2]), Number(m[1]));
}

/** Parses `DDMMYYYY` (as in `sec_bhavdata_full_30122024.csv`); null if it is not one. */
export function parseDdMmYyyy(text: string): IsoDate | null {
  const m = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (!m) return null;
  return build(Number(m[3]), Number(m[2]), Number(m[1]));
}

/** Parses `YYYYMMDD` (as in UDiFF file names); null if it is not one. */
export function parseYyyyMmDd(text: string): IsoDate | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  return build(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Parses `DDMONYYYY` without dashes (as in `cm14MAR2024bhav.csv`); null if it is not one. */
export function parseDdMonYyyy(text: string): IsoDate | null {
  const m = /^(\d{2})([A-Za-z]{3})(\d{4})$/.exec(text);
  if (!m) return null;
  return parseDayMonYear(`${m[1]}-${m[2]}-${m[3]}`);
}

/** Parses `DD/MM/YYYY` (NSE's corporate-action file); null if it is not one. */
export function parseDdMmYyyySlashed(text: string): IsoDate | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  return build(Number(m[3]), Number(m[2]), Number(m[1]));
}

/** Parses `DD-MM-YYYY` (NSE's daily index closes, `ind_close_all`); null if it is not one. */
export function parseDdMmYyyyDashed(text: string): IsoDate | null {
  const m = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text);
  if (!m) return null;
  return build(Number(m[3]), Number(m[2]), Number(m[1]));
}

// Indian number and IST date formatting for every market page. Numbers use Indian digit grouping
// (1,23,45,678.90) and lakh/crore units; times are always shown in IST whatever the browser's zone.

/** What every formatter shows for a missing or non-finite value. */
export const NO_VALUE = '—';

export const IST_TIME_ZONE = 'Asia/Kolkata';
/** IST is a fixed UTC+05:30 (no daylight saving since 1945): for the charts' UTC-based time axes. */
export const IST_OFFSET_SECONDS = 5.5 * 3600;

const LAKH = 100_000;
const CRORE = 10_000_000;

type MaybeNumber = number | null | undefined;

// Intl formatters are costly to build and a 500-row table formats thousands of cells: cache them.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(minDecimals: number, maxDecimals: number, signed: boolean): Intl.NumberFormat {
  const key = `${minDecimals}:${maxDecimals}:${signed}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      // 'exceptZero' also drops the sign of values that round to zero (no "-0.00").
      signDisplay: signed ? 'exceptZero' : 'negative',
    });
    numberFormats.set(key, format);
  }
  return format;
}

function isNumber(value: MaybeNumber): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** 12345678.9 → "1,23,45,678.90" (fixed decimals, Indian grouping). */
export function formatNumber(value: MaybeNumber, decimals = 2): string {
  if (!isNumber(value)) return NO_VALUE;
  return numberFormat(decimals, decimals, false).format(value);
}

/** Index points: 24315.95 → "24,315.95". */
export function formatPoints(value: MaybeNumber): string {
  return formatNumber(value, 2);
}

/** 12345678.9 → "₹1,23,45,678.90"; −1234.5 → "-₹1,234.50". */
export function formatRupees(value: MaybeNumber, decimals = 2): string {
  if (!isNumber(value)) return NO_VALUE;
  const text = numberFormat(decimals, decimals, false).format(Math.abs(value));
  return value < 0 && hasNonZeroDigit(text) ? `-₹${text}` : `₹${text}`;
}

/** A change with its sign: 12.3 → "+12.30", −1234.5 → "-1,234.50", 0 → "0.00". */
export function formatChange(value: MaybeNumber, decimals = 2): string {
  if (!isNumber(value)) return NO_VALUE;
  return numberFormat(decimals, decimals, true).format(value);
}

/** A percentage with its sign and a space before the unit: 1.234 → "+1.23 %". */
export function formatPercent(value: MaybeNumber, decimals = 2): string {
  if (!isNumber(value)) return NO_VALUE;
  return `${formatChange(value, decimals)} %`;
}

// A value that rounds to zero carries no sign ("0.00", not "-0.00").
function hasNonZeroDigit(text: string): boolean {
  return /[1-9]/.test(text);
}

function compactUnit(
  abs: number,
  decimals: number,
): { readonly divisor: number; readonly unit: string } | null {
  // Choose the unit after rounding, so 99.99 L that rounds to 100.0 L shows as 1.0 Cr.
  const inLakh = Number((abs / LAKH).toFixed(decimals));
  if (inLakh >= 100) return { divisor: CRORE, unit: 'Cr' };
  if (abs >= LAKH) return { divisor: LAKH, unit: 'L' };
  return null;
}

function compact(value: number, decimals: number, smallDecimals: number, prefix = ''): string {
  const abs = Math.abs(value);
  const scale = compactUnit(abs, decimals);
  const text = scale
    ? `${numberFormat(decimals, decimals, false).format(abs / scale.divisor)} ${scale.unit}`
    : numberFormat(0, smallDecimals, false).format(abs);
  return value < 0 && hasNonZeroDigit(text) ? `-${prefix}${text}` : `${prefix}${text}`;
}

/** Lakh/crore: 4.5e5 → "4.5 L", 1.23e8 → "12.3 Cr", below a lakh plain ("95,000", "950.55"). */
export function formatCompact(value: MaybeNumber, decimals = 1): string {
  return isNumber(value) ? compact(value, decimals, 2) : NO_VALUE;
}

/** Rupees in lakh/crore: 1.23e8 → "₹12.3 Cr", −4.5e5 → "-₹4.5 L". */
export function formatCompactRupees(value: MaybeNumber, decimals = 1): string {
  return isNumber(value) ? compact(value, decimals, 2, '₹') : NO_VALUE;
}

/** Share volumes, whole below a lakh: 1234567 → "12.3 L", 12000000 → "1.2 Cr", 95000 → "95,000". */
export function formatVolume(value: MaybeNumber, decimals = 1): string {
  return isNumber(value) ? compact(value, decimals, 0) : NO_VALUE;
}

/** A Date, milliseconds since the epoch, or an ISO string ("2026-03-12" or "2026-03-12T10:00:00Z"). */
export type DateInput = Date | number | string;

/** Parses a DateInput; null when it is not a valid time. */
export function toDate(input: DateInput | null | undefined): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const timeWithSecondsFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface TimeOptions {
  /** Show seconds ("15:30:05"); default false. */
  readonly seconds?: boolean;
}

/** The IST calendar date: "12 Mar 2026". */
export function formatDateIst(input: DateInput | null | undefined): string {
  const date = toDate(input);
  return date ? dateFormat.format(date) : NO_VALUE;
}

/** The IST clock time, 24-hour: "15:30" or "15:30:05". */
export function formatTimeIst(input: DateInput | null | undefined, options: TimeOptions = {}): string {
  const date = toDate(input);
  if (!date) return NO_VALUE;
  return (options.seconds ? timeWithSecondsFormat : timeFormat).format(date);
}

/** Date and time in IST, labelled: "12 Mar 2026, 15:30 IST". */
export function formatDateTimeIst(input: DateInput | null | undefined, options: TimeOptions = {}): string {
  const date = toDate(input);
  if (!date) return NO_VALUE;
  return `${formatDateIst(date)}, ${formatTimeIst(date, options)} IST`;
}

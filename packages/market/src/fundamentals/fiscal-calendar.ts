/**
 * Indian fiscal years (1 April – 31 March, named by the year they end in) and the SEBI LODR
 * results deadlines: quarterly results within 45 days of the quarter end, the fourth quarter with
 * the audited annual results within 60 days.
 */
import type { IsoDate } from '../units';

/** A quarter of a fiscal year (Q1 = April–June). */
export type FiscalQuarter = 1 | 2 | 3 | 4;

/** The four quarters in order. */
export const FISCAL_QUARTERS: readonly FiscalQuarter[] = [1, 2, 3, 4];

/** Longest lag SEBI allows between a quarter end and its results (Q1–Q3). */
export const QUARTER_RESULTS_DEADLINE_DAYS = 45;
/** Longest lag for the fourth quarter and the audited annual results. */
export const ANNUAL_RESULTS_DEADLINE_DAYS = 60;

/** The fiscal year a date falls in: FY2026 runs from 2025-04-01 to 2026-03-31. */
export function fiscalYearOf(date: IsoDate): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month >= 4 ? year + 1 : year;
}

// Fixed month-days of whole-number years are always calendar dates, so these skip `isoDate`'s
// parse-and-check (the hot path of generating a whole universe's statements).

/** First day of a fiscal year (1 April of the year before `year`). */
export function fiscalYearStart(year: number): IsoDate {
  return `${year - 1}-04-01` as IsoDate;
}

/** Last day of a quarter: Q1 30 June, Q2 30 September, Q3 31 December (of `year − 1`), Q4 31 March. */
export function quarterEnd(year: number, quarter: FiscalQuarter): IsoDate {
  switch (quarter) {
    case 1:
      return `${year - 1}-06-30` as IsoDate;
    case 2:
      return `${year - 1}-09-30` as IsoDate;
    case 3:
      return `${year - 1}-12-31` as IsoDate;
    case 4:
      return `${year}-03-31` as IsoDate;
  }
}

/** The quarter of its fiscal year a date falls in. */
export function fiscalQuarterOf(date: IsoDate): FiscalQuarter {
  const month = Number(date.slice(5, 7));
  if (month >= 4 && month <= 6) return 1;
  if (month >= 7 && month <= 9) return 2;
  if (month >= 10) return 3;
  return 4;
}

/** `FY2026`. */
export function fiscalYearLabel(year: number): string {
  return `FY${year}`;
}

/** `Q2 FY2026`. */
export function quarterLabel(year: number, quarter: FiscalQuarter): string {
  return `Q${quarter} ${fiscalYearLabel(year)}`;
}

/**
 * Days since 1970-01-01 of a civil date (H. Hinnant's days_from_civil): integer arithmetic, so
 * the hot path of a universe run allocates no Date objects.
 */
function dayNumber(date: IsoDate): number {
  let y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The civil date of a day number (H. Hinnant's civil_from_days). */
function fromDayNumber(days: number): IsoDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}` as IsoDate;
}

/** The date `days` calendar days after `date` (negative goes back). */
export function shiftDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/**
 * The results date `lagDays` after a period end, moved back to the Friday before when it falls on
 * a weekend (boards meet on working days), so it never passes the deadline the lag respects.
 */
export function resultsDate(periodEnd: IsoDate, lagDays: number): IsoDate {
  const day = dayNumber(periodEnd) + lagDays;
  // 1970-01-01 was a Thursday: weekday 0 = Sunday … 6 = Saturday.
  const weekday = (((day + 4) % 7) + 7) % 7;
  return fromDayNumber(weekday === 6 ? day - 1 : weekday === 0 ? day - 2 : day);
}

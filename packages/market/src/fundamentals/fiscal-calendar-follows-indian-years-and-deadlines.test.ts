import { describe, expect, it } from 'vitest';
import { addCalendarDays, isWeekend } from '../calendar/ist';
import { isoDate } from '../units';
import {
  fiscalQuarterOf,
  fiscalYearLabel,
  fiscalYearOf,
  fiscalYearStart,
  quarterEnd,
  quarterLabel,
  resultsDate,
  shiftDays,
} from './fiscal-calendar';

describe('the Indian fiscal calendar', () => {
  it('names a fiscal year by the year it ends in (FY2026 = April 2025 – March 2026)', () => {
    expect(fiscalYearOf(isoDate('2025-03-31'))).toBe(2025);
    expect(fiscalYearOf(isoDate('2025-04-01'))).toBe(2026);
    expect(fiscalYearOf(isoDate('2025-12-31'))).toBe(2026);
    expect(fiscalYearStart(2026)).toBe('2025-04-01');
    expect(fiscalYearLabel(2026)).toBe('FY2026');
    expect(quarterLabel(2026, 2)).toBe('Q2 FY2026');
    expect([1, 2, 3, 4].map((q) => quarterEnd(2026, q as 1 | 2 | 3 | 4))).toEqual([
      '2025-06-30',
      '2025-09-30',
      '2025-12-31',
      '2026-03-31',
    ]);
    expect(fiscalQuarterOf(isoDate('2025-08-15'))).toBe(2);
    expect(fiscalQuarterOf(isoDate('2026-02-01'))).toBe(4);
  });

  it('shifts dates like the market calendar does, across month, year and leap-day boundaries', () => {
    let date = isoDate('1999-12-25');
    for (let i = 0; i < 12_000; i++) {
      for (const days of [-366, -61, -1, 1, 29, 45, 60]) {
        if (shiftDays(date, days) !== addCalendarDays(date, days)) {
          expect(shiftDays(date, days)).toBe(addCalendarDays(date, days));
        }
      }
      date = addCalendarDays(date, 1);
    }
    expect(shiftDays(isoDate('2024-02-28'), 1)).toBe('2024-02-29');
    expect(shiftDays(isoDate('2100-02-28'), 1)).toBe('2100-03-01');
  });

  it('puts results on a weekday no later than the lag, backing off a weekend to the Friday', () => {
    // 2025-06-30 + 45 days = Thursday 2025-08-14; + 47 = Saturday 2025-08-16 → Friday 2025-08-15.
    expect(resultsDate(isoDate('2025-06-30'), 45)).toBe('2025-08-14');
    expect(resultsDate(isoDate('2025-06-30'), 47)).toBe('2025-08-15');
    expect(resultsDate(isoDate('2025-06-30'), 48)).toBe('2025-08-15');
    for (let year = 2015; year <= 2030; year++) {
      for (const q of [1, 2, 3, 4] as const) {
        for (let lag = 25; lag <= 60; lag++) {
          const end = quarterEnd(year, q);
          const published = resultsDate(end, lag);
          expect(isWeekend(published)).toBe(false);
          expect(published <= addCalendarDays(end, lag)).toBe(true);
          expect(published >= addCalendarDays(end, lag - 2)).toBe(true);
        }
      }
    }
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isoDate } from '../units';
import { isWeekend } from './ist';
import { nseCalendar } from './nse-calendar';
import { NSE_YEARS } from './nse-holidays';

const d = isoDate;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sharedCsv = path.resolve(repoRoot, '../shared/data/nse_calendar/fo_holidays_2026.csv');

const MONTHS: Record<string, string> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
};

function weekdayHolidays(year: number): string[] {
  const data = NSE_YEARS.find((y) => y.year === year);
  return (data?.holidays ?? []).map((h) => h.date).filter((date) => !isWeekend(d(date)));
}

describe('weekends and holidays', () => {
  it('closes on Saturdays and Sundays', () => {
    expect(nseCalendar.isTradingDay(d('2025-06-14'))).toBe(false);
    expect(nseCalendar.isTradingDay(d('2025-06-15'))).toBe(false);
    expect(nseCalendar.isTradingDay(d('2025-06-16'))).toBe(true);
  });

  it('treats Republic Day as a holiday with its name', () => {
    expect(nseCalendar.isTradingDay(d('2026-01-26'))).toBe(false);
    expect(nseCalendar.holidayName(d('2026-01-26'))).toBe('Republic Day');
    expect(nseCalendar.holidayName(d('2026-01-27'))).toBeNull();
  });

  it('names weekend holidays without changing the trading days', () => {
    expect(nseCalendar.holidayName(d('2026-08-15'))).toBe('Independence Day');
  });

  it('opens on the special weekend sessions (Budget days, 20 Jan 2024)', () => {
    expect(nseCalendar.isTradingDay(d('2024-01-20'))).toBe(true);
    expect(nseCalendar.isTradingDay(d('2025-02-01'))).toBe(true);
    expect(nseCalendar.isTradingDay(d('2026-02-01'))).toBe(true);
  });

  it('has the published number of weekday holidays per year', () => {
    expect(weekdayHolidays(2024)).toHaveLength(17);
    expect(weekdayHolidays(2025)).toHaveLength(14);
    expect(weekdayHolidays(2026)).toHaveLength(16);
    // 2027 is provisional: fixed-date holidays, Good Friday and Diwali only.
    expect(weekdayHolidays(2027)).toEqual(['2027-01-26', '2027-03-26', '2027-04-14', '2027-10-29']);
    expect(nseCalendar.provisionalYears).toEqual([2027]);
  });

  it('counts trading days per year', () => {
    // Weekdays minus weekday holidays plus special weekend sessions.
    expect(nseCalendar.tradingDaysInYear(2024)).toBe(262 - 17 + 1);
    expect(nseCalendar.tradingDaysInYear(2025)).toBe(261 - 14 + 1);
    expect(nseCalendar.tradingDaysInYear(2026)).toBe(261 - 16 + 1);
    expect(nseCalendar.tradingDaysInYear(2027)).toBe(261 - 4);
  });

  it.skipIf(!existsSync(sharedCsv))("matches NSE's published 2026 F&O holiday list", () => {
    const published = readFileSync(sharedCsv, 'utf8')
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => {
        const [day, mon, year] = (line.split(',')[0] ?? '').split('-');
        return d(`${year}-${MONTHS[mon ?? ''] ?? '??'}-${day}`);
      })
      .filter((date) => !isWeekend(date))
      .sort();
    expect(weekdayHolidays(2026).sort()).toEqual(published);
  });
});

describe('moving between trading days', () => {
  it('skips the Holi long weekend of March 2025 (Fri 14 holiday)', () => {
    expect(nseCalendar.nextTradingDay(d('2025-03-13'))).toBe('2025-03-17');
    expect(nseCalendar.previousTradingDay(d('2025-03-17'))).toBe('2025-03-13');
  });

  it('skips Good Friday and Ambedkar Jayanti in April 2025', () => {
    expect(nseCalendar.nextTradingDay(d('2025-04-17'))).toBe('2025-04-21');
    expect(nseCalendar.previousTradingDay(d('2025-04-15'))).toBe('2025-04-11');
  });

  it('moves from a non-trading day to the nearest trading day on either side', () => {
    expect(nseCalendar.nextTradingDay(d('2026-01-25'))).toBe('2026-01-27');
    expect(nseCalendar.previousTradingDay(d('2026-01-26'))).toBe('2026-01-23');
  });

  it('crosses year ends', () => {
    expect(nseCalendar.nextTradingDay(d('2025-12-31'))).toBe('2026-01-01');
    expect(nseCalendar.previousTradingDay(d('2026-01-01'))).toBe('2025-12-31');
  });

  it('lists trading days between two dates inclusively and in order', () => {
    expect(nseCalendar.tradingDaysBetween(d('2026-03-30'), d('2026-04-06'))).toEqual([
      '2026-03-30',
      '2026-04-01',
      '2026-04-02',
      '2026-04-06',
    ]);
    expect(nseCalendar.tradingDaysBetween(d('2026-04-06'), d('2026-03-30'))).toEqual([]);
    expect(nseCalendar.tradingDaysBetween(d('2026-04-03'), d('2026-04-05'))).toEqual([]);
  });

  it('adds and subtracts trading days as round trips', () => {
    const start = d('2025-10-20');
    for (const n of [1, 2, 5, 20, 250, -1, -3, -100]) {
      expect(nseCalendar.addTradingDays(nseCalendar.addTradingDays(start, n), -n)).toBe(start);
    }
    expect(nseCalendar.addTradingDays(start, 1)).toBe('2025-10-23');
    expect(nseCalendar.addTradingDays(d('2025-10-22'), 1)).toBe('2025-10-23');
    expect(nseCalendar.addTradingDays(d('2025-10-22'), -1)).toBe('2025-10-20');
    expect(nseCalendar.tradingDaysBetween(start, nseCalendar.addTradingDays(start, 30))).toHaveLength(31);
  });

  it('throws a RangeError for years outside the data', () => {
    expect(() => nseCalendar.isTradingDay(d('2023-12-29'))).toThrow(RangeError);
    expect(() => nseCalendar.isTradingDay(d('2028-01-03'))).toThrow(/2024–2027/);
    expect(() => nseCalendar.tradingDaysInYear(2030)).toThrow(RangeError);
    expect(() => nseCalendar.nextTradingDay(d('2027-12-31'))).toThrow(RangeError);
    expect(() => nseCalendar.previousTradingDay(d('2024-01-01'))).toThrow(RangeError);
    expect(() => nseCalendar.addTradingDays(d('2027-12-01'), 100)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { isoDate } from '../units';
import { NseCalendar } from './nse-calendar';
import { NSE_YEARS } from './nse-holidays';

describe('holiday data', () => {
  it('has valid, unique, in-year dates for every year', () => {
    for (const year of NSE_YEARS) {
      const dates = year.holidays.map((h) => isoDate(h.date));
      expect(new Set(dates).size).toBe(dates.length);
      expect(dates.every((date) => date.startsWith(`${year.year}-`))).toBe(true);
      expect([...dates].sort()).toEqual(dates);
    }
  });

  it('puts each Muhurat session on a non-trading day', () => {
    const calendar = new NseCalendar();
    for (const year of NSE_YEARS) {
      if (year.muhurat) expect(calendar.isTradingDay(isoDate(year.muhurat.date))).toBe(false);
    }
  });

  it('refuses non-contiguous or empty year data', () => {
    expect(() => new NseCalendar([])).toThrow(RangeError);
    const [y2024, , y2026] = NSE_YEARS;
    expect(() => new NseCalendar([y2024, y2026].filter((y) => y !== undefined))).toThrow(/contiguous/);
  });
});

import { describe, expect, it } from 'vitest';
import { isoDate } from '../units';
import { nseCalendar } from './nse-calendar';
import { projectedYear, simulationCalendar } from './projected-years';

describe('a simulation calendar spanning years beyond the published data', () => {
  const calendar = simulationCalendar(2014, 2036);

  it('keeps the published years exactly as the NSE calendar has them', () => {
    for (const year of [2024, 2025, 2026]) {
      expect(calendar.tradingDaysInYear(year)).toBe(nseCalendar.tradingDaysInYear(year));
    }
    expect(calendar.holidayName(isoDate('2026-03-03'))).toBe('Holi');
  });

  it('projects other years with weekends and fixed-date holidays, flagged provisional', () => {
    expect(calendar.isTradingDay(isoDate('2016-01-26'))).toBe(false);
    expect(calendar.isTradingDay(isoDate('2016-01-27'))).toBe(true);
    expect(calendar.isTradingDay(isoDate('2030-08-15'))).toBe(false);
    expect(calendar.provisionalYears).toContain(2016);
    expect(calendar.provisionalYears).toContain(2027);
    expect(calendar.provisionalYears).not.toContain(2025);
    // 2016: 261 weekdays less Republic Day, Independence Day (Mon) and 25 Dec falls on a Sunday.
    expect(calendar.tradingDaysInYear(2016)).toBeGreaterThanOrEqual(256);
    expect(calendar.tradingDaysInYear(2016)).toBeLessThanOrEqual(259);
  });

  it('gives ten years of contiguous trading days ending on a recent date', () => {
    const days = calendar.tradingDaysBetween(isoDate('2016-11-20'), isoDate('2026-11-20'));
    expect(days.length).toBeGreaterThan(2450);
    expect(days.every((d, i) => i === 0 || (days[i - 1] ?? '') < d)).toBe(true);
  });

  it('refuses nonsense spans and years', () => {
    expect(() => simulationCalendar(2030, 2020)).toThrow(RangeError);
    expect(() => projectedYear(2.5)).toThrow(RangeError);
  });
});

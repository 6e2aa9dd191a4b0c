import { describe, expect, it } from 'vitest';
import { isoDate } from '../units';
import { WEEKDAY } from './ist';
import { niftyExpiryWeekday, nseCalendar } from './nse-calendar';

const d = isoDate;

describe('F&O expiries', () => {
  it('is the last Thursday of the month before September 2025', () => {
    expect(nseCalendar.monthlyExpiry(2025, 7, WEEKDAY.thursday)).toBe('2025-07-31');
    expect(nseCalendar.monthlyExpiry(2024, 12, WEEKDAY.thursday)).toBe('2024-12-26');
  });

  it('is the last Tuesday from September 2025', () => {
    expect(nseCalendar.monthlyExpiry(2025, 9, WEEKDAY.tuesday)).toBe('2025-09-30');
    expect(nseCalendar.monthlyExpiry(2026, 1, WEEKDAY.tuesday)).toBe('2026-01-27');
  });

  it('moves back to the previous trading day when the last Tuesday is a holiday', () => {
    // 31 Mar 2026 (Mahavir Jayanti) and 24 Nov 2026 (Guru Nanak Jayanti) are holiday Tuesdays.
    expect(nseCalendar.monthlyExpiry(2026, 3, WEEKDAY.tuesday)).toBe('2026-03-30');
    expect(nseCalendar.monthlyExpiry(2026, 11, WEEKDAY.tuesday)).toBe('2026-11-23');
  });

  it('moves a weekly expiry on a holiday back, past a weekend if needed', () => {
    expect(nseCalendar.weeklyExpiries(d('2024-08-01'), d('2024-08-31'), WEEKDAY.thursday)).toEqual([
      '2024-08-01',
      '2024-08-08',
      '2024-08-14',
      '2024-08-22',
      '2024-08-29',
    ]);
    // Tuesday 3 Mar 2026 is Holi: the expiry goes to Monday 2 Mar.
    expect(nseCalendar.weeklyExpiries(d('2026-02-25'), d('2026-03-12'), WEEKDAY.tuesday)).toEqual([
      '2026-03-02',
      '2026-03-10',
    ]);
  });

  it('encodes the NIFTY switch from Thursday to Tuesday on 1 Sep 2025', () => {
    expect(niftyExpiryWeekday(d('2025-08-28'))).toBe(WEEKDAY.thursday);
    expect(niftyExpiryWeekday(d('2025-08-31'))).toBe(WEEKDAY.thursday);
    expect(niftyExpiryWeekday(d('2025-09-01'))).toBe(WEEKDAY.tuesday);
    expect(niftyExpiryWeekday(d('2026-06-30'))).toBe(WEEKDAY.tuesday);
  });

  it('rejects months and years outside the calendar', () => {
    expect(() => nseCalendar.monthlyExpiry(2026, 13, WEEKDAY.tuesday)).toThrow(RangeError);
    expect(() => nseCalendar.monthlyExpiry(2031, 1, WEEKDAY.tuesday)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import {
  dayFirstOf,
  daysInMonth,
  isIsoDate,
  isWholeDate,
  maskDayFirst,
  readDayFirst,
} from './day-first-date';

// Issue 14: dates are typed and shown DD-MM-YYYY (Indian order), never mm/dd/yyyy; pages, URLs and
// the API keep ISO dates.
describe('typed dates are read day first', () => {
  it('reads DD-MM-YYYY, and the same with / or . between the parts, as an ISO date', () => {
    for (const text of ['23-11-2026', '23/11/2026', '23.11.2026', ' 23 - 11 - 2026 ', '23112026'])
      expect(readDayFirst(text)).toEqual({ kind: 'date', iso: '2026-11-23' });
  });

  it('reads a one-digit day or month, and a pasted ISO date', () => {
    expect(readDayFirst('3-1-2026')).toEqual({ kind: 'date', iso: '2026-01-03' });
    expect(readDayFirst('2026-01-03')).toEqual({ kind: 'date', iso: '2026-01-03' });
  });

  it('never reads the month first: 11/12/2026 is the 11th of December', () => {
    expect(readDayFirst('11/12/2026')).toEqual({ kind: 'date', iso: '2026-12-11' });
    expect(readDayFirst('12/31/2026')).toEqual({ kind: 'noSuchMonth' });
  });

  it('tells a day the month does not have, with how many it has (leap years included)', () => {
    expect(readDayFirst('31-02-2026')).toEqual({ kind: 'noSuchDay', days: 28 });
    expect(readDayFirst('29-02-2028')).toEqual({ kind: 'date', iso: '2028-02-29' });
    expect(readDayFirst('29-02-2100')).toEqual({ kind: 'noSuchDay', days: 28 });
    expect(readDayFirst('31-04-2026')).toEqual({ kind: 'noSuchDay', days: 30 });
    expect(readDayFirst('00-04-2026')).toEqual({ kind: 'noSuchDay', days: 30 });
    expect(readDayFirst('2026-02-30')).toEqual({ kind: 'noSuchDay', days: 28 });
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('tells text that is not in the shape of a date, and empty text', () => {
    for (const text of ['23-11', '23-11-26', 'tomorrow', '23-11-2026x', '2026/11/23', '123-1-2026'])
      expect(readDayFirst(text)).toEqual({ kind: 'malformed' });
    expect(readDayFirst('  ')).toEqual({ kind: 'empty' });
  });

  it('holds the date to the allowed range, both ends included', () => {
    const range = { min: '2015-06-01', max: '2026-11-23' };
    expect(readDayFirst('23-11-2026', range)).toEqual({ kind: 'date', iso: '2026-11-23' });
    expect(readDayFirst('01-06-2015', range)).toEqual({ kind: 'date', iso: '2015-06-01' });
    expect(readDayFirst('24-11-2026', range)).toEqual({ kind: 'afterMax', max: '2026-11-23' });
    expect(readDayFirst('31-05-2015', range)).toEqual({ kind: 'beforeMin', min: '2015-06-01' });
    // An impossible date is told as such even outside the range.
    expect(readDayFirst('31-02-2030', range)).toEqual({ kind: 'noSuchDay', days: 28 });
  });

  it('acts while typing only on a whole date, so editing "23" to "24" does not pass through the 2nd', () => {
    expect(isWholeDate('23-11-2026')).toBe(true);
    expect(isWholeDate('23/11/2026')).toBe(true);
    expect(isWholeDate('2026-11-23')).toBe(true);
    expect(isWholeDate('2-11-2026')).toBe(false);
    expect(isWholeDate('23-11-202')).toBe(false);
  });
});

describe('dates are shown day first', () => {
  it('writes an ISO date as DD-MM-YYYY and nothing for what is not one', () => {
    expect(dayFirstOf('2026-11-23')).toBe('23-11-2026');
    expect(dayFirstOf('')).toBe('');
    expect(dayFirstOf(undefined)).toBe('');
    expect(dayFirstOf('23-11-2026')).toBe('');
  });

  it('knows an ISO date of a real day', () => {
    expect(isIsoDate('2026-11-23')).toBe(true);
    expect(isIsoDate('2026-02-31')).toBe(false);
    expect(isIsoDate('23-11-2026')).toBe(false);
  });
});

describe('the field puts the dashes in as the date is typed', () => {
  /** The field's text after typing `keys` one at a time into an empty field. */
  const typed = (keys: string) => [...keys].reduce((text, key) => maskDayFirst(text, text + key), '');

  it('adds a dash after the day and the month', () => {
    expect(typed('23112026')).toBe('23-11-2026');
  });

  it('does not double a separator typed after such a dash', () => {
    expect(typed('23/11/2026')).toBe('23-11-2026');
    expect(typed('23-11-2026')).toBe('23-11-2026');
    expect(typed('23.11.2026')).toBe('23-11-2026');
  });

  it('keeps a short form as typed, and drops letters', () => {
    expect(typed('3/1/2026')).toBe('3/1/2026');
    expect(typed('2a3b')).toBe('23-');
  });

  it('never undoes a deletion or changes a paste', () => {
    expect(maskDayFirst('23-', '23')).toBe('23');
    expect(maskDayFirst('', '23/11/2026')).toBe('23/11/2026');
  });
});

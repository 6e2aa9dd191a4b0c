import { describe, expect, it } from 'vitest';
import { istDateTimeToUtc } from '../calendar/ist';
import { nseCalendar } from '../calendar/nse-calendar';
import { isoDate } from '../units';
import { expiryInstant, listOptionExpiries, MINUTES_PER_YEAR, yearsToExpiry } from './option-expiries';
import { vixExpiries } from './simulated-india-vix';

const at = (date: string, time: string): Date => istDateTimeToUtc(isoDate(date), time);
const list = (date: string, time: string, weekly: boolean) =>
  listOptionExpiries(nseCalendar, at(date, time), { weekly }).map((e) => `${e.date}:${e.kind}`);

describe('listed expiries', () => {
  it('lists NIFTY weekly Tuesdays with the current and next monthly', () => {
    expect(list('2026-01-12', '10:00', true)).toEqual([
      '2026-01-13:weekly',
      '2026-01-20:weekly',
      '2026-01-27:monthly',
      '2026-02-03:weekly',
      '2026-02-24:monthly',
    ]);
  });

  it('drops an expiry at 15:30 IST on its day', () => {
    expect(list('2026-01-13', '15:29', true)[0]).toBe('2026-01-13:weekly');
    expect(list('2026-01-13', '15:31', true)).toEqual([
      '2026-01-20:weekly',
      '2026-01-27:monthly',
      '2026-02-03:weekly',
      '2026-02-10:weekly',
      '2026-02-24:monthly',
    ]);
  });

  it('crosses the Thursday-to-Tuesday switch of September 2025', () => {
    expect(list('2025-08-25', '10:00', true)).toEqual([
      '2025-08-28:monthly',
      '2025-09-02:weekly',
      '2025-09-09:weekly',
      '2025-09-16:weekly',
      '2025-09-30:monthly',
    ]);
  });

  it('moves holiday expiries back (Holi 3 Mar 2026, Mahavir Jayanti 31 Mar 2026)', () => {
    expect(list('2026-02-25', '10:00', true)).toEqual([
      '2026-03-02:weekly',
      '2026-03-10:weekly',
      '2026-03-17:weekly',
      '2026-03-24:weekly',
      '2026-03-30:monthly',
      '2026-04-28:monthly',
    ]);
  });

  it('lists three monthlies for an index without weeklies (BANKNIFTY)', () => {
    expect(list('2026-01-12', '10:00', false)).toEqual([
      '2026-01-27:monthly',
      '2026-02-24:monthly',
      '2026-03-30:monthly',
    ]);
  });
});

describe('time to expiry', () => {
  it('counts minutes to 15:30 IST over a 365-day year', () => {
    expect(expiryInstant(isoDate('2026-01-13')).toISOString()).toBe('2026-01-13T10:00:00.000Z');
    expect(yearsToExpiry(at('2026-01-13', '09:15'), isoDate('2026-01-13'))).toBeCloseTo(
      375 / MINUTES_PER_YEAR,
      15,
    );
    expect(yearsToExpiry(at('2026-01-12', '15:30'), isoDate('2026-01-27'))).toBeCloseTo(15 / 365, 15);
  });
});

describe('the expiries India VIX uses', () => {
  it('are the near and next month, rolled a week before the near expiry', () => {
    expect(vixExpiries(nseCalendar, at('2026-01-19', '15:30'))).toEqual(['2026-01-27', '2026-02-24']);
    expect(vixExpiries(nseCalendar, at('2026-01-22', '15:30'))).toEqual(['2026-02-24', '2026-03-30']);
    expect(vixExpiries(nseCalendar, at('2026-01-22', '15:30'), 3)).toEqual(['2026-01-27', '2026-02-24']);
  });
});

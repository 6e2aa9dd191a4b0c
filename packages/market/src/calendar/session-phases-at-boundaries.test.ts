import { describe, expect, it } from 'vitest';
import { isoDate } from '../units';
import { istDateTimeToUtc, istParts } from './ist';
import { nseCalendar } from './nse-calendar';
import { isMarketOpen, sessionPhase } from './sessions';

/** An instant from an IST wall-clock reading `YYYY-MM-DDTHH:MM:SS`. */
const ist = (wall: string): Date => new Date(`${wall}+05:30`);
const phaseAt = (wall: string) => sessionPhase(ist(wall), nseCalendar);

describe('IST conversion', () => {
  it('rolls the IST date over at 18:30 UTC', () => {
    expect(istParts(new Date('2026-03-09T18:29:59.999Z'))).toMatchObject({ date: '2026-03-09', weekday: 1 });
    expect(istParts(new Date('2026-03-09T18:29:59.999Z')).minutesOfDay).toBe(23 * 60 + 59);
    expect(istParts(new Date('2026-03-09T18:30:00Z'))).toEqual({
      date: '2026-03-10',
      minutesOfDay: 0,
      msOfDay: 0,
      weekday: 2,
    });
  });

  it('maps an IST wall time to UTC by subtracting 5:30', () => {
    expect(istDateTimeToUtc(isoDate('2026-03-10'), '09:15').toISOString()).toBe('2026-03-10T03:45:00.000Z');
    expect(istDateTimeToUtc(isoDate('2026-03-10'), '00:00').toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(() => istDateTimeToUtc(isoDate('2026-03-10'), '24:00')).toThrow(RangeError);
  });

  it('treats a session at IST midnight of a trading day as that day, closed before open', () => {
    expect(sessionPhase(new Date('2026-03-09T18:30:00Z'), nseCalendar)).toEqual({
      phase: 'closed',
      date: '2026-03-10',
      reason: 'before-open',
    });
  });
});

describe('session phases on a trading day', () => {
  const day = '2026-03-10';
  it.each([
    ['08:59:59', 'closed'],
    ['09:00:00', 'pre-open'],
    ['09:07:59', 'pre-open'],
    ['09:08:00', 'pre-open-matching'],
    ['09:14:59', 'pre-open-matching'],
    ['09:15:00', 'open'],
    ['15:29:59', 'open'],
    ['15:30:00', 'closed'],
    ['15:39:59', 'closed'],
    ['15:40:00', 'post-close'],
    ['15:59:59', 'post-close'],
    ['16:00:00', 'closed'],
  ])('%s IST is %s', (time, phase) => {
    expect(phaseAt(`${day}T${time}`).phase).toBe(phase);
  });

  it('gives before-open and after-close reasons', () => {
    expect(phaseAt(`${day}T08:59:59`)).toMatchObject({ reason: 'before-open' });
    expect(phaseAt(`${day}T15:30:00`)).toMatchObject({ reason: 'after-close' });
    expect(phaseAt(`${day}T21:00:00`)).toMatchObject({ reason: 'after-close' });
  });

  it('says open only during continuous trading', () => {
    expect(isMarketOpen(ist(`${day}T09:14:59`), nseCalendar)).toBe(false);
    expect(isMarketOpen(ist(`${day}T09:15:00`), nseCalendar)).toBe(true);
    expect(isMarketOpen(ist(`${day}T15:30:00`), nseCalendar)).toBe(false);
  });
});

describe('session phases on closed days', () => {
  it('is closed for the weekend', () => {
    expect(phaseAt('2026-03-07T10:00:00')).toEqual({
      phase: 'closed',
      date: '2026-03-07',
      reason: 'weekend',
    });
  });

  it('is closed for a holiday, with its name', () => {
    expect(phaseAt('2026-03-03T10:00:00')).toEqual({
      phase: 'closed',
      date: '2026-03-03',
      reason: 'holiday',
      holiday: 'Holi',
    });
  });

  it('opens for the Muhurat hour on Diwali and only then', () => {
    expect(phaseAt('2024-11-01T17:59:59')).toMatchObject({ phase: 'closed', reason: 'holiday' });
    expect(phaseAt('2024-11-01T18:00:00').phase).toBe('muhurat');
    expect(phaseAt('2024-11-01T19:00:00').phase).toBe('closed');
    expect(phaseAt('2025-10-21T14:00:00').phase).toBe('muhurat');
    // 2026's Muhurat falls on a Sunday.
    expect(phaseAt('2026-11-08T18:30:00').phase).toBe('muhurat');
    expect(nseCalendar.muhuratSession(isoDate('2026-11-08'))).toMatchObject({ approximate: true });
    expect(isMarketOpen(ist('2026-11-08T18:30:00'), nseCalendar)).toBe(true);
  });

  it('throws outside the calendar years', () => {
    expect(() => phaseAt('2031-03-10T10:00:00')).toThrow(RangeError);
  });
});

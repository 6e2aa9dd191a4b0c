import { describe, expect, it } from 'vitest';
import { isoDate } from '../units';
import { istParts } from './ist';
import { createMarketClock, DemoClock, demoAnchorAt, demoSessionTime, FixedClock } from './market-clock';
import { nseCalendar } from './nse-calendar';
import { sessionPhase } from './sessions';

const anchor = { real: new Date('2026-03-06T12:00:00Z'), tradingDay: isoDate('2026-03-02') };
const HOUR = 3_600_000;

describe('demo market clock', () => {
  it('starts at the anchor day open and runs in real time', () => {
    expect(demoSessionTime(anchor.real, anchor).toISOString()).toBe('2026-03-02T03:45:00.000Z');
    expect(demoSessionTime(new Date(anchor.real.getTime() + HOUR), anchor).toISOString()).toBe(
      '2026-03-02T04:45:00.000Z',
    );
  });

  it('rolls to the next trading day open after 15:30, skipping the Holi holiday', () => {
    const sessionMs = 6.25 * HOUR;
    const justBefore = demoSessionTime(new Date(anchor.real.getTime() + sessionMs - 1), anchor);
    const after = demoSessionTime(new Date(anchor.real.getTime() + sessionMs), anchor);
    expect(istParts(justBefore)).toMatchObject({ date: '2026-03-02', minutesOfDay: 15 * 60 + 29 });
    // 3 Mar 2026 is Holi, so the second session is 4 Mar.
    expect(after.toISOString()).toBe('2026-03-04T03:45:00.000Z');
  });

  it('is always in the normal session and strictly increasing over weeks of real time', () => {
    let previous = -Infinity;
    for (let minutes = -3 * 24 * 60; minutes < 21 * 24 * 60; minutes += 7) {
      const simulated = demoSessionTime(new Date(anchor.real.getTime() + minutes * 60_000 + 13_000), anchor);
      expect(sessionPhase(simulated, nseCalendar).phase).toBe('open');
      expect(simulated.getTime()).toBeGreaterThan(previous);
      previous = simulated.getTime();
    }
  });

  it('anchors on real time while the market is open, else at the next open', () => {
    const midSession = new Date('2026-03-10T06:00:00Z'); // 11:30 IST, a Tuesday
    expect(demoSessionTime(midSession, demoAnchorAt(midSession)).toISOString()).toBe(
      midSession.toISOString(),
    );
    const saturday = new Date('2026-03-07T06:00:00Z');
    expect(demoSessionTime(saturday, demoAnchorAt(saturday)).toISOString()).toBe('2026-03-09T03:45:00.000Z');
  });

  it('rejects an anchor on a non-trading day', () => {
    expect(() => demoSessionTime(anchor.real, { ...anchor, tradingDay: isoDate('2026-03-03') })).toThrow(
      RangeError,
    );
  });
});

describe('market clocks', () => {
  it('FixedClock stands still until moved', () => {
    const clock = new FixedClock(new Date('2026-03-10T04:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-03-10T04:00:00.000Z');
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2026-03-10T04:01:00.000Z');
  });

  it('nse mode is the identity and demo mode maps through demoSessionTime', () => {
    const source = new FixedClock(new Date('2026-03-07T06:00:00Z'));
    expect(createMarketClock('nse', source)).toBe(source);
    const demo = createMarketClock('demo', source);
    expect(demo).toBeInstanceOf(DemoClock);
    expect(demo.now().toISOString()).toBe('2026-03-09T03:45:00.000Z');
    source.advance(HOUR);
    expect(demo.now().toISOString()).toBe('2026-03-09T04:45:00.000Z');
  });
});

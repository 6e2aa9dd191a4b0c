import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { TEST_MARKET_SEED } from '../testing/test-market';
import { createMarket } from './create-market';

const config = (start: string) => ({
  marketFeed: 'simulated' as const,
  marketClock: 'demo' as const,
  marketSeed: TEST_MARKET_SEED,
  marketDemoStart: new Date(start),
});

/** Where the market stands: the session's date and IST minute ("10:30"). */
async function marketAt(start: string, real: string, thenMs = 0) {
  const clock = new ManualClock(real);
  const market = await createMarket({ config: config(start), clock });
  if (thenMs > 0) {
    clock.advanceSeconds(thenMs / 1000);
    market.tick();
  }
  const session = market.feed.session();
  const minutes = 9 * 60 + 15 + Math.floor(session.secondsPlayed / 60);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { date: session.date, time: hhmm, live: session.live };
}

// Each case builds a market (the generated window is shared per worker; the first build is slow).
describe('MARKET_DEMO_START pins the demo market whatever the real time', { timeout: 120_000 }, () => {
  it('shows the same session and minute for a start at 03:00 UTC on a Tuesday and at 22:00 UTC on a Sunday', async () => {
    const start = '2026-11-23T10:30:00+05:30';
    for (const real of ['2026-11-24T03:00:00Z', '2027-03-14T22:00:00Z']) {
      expect(await marketAt(start, real)).toEqual({ date: '2026-11-23', time: '10:30', live: true });
    }
  });

  it('starts a start outside a session at the next session’s open (a Saturday, the evening, before the open)', async () => {
    const real = '2026-11-27T12:00:00Z';
    expect(await marketAt('2026-11-28T12:00:00+05:30', real)).toMatchObject({
      date: '2026-11-30',
      time: '09:15',
    });
    // 2026-11-24 is a holiday (Guru Nanak Jayanti): after Monday's close comes Wednesday.
    expect(await marketAt('2026-11-23T18:00:00+05:30', real)).toMatchObject({
      date: '2026-11-25',
      time: '09:15',
    });
    expect(await marketAt('2026-11-23T08:00:00+05:30', real)).toMatchObject({
      date: '2026-11-23',
      time: '09:15',
    });
  });

  it('moves 1:1 with real time from the pinned minute, into the next session after 15:30', async () => {
    const real = '2026-11-27T12:00:00Z';
    expect(await marketAt('2026-11-23T15:28:00+05:30', real, 60_000)).toMatchObject({
      date: '2026-11-23',
      time: '15:29',
    });
    expect(await marketAt('2026-11-23T15:28:00+05:30', real, 3 * 60_000)).toMatchObject({
      date: '2026-11-25',
      time: '09:16',
    });
  });

  it('accepts only an instant with its offset, and only for the demo clock', () => {
    expect(
      loadConfig({ MARKET_DEMO_START: '2026-11-23T10:30:00+05:30' }).marketDemoStart?.toISOString(),
    ).toBe('2026-11-23T05:00:00.000Z');
    for (const bad of ['2026-11-23', '2026-11-23T10:30', 'monday', '2026-13-40T10:30:00Z']) {
      expect(() => loadConfig({ MARKET_DEMO_START: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ MARKET_DEMO_START: '2026-11-23T10:30:00Z', MARKET_CLOCK: 'nse' })).toThrow(
      /MARKET_DEMO_START/,
    );
  });
});

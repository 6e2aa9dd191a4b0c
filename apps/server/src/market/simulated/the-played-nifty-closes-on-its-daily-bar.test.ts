import type { IsoDate } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { simulatedNse } from '../create-market';
import { SESSION_MS, sessionOpenMs } from '../feed-session';
import { SimulatedFeed } from './simulated-feed';

// Seed nivesh-test, 2026-11-26: the played NIFTY 50 closed 0.34 % below the day's daily bar, so the
// chart showed another level after the roll. The feed now plays each index on its daily bar's basis.
describe('the simulated feed plays each index onto its daily bar', () => {
  it('opens and closes NIFTY 50, NIFTY BANK and NIFTY 500 on the daily bar, day after day', () => {
    const nse = simulatedNse('nivesh-test');
    const days: IsoDate[] = ['2026-11-25', '2026-11-26', '2026-11-27'].map((d) => d as IsoDate);
    const feed = new SimulatedFeed(nse, new Date(sessionOpenMs(days[0] as IsoDate)));
    for (const day of days) {
      const t = nse.history.dates.indexOf(day);
      const open = sessionOpenMs(day);
      for (const [time, side] of [
        [open, 'open'],
        [open + SESSION_MS - 1000, 'close'],
      ] as const) {
        feed.advance(new Date(time));
        for (const name of ['NIFTY 50', 'NIFTY BANK', 'NIFTY 500']) {
          const played = feed.state.quote(feed.state.idOf(name) ?? -1).ltp / 100;
          const daily = nse.history.indices.get(name)?.[side][t] ?? 0;
          expect(Math.abs(played - daily), `${name} ${day} ${side}`).toBeLessThanOrEqual(0.05);
        }
      }
    }
  }, 300_000);
});

import type { MarketState } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { useImportDatabase } from '../../market-data/import-test-support';
import { testDrivers } from '../../testing/test-database';
import { windowLevels } from '../day/window-levels';
import { dayBar, idOf, moveTo, paise, startReplay } from './replay-test-support';

/** The highest adjusted high of the history: the 52-week high once 250 sessions are imported. */
const historyHigh = (state: MarketState, id: number): number =>
  windowLevels(state.daily(id), 0, state.dates.length).high;

// RELIANCE went ex a 1:1 bonus on 7 Sep 2017: close 1645.40 on the 6th, open 823.00 on the 7th, and
// NSE's PREVCLOSE on the 7th is the unadjusted 1645.40 (real rows: fixtures/replay-bonus-sep-2017).
const BONUS = { kind: 'bonus', exDate: '2017-09-07', bonusShares: 1, heldShares: 1, detectedBy: 'price-gap' };

describe.each(testDrivers())('a 1:1 bonus restates history and the 52-week high (%s)', (driver) => {
  const ctx = useImportDatabase(driver);

  it('halves the history before the ex-date when the ex-date is the first live day', async () => {
    const { feed, state } = await startReplay(ctx.db, 'replay-bonus-sep-2017', '2017-09-07');
    const reliance = idOf(state, 'RELIANCE');
    expect(state.dates).toEqual(['2017-09-05', '2017-09-06']);
    const daily = state.daily(reliance);
    expect([...daily.close]).toEqual([paise(1632.6), paise(1645.4)]);
    expect([...daily.adjFactor]).toEqual([0.5, 0.5]);
    // No jump: the adjusted previous close is 822.70 against an open of 823.00.
    const quote = state.quote(reliance);
    expect(quote.prevClose).toBe(paise(822.7));
    expect(quote.open).toBe(paise(823));
    // Two imported days are not 52 weeks: no 52-week high ("not enough history"), and no all-time high.
    expect(state.referenceLevels(reliance)).toEqual({
      high52: Number.NaN,
      low52: Number.NaN,
      allTimeHigh: Number.NaN,
    });
    // The history's high is the 6 Sep high of 1652.50 in today's terms, not 1652.50.
    expect(historyHigh(state, reliance)).toBe(paise(826.25));
    expect(historyHigh(state, idOf(state, 'INFY'))).toBe(paise(905));
    expect(feed.corporateActions('RELIANCE')).toEqual([BONUS]);
  });

  it('applies the bonus when the replay rolls into the ex-date', async () => {
    const { clock, feed, state } = await startReplay(ctx.db, 'replay-bonus-sep-2017', '2017-09-06');
    const reliance = idOf(state, 'RELIANCE');
    expect(historyHigh(state, reliance)).toBe(paise(1634.85));
    expect(state.referenceLevels(reliance).high52).toBeNaN();
    expect(feed.corporateActions('RELIANCE')).toEqual([]);

    moveTo(feed, clock, '2026-11-25', '10:00');
    expect(feed.session().date).toBe('2017-09-07');
    expect([...state.daily(reliance).adjFactor]).toEqual([0.5, 0.5]);
    expect(state.quote(reliance).prevClose).toBe(paise(822.7));
    expect(historyHigh(state, reliance)).toBe(paise(826.25));
    expect(feed.corporateActions('RELIANCE')).toEqual([BONUS]);
    expect([...state.daily(idOf(state, 'INFY')).adjFactor]).toEqual([1, 1]);

    moveTo(feed, clock, '2026-11-26', '15:30');
    expect(state.quote(reliance)).toMatchObject({ ltp: paise(816.9), prevClose: paise(818.1) });
    expect(historyHigh(state, reliance)).toBe(paise(832.5));
  });

  it('prints a day skipped whole (a sleeping server) as it closed, with its bonus', async () => {
    const { clock, feed, state } = await startReplay(ctx.db, 'replay-bonus-sep-2017', '2017-09-06');
    const reliance = idOf(state, 'RELIANCE');
    // Two sessions of the clock later (the 24th is a holiday): 7 Sep is skipped, 8 Sep is live.
    moveTo(feed, clock, '2026-11-26', '09:30');
    expect(state.dates).toEqual(['2017-09-05', '2017-09-06', '2017-09-07']);
    expect(feed.session()).toMatchObject({ date: '2017-09-08', live: true, secondsPlayed: 15 * 60 + 1 });
    const bar = [paise(823), paise(832.5), paise(815), paise(818.1), 7408536];
    expect(dayBar(state, reliance, 2)).toEqual(bar);
    expect([...state.daily(reliance).adjFactor]).toEqual([0.5, 0.5, 1]);
    expect(state.quote(reliance).prevClose).toBe(paise(818.1));
    expect(feed.minuteBars('RELIANCE')?.count).toBe(16);
  });

  it("takes a dividend and a bonus from the exchange's restated PREVCLOSE (synthetic NIVESHDEMO)", async () => {
    const { feed, state } = await startReplay(ctx.db, 'replay-restated-prev-close');
    const demo = idOf(state, 'NIVESHDEMO');
    const dividend = 718.4 / 728.4;
    const adj = [...state.daily(demo).adjFactor];
    expect(adj[0]).toBeCloseTo(0.5 * dividend, 12);
    expect(adj[1]).toBeCloseTo(dividend, 12);
    expect(state.quote(demo).prevClose).toBe(paise(718.4));
    expect(state.meta(demo)).toMatchObject({ sector: 'Unclassified' });
    expect(feed.corporateActions('NIVESHDEMO')).toEqual([
      { kind: 'bonus', exDate: '2024-03-27', bonusShares: 1, heldShares: 1, detectedBy: 'prev-close' },
      { kind: 'dividend', exDate: '2024-03-28', amountPaise: 1000, detectedBy: 'prev-close' },
    ]);
  });
});

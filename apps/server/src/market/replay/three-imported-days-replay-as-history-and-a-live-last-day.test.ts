import { describe, expect, it } from 'vitest';
import { useImportDatabase } from '../../market-data/import-test-support';
import { testDrivers } from '../../testing/test-database';
import { CLOCK_DAY, clockAt, dayBar, idOf, moveTo, paise, startReplay } from './replay-test-support';

// Real bhavcopy rows of 20–22 Dec 2017 (fixtures/replay-dec-2017/README.md). The market clock starts
// at 10:00 IST on Monday 23 Nov 2026, a trading day.

/** The 22 Dec 2017 bars of the fixture: [open, high, low, close, volume]. */
const DEC_22: Record<string, readonly [number, number, number, number, number]> = {
  ADLABS: [69.7, 70.2, 68, 68.95, 255392],
  BHARATIWIN: [37.51, 37.98, 37.51, 37.91, 22985159],
  INFY: [1016, 1044.8, 1016, 1039.35, 6453470],
  'M&M': [747, 753.4, 743, 746.2, 2338232],
  RELIANCE: [914.65, 922.4, 909.3, 920.4, 4872675],
  TCS: [2604, 2663.9, 2590.2, 2646.75, 1832832],
};

describe.each(testDrivers())('three imported days replay as history and a live last day (%s)', (driver) => {
  const ctx = useImportDatabase(driver);

  it('loads the first two days as history and plays the third along the clock', async () => {
    const { clock, feed, state } = await startReplay(ctx.db, 'replay-dec-2017');

    expect(feed).toMatchObject({ kind: 'replay', simulated: false });
    expect(state.dates).toEqual(['2017-12-20', '2017-12-21']);
    expect(feed.session()).toMatchObject({ date: '2017-12-22', live: true, secondsPlayed: 45 * 60 + 1 });

    const infy = idOf(state, 'INFY');
    expect([...state.daily(infy).close]).toEqual([paise(1015.85), paise(1022.05)]);
    expect([...state.daily(infy).volume]).toEqual([2093163, 5529581]);
    expect(state.quote(infy).prevClose).toBe(paise(1022.05));
    expect(state.meta(infy)).toMatchObject({
      name: 'Infosys Ltd.',
      sector: 'Information Technology',
      isIndex: false,
    });
    // ADLABS trades in the BE series and is not in the universe.
    expect(state.meta(idOf(state, 'ADLABS'))).toMatchObject({ sector: 'Unclassified', isIndex: false });
    const nifty = idOf(state, 'NIFTY 50');
    expect(state.meta(nifty).isIndex).toBe(true);
    expect([...state.daily(nifty).close]).toEqual([1_044_420, 1_044_030]);

    // M&M went ex a 1:1 bonus on 21 Dec (1541.75 → 767): the 20 Dec bar is halved in today's terms.
    const mm = idOf(state, 'M&M');
    expect([...state.daily(mm).adjFactor]).toEqual([0.5, 1]);
    expect(feed.corporateActions('M&M')).toEqual([
      { kind: 'bonus', exDate: '2017-12-21', bonusShares: 1, heldShares: 1, detectedBy: 'price-gap' },
    ]);
    expect(feed.corporateActions('INFY')).toEqual([]);

    const midday = state.quote(infy);
    expect(midday.ltp).toBeGreaterThanOrEqual(paise(1016));
    expect(midday.ltp).toBeLessThanOrEqual(paise(1044.8));
    expect(midday.volume).toBeGreaterThan(0);
    expect(midday.volume).toBeLessThan(6453470);

    moveTo(feed, clock, CLOCK_DAY, '15:30');
    expect(feed.session()).toMatchObject({ date: '2017-12-22', live: false, secondsPlayed: 22_500 });
    for (const [symbol, [open, high, low, close, volume]] of Object.entries(DEC_22)) {
      const quote = state.quote(idOf(state, symbol));
      expect(quote, symbol).toMatchObject({
        open: paise(open),
        high: paise(high),
        low: paise(low),
        ltp: paise(close),
        volume,
      });
    }
    // The index was recomputed live from its constituents and settles on the exchange's close.
    expect(state.quote(nifty).ltp).toBe(1_049_300);
    expect(feed.minuteBars('INFY')?.count).toBe(375);
    expect(feed.minuteCloses('TCS')?.[374]).toBe(paise(2646.75));
  });

  it('rolls to the next imported day at the next session, then stays on the last one', async () => {
    const { clock, feed, state } = await startReplay(ctx.db, 'replay-dec-2017', '2017-12-21');
    expect(state.dates).toEqual(['2017-12-20']);
    expect(feed.session().date).toBe('2017-12-21');
    const reliance = idOf(state, 'RELIANCE');
    const mm = idOf(state, 'M&M');
    // The bonus goes ex on the first live day: the history is already in its terms.
    expect(state.quote(mm).prevClose).toBe(Math.round(paise(1541.75) * 0.5));

    // 24 Nov 2026 is a holiday: the clock's next session is the 25th, which plays 22 Dec 2017.
    moveTo(feed, clock, '2026-11-25', '09:15');
    expect(state.dates).toEqual(['2017-12-20', '2017-12-21']);
    expect(feed.session()).toMatchObject({ date: '2017-12-22', live: true, secondsPlayed: 1 });
    const bar = [paise(918.45), paise(923.95), paise(910), paise(912.95), 4147162];
    expect(dayBar(state, reliance, 1)).toEqual(bar);
    expect(state.quote(reliance).prevClose).toBe(paise(912.95));
    expect([...state.daily(mm).adjFactor]).toEqual([0.5, 1]);

    // The session after the last imported day: the replay is finished, the market stays on it.
    moveTo(feed, clock, '2026-11-26', '11:00');
    expect(feed.session()).toMatchObject({ date: '2017-12-22', live: false, secondsPlayed: 22_500 });
    expect(state.dates).toEqual(['2017-12-20', '2017-12-21']);
    expect(state.quote(reliance).ltp).toBe(paise(920.4));
    expect(feed.advance(clockAt('2026-11-27', '12:00').now())).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../units';
import { MarketState } from './market-state';
import { flat, handBuiltState, SESSION, trade } from './test-support';

describe('beginSession', () => {
  it('closes today into the daily columns and opens the next day at the last price', () => {
    const state = handBuiltState([
      { symbol: 'UP', sector: 'S', closes: flat(10_000, 300) },
      { symbol: 'IDLE', sector: 'S', closes: flat(10_000, 300) },
    ]);
    trade(state, 'UP', 10_300, 100, 1);
    trade(state, 'UP', 10_500, 200, 2);
    trade(state, 'UP', 10_400, 100, 3);
    state.beginSession('2030-01-02' as IsoDate, 10);

    expect(state.dates.at(-1)).toBe(SESSION);
    const up = state.daily(0);
    expect(up.close.length).toBe(301);
    expect([up.open.at(-1), up.high.at(-1), up.low.at(-1), up.close.at(-1), up.volume.at(-1)]).toEqual([
      10_300, 10_500, 10_300, 10_400, 400,
    ]);
    // An untraded symbol gets a flat bar at its previous close with no volume.
    expect(state.daily(1).close.at(-1)).toBe(10_000);
    expect(state.daily(1).volume.at(-1)).toBe(0);

    expect(state.quote(0)).toMatchObject({
      ltp: 10_400,
      prevClose: 10_400,
      open: 0,
      volume: 0,
      lastUpdate: 10,
    });
    expect(state.referenceLevels(0)).toEqual({ high52: 10_500, low52: 10_000, allTimeHigh: 10_500 });
    trade(state, 'UP', 10_500, 1, 11);
    expect(state.fiftyTwoWeek({ kind: 'high' }).map((h) => h.symbol)).toEqual(['UP']);
  });

  it('grows the columns past the spare capacity and refuses to go back in time', () => {
    const state = handBuiltState([{ symbol: 'UP', sector: 'S', closes: flat(10_000, 5) }]);
    const start = Date.UTC(2030, 0, 2);
    for (let d = 0; d < 300; d++) {
      trade(state, 'UP', 10_000 + d * 5, 1, d);
      state.beginSession(new Date(start + d * 86_400_000).toISOString().slice(0, 10) as IsoDate, d);
    }
    expect(state.daily(0).close.length).toBe(305);
    expect(state.daily(0).close.at(-1)).toBe(10_000 + 299 * 5);
    expect(() => state.beginSession('2020-01-01' as IsoDate, 0)).toThrow(RangeError);
  });

  it('loads the last bar as the live session when no session date is given', () => {
    const state = new MarketState({
      dates: ['2030-01-01', '2030-01-02'] as IsoDate[],
      symbols: [
        {
          meta: { symbol: 'X', sector: 'S', isIndex: false },
          open: [100, 110],
          high: [100, 120],
          low: [100, 105],
          close: [100, 115],
          volume: [5, 7],
        },
      ],
    });
    expect(state.sessionDate).toBe('2030-01-02');
    expect(state.dates).toEqual(['2030-01-01']);
    expect(state.quote(0)).toMatchObject({
      ltp: 115,
      open: 110,
      high: 120,
      low: 105,
      prevClose: 100,
      volume: 7,
    });
    expect(state.quote(0).changePct).toBeCloseTo(15, 12);
  });
});

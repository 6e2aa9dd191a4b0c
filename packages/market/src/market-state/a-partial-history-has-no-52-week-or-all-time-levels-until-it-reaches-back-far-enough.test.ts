import { describe, expect, it } from 'vitest';
import { weekdays } from '../simulator/test-support';
import type { IsoDate } from '../units';
import { FIFTY_TWO_WEEK_DAYS, MarketState } from './market-state';
import type { MarketHistoryReach } from './market-state-types';
import { flat, SESSION } from './test-support';

/** One stock with `days` flat bars at ₹100 (a ₹120 high on day 0) and the given history reach. */
function stateOf(days: number, history?: (dates: readonly IsoDate[]) => MarketHistoryReach): MarketState {
  const dates = weekdays('2020-01-01', days);
  const closes = flat(10_000, days);
  const highs = closes.map((c, t) => (t === 0 ? 12_000 : c));
  return new MarketState({
    dates,
    symbols: [
      {
        meta: { symbol: 'A', sector: 'S', isIndex: false },
        open: closes,
        high: highs,
        low: closes,
        close: closes,
        volume: flat(1000, days),
        // The exchange's PREVCLOSE of the last day differs from the last but one close (a gap).
        prevClose: closes.map((_c, t) => (t === days - 1 ? 9_000 : 0)),
      },
    ],
    sessionDate: SESSION,
    ...(history ? { history: history(dates) } : {}),
  });
}

describe('a partial history has no 52-week or all-time levels until it reaches back far enough', () => {
  it('keeps the levels of a complete history, however short', () => {
    const state = stateOf(30);
    expect(state.historyComplete).toBe(true);
    expect(state.referenceLevels(0)).toEqual({ high52: 12_000, low52: 10_000, allTimeHigh: 12_000 });
  });

  it('has none from 30 imported days, and no all-time high from any number of them', () => {
    const short = stateOf(30, (dates) => ({ continuousFrom: dates[0] as IsoDate }));
    expect(short.referenceLevels(0)).toEqual({
      high52: Number.NaN,
      low52: Number.NaN,
      allTimeHigh: Number.NaN,
    });
    expect(short.hasWindow(30, 5)).toBe(true);
    expect(short.hasWindow(30, 31)).toBe(false);

    const year = stateOf(FIFTY_TWO_WEEK_DAYS + 10, (dates) => ({ continuousFrom: dates[0] as IsoDate }));
    expect(year.referenceLevels(0)).toMatchObject({ high52: 10_000, low52: 10_000, allTimeHigh: Number.NaN });
  });

  it('counts the window from the last gap, and a gap at the live session starts it again', () => {
    const n = FIFTY_TWO_WEEK_DAYS + 10;
    const afterGap = stateOf(n, (dates) => ({ continuousFrom: dates[20] as IsoDate }));
    expect(afterGap.continuousHistoryFrom).toBe(20);
    expect(afterGap.referenceLevels(0).high52).toBeNaN();

    const year = stateOf(n, (dates) => ({ continuousFrom: dates[0] as IsoDate }));
    year.breakHistory();
    expect(year.continuousHistoryFrom).toBe(n);
    expect(year.referenceLevels(0).high52).toBeNaN();
  });

  it('measures a day against the exchange’s previous close when it has one', () => {
    const state = stateOf(30);
    expect(state.referenceClose(0, 29)).toBe(9_000);
    expect(state.referenceClose(0, 28)).toBe(10_000);
    expect(state.referenceClose(0, 0)).toBe(0);
    state.setPreviousClose(0, 9_500);
    expect(state.quote(0)).toMatchObject({ prevClose: 9_500, ltp: 9_500, changePct: 0 });
    state.applyTick(0, 10_450, 10, 1);
    expect(state.quote(0).changePct).toBeCloseTo(10, 10);
  });
});

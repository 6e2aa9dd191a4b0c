import { describe, expect, it } from 'vitest';
import { FIFTY_TWO_WEEK_DAYS } from './market-state';
import { flat, handBuiltState, trade } from './test-support';

const DAYS = 300;
/** Flat ₹100 closes with one spike in the high column at day `t`. */
const spike = (t: number, high: number) => flat(10_000, DAYS).map((c, d) => (d === t ? high : c));

function universe() {
  return handBuiltState([
    // ₹200 high 290 days ago: outside the 250-day window, so the 52-week high is ₹100.
    { symbol: 'OLDPEAK', sector: 'S', closes: flat(10_000, DAYS), highs: spike(10, 20_000) },
    // ₹120 high 200 days ago: inside the window.
    { symbol: 'INSIDE', sector: 'S', closes: flat(10_000, DAYS), highs: spike(100, 12_000) },
    // 1:2 split 150 days ago: ₹200 before, ₹100 after; adjusted, the old highs are ₹100.
    {
      symbol: 'SPLIT',
      sector: 'S',
      closes: flat(10_000, DAYS).map((c, t) => (t < 150 ? 20_000 : c)),
      adjFactor: flat(1, DAYS).map((f, t) => (t < 150 ? 0.5 : f)),
    },
    // ₹90 low 100 days ago.
    {
      symbol: 'DIP',
      sector: 'T',
      closes: flat(10_000, DAYS),
      lows: flat(10_000, DAYS).map((l, t) => (t === 200 ? 9_000 : l)),
    },
  ]);
}

describe('52-week high and low', () => {
  it('uses the previous 250 days, adjusted, and counts a touch exactly at the level', () => {
    expect(FIFTY_TWO_WEEK_DAYS).toBe(250);
    const state = universe();
    expect(state.fiftyTwoWeek({ kind: 'high' })).toEqual([]); // nothing traded yet
    trade(state, 'OLDPEAK', 10_000);
    trade(state, 'INSIDE', 10_000);
    trade(state, 'SPLIT', 10_100);
    const highs = state.fiftyTwoWeek({ kind: 'high' });
    expect(highs.map((h) => h.symbol)).toEqual(['SPLIT', 'OLDPEAK']);
    expect(highs[0]).toMatchObject({ level: 10_000, pctFromLevel: 1, changePct: 1 });
    expect(highs[1]).toMatchObject({ level: 10_000, pctFromLevel: 0 });
  });

  it('a tick that makes a new high moves the symbol into the list', () => {
    const state = universe();
    trade(state, 'INSIDE', 10_000, 100, 1);
    expect(state.fiftyTwoWeek({ kind: 'high' }).map((h) => h.symbol)).not.toContain('INSIDE');
    trade(state, 'INSIDE', 12_000, 100, 2);
    expect(state.fiftyTwoWeek({ kind: 'high' }).map((h) => h.symbol)).toContain('INSIDE');
  });

  it('lists symbols at or through the 52-week low, and the sector filter applies', () => {
    const state = universe();
    trade(state, 'DIP', 9_000);
    trade(state, 'INSIDE', 9_500);
    expect(state.fiftyTwoWeek({ kind: 'low' }).map((h) => [h.symbol, h.level])).toEqual([
      ['INSIDE', 10_000],
      ['DIP', 9_000],
    ]);
    expect(state.fiftyTwoWeek({ kind: 'low', sector: 'T' }).map((h) => h.symbol)).toEqual(['DIP']);
  });

  it('near the 52-week high: within the threshold, nearest first, including those through it', () => {
    const state = universe();
    trade(state, 'INSIDE', 11_500); // 4.17 % below ₹120
    trade(state, 'OLDPEAK', 9_800); // 2 % below ₹100
    trade(state, 'SPLIT', 10_100); // through it
    trade(state, 'DIP', 9_000); // 10 % below
    expect(state.nearFiftyTwoWeek({ thresholdPct: 5 }).map((h) => h.symbol)).toEqual([
      'SPLIT',
      'OLDPEAK',
      'INSIDE',
    ]);
    expect(state.nearFiftyTwoWeek({ thresholdPct: 4 }).map((h) => h.symbol)).toEqual(['SPLIT', 'OLDPEAK']);
    // Low side: OLDPEAK is 2 % through ₹100, DIP exactly at ₹90, SPLIT 1 % above ₹100 (adjusted lows).
    expect(state.nearFiftyTwoWeek({ thresholdPct: 1, kind: 'low' }).map((h) => h.symbol)).toEqual([
      'OLDPEAK',
      'DIP',
      'SPLIT',
    ]);
  });
});

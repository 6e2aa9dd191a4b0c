import { describe, expect, it } from 'vitest';
import { flat, handBuiltState, trade } from './test-support';

function universe() {
  return handBuiltState([
    {
      symbol: 'PEAKED',
      sector: 'S',
      closes: flat(10_000, 400),
      highs: flat(10_000, 400).map((h, t) => (t === 5 ? 15_000 : h)),
    },
    { symbol: 'FLAT', sector: 'S', closes: flat(10_000, 400) },
    // Highest high of the last 20 days ₹105 (day 390), volume 1,000 a day.
    {
      symbol: 'BASE',
      sector: 'T',
      closes: flat(10_000, 400),
      highs: flat(10_000, 400).map((h, t) => (t === 390 ? 10_500 : h)),
    },
    // Only 10 days of history: no 20-day window yet.
    { symbol: 'YOUNG', sector: 'T', closes: [...flat(0, 390), ...flat(10_000, 10)] },
  ]);
}

describe('all-time highs', () => {
  it('counts a session high at or above every earlier (adjusted) high', () => {
    const state = universe();
    trade(state, 'PEAKED', 14_000);
    trade(state, 'FLAT', 10_000);
    trade(state, 'YOUNG', 10_200);
    expect(state.allTimeHighs().map((h) => [h.symbol, h.level])).toEqual([
      ['YOUNG', 10_000],
      ['FLAT', 10_000],
    ]);
  });
});

describe('breakouts', () => {
  it('needs the LTP above the lookback high and volume above the lookback average', () => {
    const state = universe();
    trade(state, 'BASE', 10_600, 1_500);
    trade(state, 'FLAT', 10_100, 500); // price breaks out, volume does not
    trade(state, 'YOUNG', 11_000, 5_000); // too young for a 20-day window
    const found = state.breakouts({ lookback: 20 });
    expect(found.map((b) => b.symbol)).toEqual(['BASE']);
    expect(found[0]).toMatchObject({ level: 10_500, volume: 1_500, averageVolume: 1_000 });
    // With a 5-day window BASE's ₹105 day drops out and YOUNG qualifies.
    expect(state.breakouts({ lookback: 5 }).map((b) => b.symbol)).toEqual(['YOUNG', 'BASE']);
  });

  it('a tick after the first query is seen (levels are cached, quotes are not)', () => {
    const state = universe();
    expect(state.breakouts({ lookback: 20 })).toEqual([]);
    trade(state, 'FLAT', 10_100, 2_000);
    expect(state.breakouts({ lookback: 20 }).map((b) => b.symbol)).toEqual(['FLAT']);
  });
});

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

  it('pro-rates the average volume to the share of the session played, and lists unconfirmed ones on request', () => {
    const state = universe();
    trade(state, 'BASE', 10_600, 400); // 40 % of a whole day's average volume
    trade(state, 'FLAT', 10_100, 100);
    expect(state.breakouts({ lookback: 20 })).toEqual([]);
    const early = state.breakouts({ lookback: 20, sessionFraction: 0.3 });
    expect(early.map((b) => b.symbol)).toEqual(['BASE']);
    expect(early[0]?.volumeRatio).toBeCloseTo(400 / 300, 12);
    expect(early[0]?.volumeConfirmed).toBe(true);
    const any = state.breakouts({ lookback: 20, volume: 'any' });
    // Furthest through its level first: FLAT 1 % above ₹100, BASE 0.95 % above ₹105.
    expect(any.map((b) => [b.symbol, b.volumeConfirmed])).toEqual([
      ['FLAT', false],
      ['BASE', false],
    ]);
    // The share is floored at one minute of the session: at 0 nothing is divided by zero.
    const first = state.breakouts({ lookback: 20, sessionFraction: 0 });
    expect(first.map((b) => b.symbol)).toEqual(['FLAT', 'BASE']);
    expect(first[1]?.volumeRatio).toBeCloseTo(400 / (1000 / 375), 9);
  });
});

import { describe, expect, it } from 'vitest';
import { flat, handBuiltState, trade } from './test-support';

describe('breadth', () => {
  const state = handBuiltState([
    { symbol: 'A', sector: 'BANKS', closes: flat(10_000, 5) },
    { symbol: 'B', sector: 'BANKS', closes: flat(10_000, 5) },
    { symbol: 'C', sector: 'IT', closes: flat(10_000, 5) },
    { symbol: 'D', sector: 'IT', closes: flat(10_000, 5) },
    { symbol: 'E', sector: 'IT', closes: flat(10_000, 5) },
    // Listed today only: no previous close, so it is neither up nor down.
    { symbol: 'NEW', sector: 'IT', closes: [0, 0, 0, 0, 0] },
  ]);
  trade(state, 'A', 10_100);
  trade(state, 'B', 9_900);
  trade(state, 'C', 10_050);
  trade(state, 'D', 10_000); // traded back at the previous close: unchanged
  trade(state, 'NEW', 5_000);

  it('counts advances, declines and unchanged (traded flat or untraded) with the ratio', () => {
    expect(state.breadth()).toEqual({
      advances: 2,
      declines: 1,
      unchanged: 2,
      advanceDeclineRatio: 2,
      sectors: [
        { sector: 'BANKS', advances: 1, declines: 1, unchanged: 0 },
        { sector: 'IT', advances: 1, declines: 0, unchanged: 2 },
      ],
    });
  });

  it('filters by sector and gives a null ratio when nothing declined', () => {
    expect(state.breadth({ sector: 'IT' })).toMatchObject({
      advances: 1,
      declines: 0,
      unchanged: 2,
      advanceDeclineRatio: null,
    });
  });
});

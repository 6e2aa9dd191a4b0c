import { describe, expect, it } from 'vitest';
import { flat, handBuiltState, trade } from './test-support';

// Five equities all closed at ₹100 (10,000 paise) for ten days; today's trades set the moves.
function fiveSymbols() {
  const state = handBuiltState([
    { symbol: 'ALPHA', sector: 'BANKS', closes: flat(10_000, 10) },
    { symbol: 'BRAVO', sector: 'IT', closes: flat(10_000, 10) },
    { symbol: 'CHARLIE', sector: 'BANKS', closes: flat(10_000, 10) },
    { symbol: 'DELTA', sector: 'IT', closes: flat(10_000, 10) },
    { symbol: 'ECHO', sector: 'IT', closes: flat(10_000, 10) },
    { symbol: 'NIFTY', sector: 'INDEX', closes: flat(10_000, 10), isIndex: true },
  ]);
  trade(state, 'CHARLIE', 10_500); // +5 %
  trade(state, 'ALPHA', 10_500); // +5 %, ties with CHARLIE: ALPHA first by symbol
  trade(state, 'BRAVO', 10_200); // +2 %
  trade(state, 'DELTA', 9_700); // −3 %
  trade(state, 'NIFTY', 20_000); // an index never appears among equities
  return state; // ECHO untraded: unchanged
}

describe('top movers', () => {
  it('orders gainers by % change, highest first, ties by symbol, only positive moves', () => {
    const gainers = fiveSymbols().topMovers({ direction: 'gainers', limit: 10 });
    expect(gainers.map((m) => m.symbol)).toEqual(['ALPHA', 'CHARLIE', 'BRAVO']);
    expect(gainers[0]).toMatchObject({ ltp: 10_500, prevClose: 10_000, change: 500, changePct: 5 });
  });

  it('orders losers lowest first and respects limit and sector', () => {
    const state = fiveSymbols();
    expect(state.topMovers({ direction: 'losers' }).map((m) => m.symbol)).toEqual(['DELTA']);
    expect(state.topMovers({ direction: 'gainers', limit: 2 }).map((m) => m.symbol)).toEqual([
      'ALPHA',
      'CHARLIE',
    ]);
    expect(state.topMovers({ direction: 'gainers', sector: 'IT' }).map((m) => m.symbol)).toEqual(['BRAVO']);
    expect(state.topMovers({ direction: 'gainers', sector: 'NONE' })).toEqual([]);
  });

  it('a later tick re-ranks the list', () => {
    const state = fiveSymbols();
    trade(state, 'BRAVO', 11_000, 100, 2); // +10 %
    expect(state.topMovers({ direction: 'gainers', limit: 1 }).map((m) => m.symbol)).toEqual(['BRAVO']);
  });

  it('a late (out-of-order) tick moves volume and range but not the last price', () => {
    const state = handBuiltState([{ symbol: 'ALPHA', sector: 'BANKS', closes: flat(10_000, 3) }]);
    trade(state, 'ALPHA', 10_100, 10, 5);
    trade(state, 'ALPHA', 9_900, 10, 4);
    expect(state.quote(0)).toMatchObject({
      ltp: 10_100,
      low: 9_900,
      high: 10_100,
      volume: 20,
      lastUpdate: 5,
    });
  });
});

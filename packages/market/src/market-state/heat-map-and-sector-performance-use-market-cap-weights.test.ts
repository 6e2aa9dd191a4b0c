import { describe, expect, it } from 'vitest';
import { flat, handBuiltState, trade } from './test-support';

describe('heat map and sector performance', () => {
  // BIG has 3× SMALL's market cap at the previous close; both are BANKS. SOLO is IT.
  const state = handBuiltState([
    { symbol: 'BIG', sector: 'BANKS', closes: flat(10_000, 3), shares: 3_000 },
    { symbol: 'SMALL', sector: 'BANKS', closes: flat(10_000, 3), shares: 1_000 },
    { symbol: 'SOLO', sector: 'IT', closes: flat(10_000, 3), shares: 1_000 },
  ]);
  trade(state, 'BIG', 10_200, 10); // +2 %
  trade(state, 'SMALL', 9_000, 30); // −10 %
  trade(state, 'SOLO', 10_100, 50); // +1 %

  it('weights tiles by market cap at the LTP, largest first', () => {
    const cells = state.heatMap();
    expect(cells.map((c) => c.symbol)).toEqual(['BIG', 'SOLO', 'SMALL']);
    const total = 10_200 * 3_000 + 9_000 * 1_000 + 10_100 * 1_000;
    expect(cells[0]?.weight).toBeCloseTo((10_200 * 3_000) / total, 12);
    expect(cells.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 12);
  });

  it('weights by turnover, and limits to a sector or a list of ids', () => {
    expect(state.heatMap({ weightBy: 'turnover' }).map((c) => [c.symbol, c.turnover])).toEqual([
      ['SOLO', 505_000],
      ['SMALL', 270_000],
      ['BIG', 102_000],
    ]);
    expect(state.heatMap({ sector: 'IT' }).map((c) => c.symbol)).toEqual(['SOLO']);
    const ids = [state.idOf('SMALL') ?? -1, state.idOf('SOLO') ?? -1];
    expect(state.heatMap({ ids }).map((c) => c.symbol)).toEqual(['SOLO', 'SMALL']);
  });

  it('gives equal-weight and market-cap-weighted sector changes, best first', () => {
    const sectors = state.sectorPerformance();
    expect(sectors.map((s) => s.sector)).toEqual(['IT', 'BANKS']);
    const banks = sectors[1];
    expect(banks?.averageChangePct).toBeCloseTo(-4, 12); // (2 − 10) / 2
    expect(banks?.weightedChangePct).toBeCloseTo(-1, 12); // (3 × 2 − 1 × 10) / 4
    expect(banks).toMatchObject({ count: 2, advances: 1, declines: 1, unchanged: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { generateDailyHistory } from '../simulator/daily-history';
import { universe, weekdays } from '../simulator/test-support';
import { INDEX_SECTOR, marketStateFromDailyHistory } from './from-daily-history';

describe('queries over a simulated universe (50 instruments, 600 days)', () => {
  const instruments = universe(50, 6);
  const history = generateDailyHistory({
    seed: 'market-state',
    dates: weekdays('2020-01-01', 600),
    instruments,
    indices: [{ symbol: 'SIM 10', constituents: instruments.slice(0, 10).map((s) => s.symbol) }],
  });
  const state = marketStateFromDailyHistory(history, instruments);

  it('loads every equity plus the index, with the last day as the session', () => {
    expect(state.symbolCount).toBe(51);
    expect(state.sessionDate).toBe(history.dates.at(-1));
    expect(state.meta(state.idOf('SIM 10') ?? -1)).toMatchObject({ isIndex: true, sector: INDEX_SECTOR });
    const id = state.idOf('SIM007') ?? -1;
    expect(state.quote(id).ltp).toBe(history.series.get('SIM007')?.close.at(-1));
  });

  it('breadth adds up to the equities, overall and per sector', () => {
    const b = state.breadth();
    expect(b.advances + b.declines + b.unchanged).toBe(50);
    expect(b.sectors.reduce((s, x) => s + x.advances + x.declines + x.unchanged, 0)).toBe(50);
    expect(b.sectors).toHaveLength(6);
  });

  it('gainers descend, losers ascend, and together with unchanged they cover the universe', () => {
    const gainers = state.topMovers({ direction: 'gainers', limit: 100 });
    const losers = state.topMovers({ direction: 'losers', limit: 100 });
    for (let i = 1; i < gainers.length; i++) {
      expect(gainers[i - 1]?.changePct).toBeGreaterThanOrEqual(gainers[i]?.changePct ?? 0);
    }
    for (let i = 1; i < losers.length; i++) {
      expect(losers[i - 1]?.changePct).toBeLessThanOrEqual(losers[i]?.changePct ?? 0);
    }
    const b = state.breadth();
    expect([gainers.length, losers.length]).toEqual([b.advances, b.declines]);
    expect(state.topMovers({ direction: 'gainers', limit: 5 })).toEqual(gainers.slice(0, 5));
  });

  it('52-week and all-time lists agree with their definitions', () => {
    for (const hit of state.fiftyTwoWeek({ kind: 'high' })) {
      const id = state.idOf(hit.symbol) ?? -1;
      expect(state.quote(id).high).toBeGreaterThanOrEqual(hit.level);
    }
    for (const hit of state.allTimeHighs()) {
      expect(state.referenceLevels(state.idOf(hit.symbol) ?? -1).allTimeHigh).toBe(hit.level);
    }
    const near = state.nearFiftyTwoWeek({ thresholdPct: 3 });
    for (const hit of near) expect(hit.pctFromLevel).toBeGreaterThanOrEqual(-3 - 1e-9);
    // Every symbol at its 52-week high is also within any positive threshold of it.
    const nearSymbols = new Set(near.map((h) => h.symbol));
    for (const hit of state.fiftyTwoWeek({ kind: 'high' })) {
      if (hit.pctFromLevel >= 0) expect(nearSymbols.has(hit.symbol)).toBe(true);
    }
  });

  it('heat map weights sum to 1 and sector performance lists every sector', () => {
    const cells = state.heatMap();
    expect(cells).toHaveLength(50);
    expect(cells.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 9);
    const sectors = state.sectorPerformance();
    expect(sectors).toHaveLength(6);
    expect(sectors.reduce((s, x) => s + x.count, 0)).toBe(50);
  });
});

import { type IsoDate, MarketState } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { dateBefore, periodBases } from './group-levels';
import { benchmarkOf } from './sector-benchmarks';
import { sectorFigures, sectorsView } from './sector-rows';

// Two IT stocks over three completed sessions (paise): TCS 100 → 110 → 121 with 100 shares, INFY
// 50 → 50 → 40 with 300 shares. Day 1: caps 26,000 vs 25,000 (× 1.04); day 2: 24,100 vs 26,000.
const DATES = ['2026-02-06', '2026-02-09', '2026-03-09'] as IsoDate[];
const stock = (symbol: string, shares: number, closes: number[]) => ({
  meta: { symbol, sector: 'Information Technology', isIndex: false, sharesOutstanding: shares },
  open: closes,
  high: closes,
  low: closes,
  close: closes,
  volume: closes.map(() => 1000),
});

function tinyMarket(): MarketState {
  return new MarketState({
    dates: DATES,
    symbols: [stock('TCS', 100, [10_000, 11_000, 12_100]), stock('INFY', 300, [5_000, 5_000, 4_000])],
    sessionDate: '2026-03-10' as IsoDate,
  });
}

describe('cap-weighted chain-linked group returns', () => {
  it('finds each period’s base on or before the same calendar date, clamped to the month end', () => {
    expect(dateBefore('2026-03-31', [0, 1, 0])).toBe('2026-02-28');
    expect(dateBefore('2024-03-31', [0, 1, 0])).toBe('2024-02-29');
    expect(dateBefore('2026-01-15', [0, 3, 0])).toBe('2025-10-15');
    expect(dateBefore('2026-03-10', [0, 0, 7])).toBe('2026-03-03');
    expect(dateBefore('2026-03-10', [1, 0, 0])).toBe('2025-03-10');
    expect(periodBases(tinyMarket())).toEqual({ week1: 1, month1: 1, month3: -1, year1: -1 });
  });

  it('links each day’s change of total market cap and continues it with the live session', () => {
    const state = tinyMarket();
    state.applyTick(state.idOf('TCS') ?? -1, 13_310, 10, 1);
    const view = sectorsView(state);
    const [it] = sectorFigures(view);
    const day1 = 26_000 / 25_000;
    const day2 = (100 * 12_100 + 300 * 4_000) / (100 * 11_000 + 300 * 5_000);
    const today = (100 * 13_310 + 300 * 4_000) / (100 * 12_100 + 300 * 4_000);
    expect(Array.from(it?.series.values ?? [])).toEqual([100, 100 * day1, 100 * day1 * day2]);
    expect(it?.live).toBeCloseTo(100 * day1 * day2 * today, 9);
    expect(it?.row.weightedChangePct).toBeCloseTo((today - 1) * 100, 2);
    // From the base (the session of 9 February) to now; no 3-month or 1-year history.
    expect(it?.row.returns).toEqual({
      week1: Math.round((day2 * today - 1) * 10_000) / 100,
      month1: Math.round((day2 * today - 1) * 10_000) / 100,
      month3: null,
      year1: null,
    });
  });

  it('measures against every equity when the market has no NIFTY 500 series', () => {
    const state = tinyMarket();
    state.applyTick(state.idOf('INFY') ?? -1, 4_400, 10, 1);
    const view = sectorsView(state);
    const benchmark = benchmarkOf(view.benchmark, view.bases);
    const [it] = sectorFigures(view);
    expect(benchmark).toMatchObject({ symbol: 'Every equity', fromConstituents: true });
    // The only sector holds every equity: the benchmark is the same index.
    expect(benchmark.returns).toEqual(it?.row.returns);
    expect(benchmark.changePct).toBe(it?.row.weightedChangePct);
    expect(benchmark.level).toBeCloseTo(it?.live ?? 0, 2);
  });
});

import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../units';
import type { CorporateAction } from './corporate-actions';
import { generateDailyHistory } from './daily-history';
import { computeIndexLevels } from './index-calculator';
import { universe, weekdays } from './test-support';

describe('index calculator', () => {
  const dates = weekdays('2024-01-01', 10);
  const split: CorporateAction = {
    kind: 'split',
    exDate: dates[5] as IsoDate,
    fromFaceValue: 10,
    toFaceValue: 1,
  };
  const flat = (p: number) => dates.map(() => p);
  const splitting = dates.map((_, t) => (t < 5 ? 200_000 : 20_000));

  it('stays at the base value when prices are flat and a constituent splits 10 → 1', () => {
    const levels = computeIndexLevels({
      dates,
      constituents: [
        { close: flat(50_000), shares: 1e6, freeFloat: 0.6 },
        { close: splitting, shares: 2e5, freeFloat: 0.4, actions: [split] },
      ],
    });
    for (const v of levels.close) expect(v).toBe(1000);
  });

  it('re-sets the divisor when a share column was not updated for the split', () => {
    const levels = computeIndexLevels({
      dates,
      baseIndex: 9,
      baseValue: 500,
      constituents: [
        { close: flat(50_000), shares: 1e6, freeFloat: 0.6 },
        { close: splitting, shares: flat(2e5), freeFloat: 0.4, actions: [split] },
      ],
    });
    for (const v of levels.close) expect(v).toBe(500);
    expect(levels.divisor[4]).not.toBe(levels.divisor[5]);
  });

  it('moves a generated index by its cap-weighted constituent moves on every ex-date', () => {
    const days = weekdays('2014-01-01', 2600);
    const instruments = universe(40, 4);
    const history = generateDailyHistory({
      seed: 'actions',
      dates: days,
      instruments,
      indices: [{ symbol: 'SIM 40', constituents: instruments.map((s) => s.symbol) }],
    });
    const index = history.indices.get('SIM 40');
    if (!index) throw new Error('missing index');
    expect(index.close[0]).toBe(1000);
    const exDays = new Set<number>();
    for (const s of history.series.values())
      for (const a of s.actions) if (a.kind !== 'dividend') exDays.add(days.indexOf(a.exDate));
    expect(exDays.size).toBeGreaterThan(3);
    for (const t of exDays) {
      const move = Math.log((index.close[t] ?? 0) / (index.close[t - 1] ?? 1));
      expect(Math.abs(move)).toBeLessThan(0.08);
    }
    for (let t = 0; t < days.length; t++) {
      const [o, h, l, c] = [index.open[t] ?? 0, index.high[t] ?? 0, index.low[t] ?? 0, index.close[t] ?? 0];
      expect(l <= Math.min(o, c) && Math.max(o, c) <= h).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { generateDailyHistory } from './daily-history';
import { universe, weekdays } from './test-support';

describe('performance', () => {
  it('generates 500 instruments × 2,600 days plus an index (time printed, target < 3 s)', () => {
    const dates = weekdays('2015-01-01', 2600);
    const instruments = universe(500, 20);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const history = generateDailyHistory({
      seed: 'timing',
      dates,
      instruments,
      indices: [{ symbol: 'SIM 50', constituents: instruments.slice(0, 50).map((s) => s.symbol) }],
    });
    const ms = performance.now() - started;
    const rss = process.memoryUsage().rss;
    console.log(
      `[simulator] 500 × 2600 daily bars in ${ms.toFixed(0)} ms; RSS ${(rss / 2 ** 20).toFixed(0)} MB (+${((rss - rssBefore) / 2 ** 20).toFixed(0)} MB)`,
    );
    expect(history.series.size).toBe(500);
  });
});

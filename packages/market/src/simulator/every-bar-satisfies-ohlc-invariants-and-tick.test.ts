import { describe, expect, it } from 'vitest';
import { generateDailyHistory } from './daily-history';
import { countBarViolations, universe, weekdays } from './test-support';

describe('bars', () => {
  it('keeps low ≤ min(open, close) ≤ max(open, close) ≤ high, ₹0.05 ticks, a floor and whole volumes', () => {
    const dates = weekdays('2014-01-01', 2600);
    // Include a very volatile penny stock to exercise the floor.
    const instruments = [
      ...universe(30, 5),
      {
        symbol: 'PENNY',
        sector: 'SECTOR0',
        basePricePaise: 300,
        annualVolatility: 0.9,
        beta: 1.5,
        avgDailyVolume: 5e6,
      },
    ];
    const history = generateDailyHistory({ seed: 'bars', dates, instruments });
    const bad = countBarViolations(history.series.values(), dates.length);
    expect(bad).toBe(0);
    // Gaps exist: the open differs from the previous close on most days.
    const s = history.series.get('SIM001');
    let gaps = 0;
    for (let t = 1; t < dates.length; t++) if (s?.open[t] !== s?.close[t - 1]) gaps++;
    expect(gaps / dates.length).toBeGreaterThan(0.8);
  });
});

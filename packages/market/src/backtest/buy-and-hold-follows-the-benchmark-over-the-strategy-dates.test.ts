import { describe, expect, it } from 'vitest';
import { buyAndHold } from './buy-and-hold';

describe('buyAndHold', () => {
  it('scales the capital by the benchmark and carries levels over its holidays', () => {
    const result = buyAndHold(
      ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04'],
      // the index has no 2024-01-03 and starts before the strategy
      {
        dates: ['2023-12-29', '2024-01-01', '2024-01-02', '2024-01-04'],
        close: [19_000, 20_000, 22_000, 25_000],
      },
      1_000_000,
      { periodsPerYear: 3 },
    );
    expect(Array.from(result.equityPaise)).toEqual([1_000_000, 1_100_000, 1_100_000, 1_250_000]);
    expect(result.totalReturn).toBeCloseTo(0.25, 12);
    expect(result.cagr).toBeCloseTo(0.25, 12);
    expect(result.maxDrawdown.fraction).toBe(0);
  });
});

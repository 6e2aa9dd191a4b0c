import { describe, expect, it } from 'vitest';
import { computeMetrics, maxDrawdown, sharpeRatio } from './metrics';

// Equity 100 → 110 → 99 → 118.8: per-bar returns +10 %, −10 %, +20 %.
const equity = Float64Array.of(100, 110, 99, 118.8);
const dates = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04'];

describe('metrics of 100, 110, 99, 118.8', () => {
  it('finds the 10 % drawdown from the 110 peak and its recovery', () => {
    expect(maxDrawdown(equity, dates)).toEqual({
      fraction: expect.closeTo(0.1, 12),
      peakDate: '2024-01-02',
      troughDate: '2024-01-03',
      recoveryDate: '2024-01-04',
    });
  });

  it('annualises Sharpe with the sample deviation', () => {
    // mean = 1/15; sample variance = ((1/30)² + (1/6)² + (2/15)²) / 2 = 7/300; with 3 bars a year:
    // (1/15) / √(7/300) × √3 = 2/√7
    expect(sharpeRatio(equity, { periodsPerYear: 3, riskFreeRate: 0 })).toBeCloseTo(2 / Math.sqrt(7), 12);
    // risk-free 3 % a year = 1 % a bar: (1/15 − 1/100) / √(7/300) × √3 = 1.7/√7
    expect(sharpeRatio(equity, { periodsPerYear: 3, riskFreeRate: 0.03 })).toBeCloseTo(
      1.7 / Math.sqrt(7),
      12,
    );
  });

  it('has no Sharpe for a flat curve', () => {
    expect(sharpeRatio(Float64Array.of(5, 5, 5, 5), { periodsPerYear: 252, riskFreeRate: 0 })).toBeNull();
  });

  it('computes total return and CAGR over (bars − 1) / periodsPerYear years', () => {
    const oneYear = computeMetrics(equity, dates, [], 0, 100, { periodsPerYear: 3, riskFreeRate: 0 });
    expect(oneYear.totalReturn).toBeCloseTo(0.188, 12);
    expect(oneYear.cagr).toBeCloseTo(0.188, 12);
    // the same three returns over two years: √1.188 − 1
    const twoYears = computeMetrics(equity, dates, [], 0, 100, { periodsPerYear: 1.5, riskFreeRate: 0 });
    expect(twoYears.cagr).toBeCloseTo(Math.sqrt(1.188) - 1, 12);
    expect(twoYears.trades).toBe(0);
    expect(twoYears.winRate).toBeNull();
    expect(twoYears.profitFactor).toBeNull();
  });

  it('reports no recovery when the curve ends below the peak', () => {
    const dd = maxDrawdown(Float64Array.of(100, 120, 90, 100), dates);
    expect(dd.fraction).toBeCloseTo(0.25, 12);
    expect(dd.recoveryDate).toBeNull();
  });
});

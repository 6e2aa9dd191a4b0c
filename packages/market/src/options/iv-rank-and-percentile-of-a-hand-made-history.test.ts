import { describe, expect, it } from 'vitest';
import { ivRankAndPercentile } from './iv-rank';

describe('IV rank and IV percentile', () => {
  // Ten days of ATM IV (%) with one spike to 30 and a missing day.
  const history = Float64Array.from([12, 13, 13.5, 14, 15, 28, 30, 11, 12.5, Number.NaN, 14.5]);

  it('differ when a spike stretches the range: rank 47.4, percentile 80 at IV 20', () => {
    const r = ivRankAndPercentile(history, 20);
    // min 11, max 30: (20 − 11)/(30 − 11)·100 = 47.368…; below 20: 8 of the 10 days.
    expect(r.rank).toBeCloseTo((9 / 19) * 100, 10);
    expect(r.percentile).toBe(80);
    expect(r).toMatchObject({ min: 11, max: 30, days: 10 });
  });

  it('give 0 and 100 at the window extremes, and counts strictly below', () => {
    expect(ivRankAndPercentile(history, 11)).toMatchObject({ rank: 0, percentile: 0 });
    const top = ivRankAndPercentile(history, 30);
    expect(top.rank).toBe(100);
    expect(top.percentile).toBe(90);
  });

  it('are NaN for an empty window, and the rank is NaN for a flat one', () => {
    expect(ivRankAndPercentile(new Float64Array(0), 15).rank).toBeNaN();
    expect(ivRankAndPercentile(Float64Array.from([Number.NaN]), 15).percentile).toBeNaN();
    const flat = ivRankAndPercentile(Float64Array.from([14, 14, 14]), 15);
    expect(flat.rank).toBeNaN();
    expect(flat.percentile).toBe(100);
  });
});

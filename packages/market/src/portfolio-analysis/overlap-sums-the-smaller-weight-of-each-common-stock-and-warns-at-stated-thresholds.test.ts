import { describe, expect, it } from 'vitest';
import { overlapOf, overlapReport, weightsPct } from './overlap';

// Hand-computed: A is 50/30/20 of ₹100; the index is 40/40/20 (values 200, 200, 100).
const A = [
  { symbol: 'AAA', value: 50 },
  { symbol: 'BBB', value: 30 },
  { symbol: 'CCC', value: 20 },
];
const INDEX = [
  { symbol: 'AAA', value: 200 },
  { symbol: 'BBB', value: 200 },
  { symbol: 'DDD', value: 100 },
];

describe('overlap', () => {
  it('weights each list by its own total; repeated symbols add up, non-positive values count nowhere', () => {
    expect(
      weightsPct([
        { symbol: 'X', value: 10 },
        { symbol: 'Y', value: 0 },
        { symbol: 'X', value: 30 },
        { symbol: 'Z', value: 60 },
        { symbol: 'W', value: -5 },
      ]),
    ).toEqual(
      new Map([
        ['X', 40],
        ['Z', 60],
      ]),
    );
  });

  it('sums min(weight in A, weight in B) over the stocks in both: min(50, 40) + min(30, 40) = 70 %', () => {
    const o = overlapOf(A, INDEX);
    expect(o.overlapPct).toBeCloseTo(70, 12);
    expect(o.common).toEqual([
      { symbol: 'AAA', aPct: 50, bPct: 40, commonPct: 40 },
      { symbol: 'BBB', aPct: 30, bPct: 40, commonPct: 30 },
    ]);
    // Symmetric.
    expect(overlapOf(INDEX, A).overlapPct).toBeCloseTo(70, 12);
  });

  it('is 100 % for the same stocks in the same proportions, whatever the amounts, and 0 % for none in common', () => {
    expect(
      overlapOf(
        A,
        A.map((p) => ({ ...p, value: p.value * 7 })),
      ).overlapPct,
    ).toBeCloseTo(100, 12);
    expect(overlapOf(A, [{ symbol: 'ZZZ', value: 1 }])).toEqual({ overlapPct: 0, common: [] });
    expect(overlapOf([], INDEX)).toEqual({ overlapPct: 0, common: [] });
  });

  it('reports the benchmark and each other portfolio, warning at 60 % with the index and 50 % with a portfolio', () => {
    // B is CCC 25 % and EEE 75 %: only CCC is common, min(20, 25) = 20 %.
    // C is X 100 % against a portfolio of X 50 % and Y 50 %: exactly the 50 % threshold.
    const r = overlapReport({
      holdings: A,
      benchmark: { name: 'NIFTY 50', weights: INDEX },
      others: [
        {
          id: 'b',
          name: 'Other',
          holdings: [
            { symbol: 'CCC', value: 10 },
            { symbol: 'EEE', value: 30 },
          ],
        },
        { id: 'c', name: 'Twin', holdings: A.slice(0, 1) },
      ],
    });
    expect(r.benchmark?.overlapPct).toBeCloseTo(70, 12);
    expect(r.others.map((o) => [o.id, o.name, o.overlapPct])).toEqual([
      ['b', 'Other', 20],
      ['c', 'Twin', 50],
    ]);
    expect(r.warnings).toEqual([
      { code: 'benchmarkOverlapHigh', subject: 'NIFTY 50', actual: 70, limit: 60 },
      { code: 'portfolioOverlapHigh', subject: 'Twin', actual: 50, limit: 50 },
    ]);
  });

  it('warns about nothing below the thresholds, or without a benchmark, or for no holdings', () => {
    const below = overlapReport({
      holdings: A,
      benchmark: { name: 'NIFTY 50', weights: INDEX },
      rules: { maxBenchmarkOverlapPct: 70.5 },
    });
    expect(below.warnings).toEqual([]);
    expect(overlapReport({ holdings: A })).toEqual({ benchmark: null, others: [], warnings: [] });
    const none = overlapReport({ holdings: [], benchmark: { name: 'NIFTY 50', weights: INDEX } });
    expect(none.benchmark).toEqual({ name: 'NIFTY 50', overlapPct: 0, common: [] });
    expect(none.warnings).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  latestPiotroskiScore,
  PIOTROSKI_SIGNALS,
  type PiotroskiYear,
  piotroskiBand,
  piotroskiScore,
} from './piotroski';

/** REFERENCE_VALUES.md §2's synthetic firms: common prior years, then firm X, Y and Z's year t. */
const base: PiotroskiYear = {
  totalAssets: 0,
  netProfit: 0,
  cashFromOperations: 0,
  revenue: 0,
  grossProfit: 0,
  longTermDebt: 0,
  currentAssets: 0,
  currentLiabilities: 0,
  sharesIssued: 0,
};
const t2: PiotroskiYear = { ...base, totalAssets: 1000 };
const t1: PiotroskiYear = {
  ...base,
  totalAssets: 1100,
  netProfit: 80,
  cashFromOperations: 100,
  revenue: 1200,
  grossProfit: 1200 - 840,
  longTermDebt: 300,
  currentAssets: 400,
  currentLiabilities: 250,
};
const firm = (v: Partial<PiotroskiYear>): PiotroskiYear => ({ ...base, ...v });
const X = firm({
  totalAssets: 1200,
  netProfit: 99,
  cashFromOperations: 130,
  revenue: 1400,
  grossProfit: 1400 - 952,
  longTermDebt: 290,
  currentAssets: 480,
  currentLiabilities: 280,
  sharesIssued: 0,
});
const Y = firm({
  ...X,
  grossProfit: 1400 - 980,
  longTermDebt: 340,
  currentAssets: 400,
  currentLiabilities: 260,
  sharesIssued: 5,
});
const Z = firm({
  totalAssets: 1150,
  netProfit: -20,
  cashFromOperations: -5,
  revenue: 1100,
  grossProfit: 1100 - 800,
  longTermDebt: 360,
  currentAssets: 380,
  currentLiabilities: 300,
  sharesIssued: 10,
});

const passed = (marks: Record<string, boolean>) => PIOTROSKI_SIGNALS.map((s) => (marks[s.key] ? 1 : 0));

describe('Piotroski F-score (Piotroski 2000) on the worked examples of REFERENCE_VALUES', () => {
  it('scores firm X 9, firm Y 5 and firm Z 1 with each mark as the table shows', () => {
    const x = piotroskiScore(X, t1, t2);
    const y = piotroskiScore(Y, t1, t2);
    const z = piotroskiScore(Z, t1, t2);
    expect([x.score, y.score, z.score]).toEqual([9, 5, 1]);
    expect(passed(x.marks)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    // Y: gross margin 0.30 equals last year's: a tie is not an improvement.
    expect(passed(y.marks)).toEqual([1, 1, 1, 1, 0, 0, 0, 0, 1]);
    // Z: only the accrual test passes (CFO/TA −0.0045 > ROA −0.0182).
    expect(passed(z.marks)).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0]);
  });

  it('uses beginning-of-year assets for ROA, CFO and turnover and average assets for leverage', () => {
    const { ratios } = piotroskiScore(X, t1, t2);
    expect(ratios.roa).toBeCloseTo(0.09, 4);
    expect(ratios.roaBefore).toBeCloseTo(0.08, 4);
    expect(ratios.cfo).toBeCloseTo(0.1182, 4);
    expect(ratios.leverage).toBeCloseTo(0.2522, 4);
    expect(ratios.leverageBefore).toBeCloseTo(0.2857, 4);
    expect(ratios.currentRatio).toBeCloseTo(1.714, 3);
    expect(ratios.assetTurnover).toBeCloseTo(1.2727, 4);
    expect(ratios.assetTurnoverBefore).toBeCloseTo(1.2, 4);
  });

  it('fails a signal whose ratio cannot be computed, and reads the latest three years of a list', () => {
    const noLiabilities = piotroskiScore({ ...X, currentLiabilities: 0 }, t1, t2);
    expect(noLiabilities.marks.deltaLiquid).toBe(false);
    expect(noLiabilities.score).toBe(8);
    expect(latestPiotroskiScore([t2, t1])).toBeUndefined();
    expect(latestPiotroskiScore([base, t2, t1, X])?.score).toBe(9);
    expect([piotroskiBand(9), piotroskiBand(8), piotroskiBand(5), piotroskiBand(1)]).toEqual([
      'strong',
      'strong',
      'average',
      'weak',
    ]);
  });
});

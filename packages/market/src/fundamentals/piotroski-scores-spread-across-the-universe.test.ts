import { describe, expect, it } from 'vitest';
import type { AnnualStatement } from './statement-types';
import { universeFinancials } from './test-support';

/**
 * Piotroski (2000)'s nine signals for fiscal year t, computed here from the statements alone
 * (definitions in ../shared/data/REFERENCE_VALUES.md §2): ROA and CFO over beginning-of-year
 * assets, leverage over average assets, "no equity issued" as no new shares issued for cash.
 */
function fScore(t: AnnualStatement, t1: AnnualStatement, t2: AnnualStatement): number {
  const roa = t.netProfit / t1.totalAssets;
  const roaBefore = t1.netProfit / t2.totalAssets;
  const cfo = t.cashFromOperations / t1.totalAssets;
  const lever = t.longTermDebt / ((t.totalAssets + t1.totalAssets) / 2);
  const leverBefore = t1.longTermDebt / ((t1.totalAssets + t2.totalAssets) / 2);
  const currentRatio = t.currentAssets / t.currentLiabilities;
  const currentRatioBefore = t1.currentAssets / t1.currentLiabilities;
  const margin = t.grossProfit / t.revenue;
  const marginBefore = t1.grossProfit / t1.revenue;
  const turnover = t.revenue / t1.totalAssets;
  const turnoverBefore = t1.revenue / t2.totalAssets;
  const signals = [
    roa > 0,
    cfo > 0,
    roa > roaBefore,
    cfo > roa,
    lever < leverBefore,
    currentRatio > currentRatioBefore,
    t.sharesIssued === 0,
    margin > marginBefore,
    turnover > turnoverBefore,
  ];
  return signals.filter(Boolean).length;
}

describe('the statements give the Piotroski scan real inputs', () => {
  const { companies } = universeFinancials();

  it('scores the worked example of REFERENCE_VALUES (firm X = 9) with this implementation', () => {
    const year = (v: Partial<AnnualStatement>): AnnualStatement => ({
      ...(companies[0]?.financials.annual[0] as AnnualStatement),
      ...v,
    });
    const t2 = year({ totalAssets: 1000 });
    const t1 = year({
      totalAssets: 1100,
      netProfit: 80,
      cashFromOperations: 100,
      revenue: 1200,
      grossProfit: 360,
      longTermDebt: 300,
      currentAssets: 400,
      currentLiabilities: 250,
    });
    const x = year({
      totalAssets: 1200,
      netProfit: 99,
      cashFromOperations: 130,
      revenue: 1400,
      grossProfit: 448,
      longTermDebt: 290,
      currentAssets: 480,
      currentLiabilities: 280,
      sharesIssued: 0,
    });
    const z = year({
      totalAssets: 1150,
      netProfit: -20,
      cashFromOperations: -5,
      revenue: 1100,
      grossProfit: 300,
      longTermDebt: 360,
      currentAssets: 380,
      currentLiabilities: 300,
      sharesIssued: 10,
    });
    expect(fScore(x, t1, t2)).toBe(9);
    expect(fScore(z, t1, t2)).toBe(1);
  });

  it('spreads the latest-year F-score over the universe from at most 2 to at least 8', () => {
    const histogram = new Array<number>(10).fill(0);
    for (const { financials } of companies) {
      const [t2, t1, t] = financials.annual.slice(-3);
      if (!t || !t1 || !t2) throw new Error(`${financials.symbol} has fewer than three years`);
      const score = fScore(t, t1, t2);
      histogram[score] = (histogram[score] ?? 0) + 1;
    }
    console.log(`[fundamentals] F-score histogram 0..9: ${histogram.join(' ')}`);
    const scores = histogram.flatMap((count, score) => (count > 0 ? [score] : []));
    expect(Math.min(...scores)).toBeLessThanOrEqual(2);
    expect(Math.max(...scores)).toBeGreaterThanOrEqual(8);
    // Not all fives: no single score holds more than a third of the universe.
    expect(Math.max(...histogram)).toBeLessThan(companies.length / 3);
    // Both tails are populated: weak (0–3) and strong (8–9) firms exist in numbers.
    expect(histogram.slice(0, 4).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10);
    expect((histogram[8] ?? 0) + (histogram[9] ?? 0)).toBeGreaterThanOrEqual(10);
  });

  it('moves each company’s score from year to year', () => {
    let moved = 0;
    for (const { financials } of companies) {
      const a = financials.annual;
      const scores = [];
      for (let i = 2; i < a.length; i++) {
        const [t2, t1, t] = [a[i - 2], a[i - 1], a[i]];
        if (t && t1 && t2) scores.push(fScore(t, t1, t2));
      }
      if (new Set(scores).size >= 3) moved += 1;
    }
    expect(moved).toBeGreaterThan(companies.length * 0.8);
  });
});

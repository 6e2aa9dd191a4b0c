import { describe, expect, it } from 'vitest';
import { piotroskiScore } from './piotroski';
import type { AnnualStatement } from './statement-types';
import { universeFinancials } from './test-support';

const fScore = (t: AnnualStatement, t1: AnnualStatement, t2: AnnualStatement): number =>
  piotroskiScore(t, t1, t2).score;

describe('the statements give the Piotroski scan real inputs', () => {
  const { companies } = universeFinancials();

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

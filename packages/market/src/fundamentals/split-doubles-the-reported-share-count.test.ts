import { describe, expect, it } from 'vitest';
import type { CorporateAction } from '../simulator/corporate-actions';
import { isoDate, type Paise } from '../units';
import { generateFinancials } from './generate-financials';
import type { FinancialsInput } from './statement-types';

const base: FinancialsInput = {
  seed: 'split-test',
  symbol: 'SIMCO',
  sector: 'Information Technology',
  industry: 'Computers - Software & Consulting',
  sharesOutstanding: 100_000_000,
  pricePaise: 150_000,
  actions: [],
  asOf: isoDate('2026-11-20'),
};
/** A ₹10 → ₹5 face-value split (1 share becomes 2) in the third quarter of FY2025. */
const split: CorporateAction = {
  kind: 'split',
  exDate: isoDate('2024-11-15'),
  fromFaceValue: 10,
  toFaceValue: 5,
};
/** ₹10 a share before the split. */
const dividend: CorporateAction = {
  kind: 'dividend',
  exDate: isoDate('2024-08-01'),
  amountPaise: 1000 as Paise,
};

describe('a 1:2 split in the statements (as reported, never restated)', () => {
  const plain = generateFinancials({ ...base, actions: [dividend] });
  const withSplit = generateFinancials({ ...base, actions: [dividend, split] });
  const quarter = (f: typeof plain, label: string) => f.quarterly.find((q) => q.fiscalYear === label);
  const year = (f: typeof plain, label: string) => f.annual.find((a) => a.fiscalYear === label);

  it('doubles the share count from the quarter the split falls in', () => {
    const before = quarter(withSplit, 'Q2 FY2025');
    const after = quarter(withSplit, 'Q3 FY2025');
    expect(after?.sharesOutstanding).toBe(2 * (before?.sharesOutstanding ?? 0));
    // Today's count is the same in both runs: before the split there were half as many shares.
    expect(before?.sharesOutstanding).toBe(
      Math.round((quarter(plain, 'Q2 FY2025')?.sharesOutstanding ?? 0) / 2),
    );
    expect(after?.sharesOutstanding).toBe(quarter(plain, 'Q3 FY2025')?.sharesOutstanding);
  });

  it('leaves profits alone and doubles EPS of the periods printed before the split', () => {
    const q2Plain = quarter(plain, 'Q2 FY2025');
    const q2Split = quarter(withSplit, 'Q2 FY2025');
    expect(q2Split?.netProfit).toBe(q2Plain?.netProfit);
    expect(q2Split?.eps).toBe(
      Math.round(((q2Split?.netProfit ?? 0) * 100) / (q2Split?.sharesOutstanding ?? 1)),
    );
    expect(Math.abs((q2Split?.eps ?? 0) - 2 * (q2Plain?.eps ?? 0))).toBeLessThanOrEqual(1);
    // After the split both runs print the same EPS.
    expect(quarter(withSplit, 'Q3 FY2025')?.eps).toBe(quarter(plain, 'Q3 FY2025')?.eps);
  });

  it('prints the pre-split dividend per share as paid in its quarter and halved in the year (per year-end share)', () => {
    expect(quarter(withSplit, 'Q2 FY2025')?.dividendPerShare).toBe(1000);
    expect(year(withSplit, 'FY2025')?.dividendPerShare).toBe(500);
    expect(year(plain, 'FY2025')?.dividendPerShare).toBe(1000);
    // Cash paid: ₹10 on each of the shares there were on the ex-date (the printed count is rounded).
    const shares = quarter(withSplit, 'Q2 FY2025')?.sharesOutstanding ?? 0;
    expect(Math.abs((year(withSplit, 'FY2025')?.dividendsPaid ?? 0) - 10 * shares)).toBeLessThanOrEqual(5);
  });
});

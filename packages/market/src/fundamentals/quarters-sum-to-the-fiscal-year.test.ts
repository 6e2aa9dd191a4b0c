import { describe, expect, it } from 'vitest';
import type { StatementFigures } from './statement-types';
import { universeFinancials } from './test-support';

/** Flows (and per-period counts) that four quarters must add up to exactly. */
const FLOWS = [
  'revenue',
  'costOfRevenue',
  'grossProfit',
  'operatingExpenses',
  'operatingProfit',
  'depreciation',
  'interest',
  'provisions',
  'profitBeforeTax',
  'tax',
  'netProfit',
  'cashFromOperations',
  'dividendsPaid',
  'equityIssued',
  'sharesIssued',
] as const satisfies readonly (keyof StatementFigures)[];

const BALANCE = [
  'totalAssets',
  'currentAssets',
  'cash',
  'currentLiabilities',
  'longTermDebt',
  'otherLiabilities',
  'equity',
  'sharesOutstanding',
] as const satisfies readonly (keyof StatementFigures)[];

describe('the four quarters of a fiscal year', () => {
  // 44 quarters cover every one of the ten published fiscal years.
  const { companies } = universeFinancials({ quarters: 44 });

  it('sum exactly to the year for every flow, for every equity and every year', () => {
    const mismatches: string[] = [];
    let yearsChecked = 0;
    for (const { equity, financials } of companies) {
      for (const year of financials.annual) {
        const quarters = financials.quarterly.filter((q) => q.year === year.year);
        if (quarters.map((q) => q.quarter).join() !== '1,2,3,4')
          mismatches.push(`${equity.symbol} ${year.fiscalYear} quarters`);
        yearsChecked += 1;
        for (const field of FLOWS) {
          const sum = quarters.reduce((total, q) => total + q[field], 0);
          if (sum !== year[field])
            mismatches.push(`${equity.symbol} ${year.fiscalYear} ${field}: ${sum} ≠ ${year[field]}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(yearsChecked).toBe(companies.length * 10);
  });

  it('close on the year-end balance sheet in the fourth quarter', () => {
    const mismatches: string[] = [];
    for (const { equity, financials } of companies) {
      for (const year of financials.annual) {
        const q4 = financials.quarterly.find((q) => q.year === year.year && q.quarter === 4);
        for (const field of BALANCE) {
          if (q4?.[field] !== year[field]) mismatches.push(`${equity.symbol} ${year.fiscalYear} ${field}`);
        }
        if (q4?.publishedOn !== year.publishedOn)
          mismatches.push(`${equity.symbol} ${year.fiscalYear} publishedOn`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('are not all alike: revenue moves from quarter to quarter', () => {
    const tcs = companies.find((c) => c.equity.symbol === 'TCS')?.financials;
    const revenues = new Set(tcs?.quarterly.slice(-8).map((q) => q.revenue));
    expect(revenues.size).toBe(8);
  });
});

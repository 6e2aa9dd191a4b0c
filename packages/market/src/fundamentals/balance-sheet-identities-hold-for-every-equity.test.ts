import { describe, expect, it } from 'vitest';
import { EQUITIES } from '../universe/universe';
import type { StatementFigures } from './statement-types';
import { universeFinancials } from './test-support';

/** Every accounting identity and sign rule one statement must satisfy; returns the broken ones. */
function brokenRules(s: StatementFigures): string[] {
  const rules: Array<[string, boolean]> = [
    [
      'assets = equity + long-term debt + current + other liabilities',
      s.totalAssets === s.equity + s.longTermDebt + s.currentLiabilities + s.otherLiabilities,
    ],
    [
      '0 ≤ cash ≤ current assets ≤ total assets',
      0 <= s.cash && s.cash <= s.currentAssets && s.currentAssets <= s.totalAssets,
    ],
    [
      'liabilities are not negative',
      s.longTermDebt >= 0 && s.currentLiabilities >= 0 && s.otherLiabilities >= 0,
    ],
    ['gross profit = revenue − cost of revenue', s.grossProfit === s.revenue - s.costOfRevenue],
    [
      'operating profit = gross profit − operating expenses',
      s.operatingProfit === s.grossProfit - s.operatingExpenses,
    ],
    [
      'PBT = operating profit − depreciation − interest − provisions',
      s.profitBeforeTax === s.operatingProfit - s.depreciation - s.interest - s.provisions,
    ],
    ['net profit = PBT − tax', s.netProfit === s.profitBeforeTax - s.tax],
    [
      'revenue and costs are positive',
      s.revenue > 0 && s.costOfRevenue > 0 && s.operatingExpenses > 0 && s.depreciation >= 0,
    ],
    [
      'amounts are whole rupees',
      [s.revenue, s.netProfit, s.totalAssets, s.equity, s.cashFromOperations, s.dividendsPaid].every(
        Number.isSafeInteger,
      ),
    ],
    ['shares are whole and positive', Number.isSafeInteger(s.sharesOutstanding) && s.sharesOutstanding > 0],
    ['EPS = net profit / shares, in paise', s.eps === Math.round((s.netProfit * 100) / s.sharesOutstanding)],
    ['dividends are not negative', s.dividendsPaid >= 0 && s.dividendPerShare >= 0],
  ];
  return rules.filter(([, ok]) => !ok).map(([name]) => name);
}

describe('balance-sheet identities on every period of every equity', () => {
  const { companies } = universeFinancials({ quarters: 44 });

  it('covers the whole universe: ten years and their quarters each', () => {
    expect(companies).toHaveLength(EQUITIES.length);
    for (const { financials } of companies) {
      expect(financials.annual).toHaveLength(10);
      expect(financials.quarterly.length).toBeGreaterThanOrEqual(42);
    }
  });

  it('holds every identity on every annual and quarterly statement', () => {
    const broken: string[] = [];
    for (const { equity, financials } of companies) {
      for (const s of [...financials.annual, ...financials.quarterly]) {
        for (const rule of brokenRules(s)) broken.push(`${equity.symbol} ${s.fiscalYear}: ${rule}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('rolls equity forward: previous equity + net profit − dividends paid + equity issued', () => {
    const broken: string[] = [];
    for (const { equity, financials } of companies) {
      for (const periods of [financials.annual, financials.quarterly]) {
        for (let i = 1; i < periods.length; i++) {
          const previous = periods[i - 1];
          const current = periods[i];
          if (!previous || !current) continue;
          const rolled = previous.equity + current.netProfit - current.dividendsPaid + current.equityIssued;
          if (rolled !== current.equity)
            broken.push(`${equity.symbol} ${current.fiscalYear}: ${rolled} ≠ ${current.equity}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('keeps equity positive for (nearly) every company: losses and dividends are refinanced', () => {
    const negative = companies.filter(({ financials }) =>
      [...financials.annual, ...financials.quarterly].some((s) => s.equity <= 0),
    );
    expect(negative.length).toBeLessThanOrEqual(5);
  });

  it('gives banks deposits as current liabilities and lenders long-term borrowings', () => {
    const bank = companies.find((c) => c.equity.symbol === 'HDFCBANK')?.financials;
    const latest = bank?.annual.at(-1);
    expect(bank?.businessModel).toBe('bank');
    expect(latest?.interest).toBe(0);
    expect(latest?.provisions).toBeGreaterThan(0);
    // Deposits fund most of a bank; equity is around a tenth of assets.
    expect((latest?.currentLiabilities ?? 0) / (latest?.totalAssets ?? 1)).toBeGreaterThan(0.5);
    expect((latest?.equity ?? 0) / (latest?.totalAssets ?? 1)).toBeLessThan(0.25);
    const nbfc = companies.find((c) => c.equity.symbol === 'BAJFINANCE')?.financials;
    expect(nbfc?.businessModel).toBe('lender');
    const nbfcLatest = nbfc?.annual.at(-1);
    expect((nbfcLatest?.longTermDebt ?? 0) / (nbfcLatest?.equity ?? 1)).toBeGreaterThan(2);
  });
});

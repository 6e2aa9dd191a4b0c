import { describe, expect, it } from 'vitest';
import { isoDate, type Paise } from '../units';
import { keyRatios } from './key-ratios';
import type {
  AnnualStatement,
  CompanyFinancials,
  QuarterlyStatement,
  StatementFigures,
} from './statement-types';

/** A statement with round numbers (rupees); only the fields a test sets matter. */
function figures(v: Partial<StatementFigures>): StatementFigures {
  return {
    revenue: 0,
    costOfRevenue: 0,
    grossProfit: 0,
    operatingExpenses: 0,
    operatingProfit: 0,
    depreciation: 0,
    interest: 0,
    provisions: 0,
    profitBeforeTax: 0,
    tax: 0,
    netProfit: 0,
    eps: 0 as Paise,
    dividendPerShare: 0 as Paise,
    dividendsPaid: 0,
    totalAssets: 0,
    currentAssets: 0,
    cash: 0,
    currentLiabilities: 0,
    longTermDebt: 0,
    otherLiabilities: 0,
    equity: 0,
    cashFromOperations: 0,
    sharesOutstanding: 1_000_000,
    sharesIssued: 0,
    equityIssued: 0,
    ...v,
  };
}

function year(y: number, v: Partial<StatementFigures>): AnnualStatement {
  return {
    kind: 'annual',
    fiscalYear: `FY${y}`,
    year: y,
    periodEnd: isoDate(`${y}-03-31`),
    publishedOn: isoDate(`${y}-05-20`),
    ...figures(v),
  };
}

function quarter(q: 1 | 2 | 3 | 4, v: Partial<StatementFigures>): QuarterlyStatement {
  const end = ['2025-06-30', '2025-09-30', '2025-12-31', '2026-03-31'][q - 1] ?? '2026-03-31';
  return {
    kind: 'quarter',
    fiscalYear: `Q${q} FY2026`,
    year: 2026,
    quarter: q,
    periodEnd: isoDate(end),
    publishedOn: isoDate(end),
    ...figures(v),
  };
}

// 1,000,000 shares at ₹500: a market cap of ₹50 crore (₹500,000,000).
const financials: CompanyFinancials = {
  symbol: 'TEST',
  simulated: true,
  businessModel: 'general',
  asOf: isoDate('2026-06-01'),
  sharesOutstanding: 1_000_000,
  annual: [
    year(2022, { revenue: 900, netProfit: 100 }),
    year(2023, { revenue: 1000, netProfit: 50 }),
    year(2024, { revenue: 1300, netProfit: -10 }),
    year(2025, { revenue: 1331, netProfit: 120, equity: 800, longTermDebt: 200 }),
    year(2026, {
      revenue: 1728,
      netProfit: 160,
      equity: 1200,
      longTermDebt: 300,
      profitBeforeTax: 200,
      interest: 25,
    }),
  ],
  quarterly: [
    quarter(1, { revenue: 400, operatingProfit: 80, netProfit: 40_000_000, dividendsPaid: 0 }),
    quarter(2, { revenue: 420, operatingProfit: 84, netProfit: 5_000_000, dividendsPaid: 2_500_000 }),
    quarter(3, { revenue: 430, operatingProfit: 90, netProfit: 2_500_000, dividendsPaid: 0 }),
    quarter(4, {
      revenue: 478,
      operatingProfit: 96,
      netProfit: 2_500_000,
      dividendsPaid: 2_500_000,
      equity: 200_000_000,
      longTermDebt: 50_000_000,
      currentAssets: 90_000_000,
      currentLiabilities: 60_000_000,
    }),
  ],
};

describe('key ratios follow their documented formulas', () => {
  const r = keyRatios(financials, 50_000);

  it('values the company at price × shares and takes TTM from the last four quarters', () => {
    expect(r.marketCap).toBe(500_000_000);
    expect(r.netProfitTtm).toBe(50_000_000);
    expect(r.revenueTtm).toBe(1728);
    expect(r.epsTtm).toBe(5000); // ₹50 a share
    expect(r.pe).toBe(10);
  });

  it('takes book value, leverage and liquidity from the latest balance sheet', () => {
    expect(r.bookValuePerShare).toBe(20_000); // ₹200 a share
    expect(r.pb).toBe(2.5);
    expect(r.debtToEquity).toBe(0.25);
    expect(r.currentRatio).toBe(1.5);
  });

  it('computes ROE and ROCE over the average of opening and closing capital of the last fiscal year', () => {
    expect(r.roe).toBeCloseTo(160 / 1000, 12);
    expect(r.roce).toBeCloseTo(225 / 1250, 12);
  });

  it('gives the TTM dividend per today’s share and its yield', () => {
    expect(r.dividendPerShareTtm).toBe(500); // ₹5 a share
    expect(r.dividendYield).toBe(0.01);
  });

  it('computes YoY growth and the 3-year CAGR on fiscal years', () => {
    expect(r.salesGrowthYoy).toBeCloseTo(1728 / 1331 - 1, 12);
    expect(r.profitGrowthYoy).toBeCloseTo(160 / 120 - 1, 12);
    expect(r.salesCagr3y).toBeCloseTo(0.2, 12); // FY2023 → FY2026: 1000 → 1728 is 1.2³
    expect(r.profitCagr3y).toBeCloseTo((160 / 50) ** (1 / 3) - 1, 12);
    expect(r.operatingMargin).toBeCloseTo(350 / 1728, 12);
  });

  it('returns null rather than a misleading number for losses and missing periods', () => {
    const lossMaking: CompanyFinancials = {
      ...financials,
      annual: financials.annual.slice(0, 4),
      quarterly: financials.quarterly.map((q) => ({ ...q, netProfit: -1, equity: -5 })),
    };
    const l = keyRatios(lossMaking, 50_000);
    expect(l.pe).toBeNull();
    expect(l.pb).toBeNull();
    expect(l.debtToEquity).toBeNull();
    expect(l.profitGrowthYoy).toBeNull(); // from a loss (−10) to 120: not a growth rate
    expect(l.salesGrowthYoy).toBeCloseTo(1331 / 1300 - 1, 12);
    expect(
      keyRatios({ ...financials, annual: financials.annual.slice(0, 3) }, 50_000).salesCagr3y,
    ).toBeNull();
    expect(keyRatios({ ...financials, quarterly: financials.quarterly.slice(1) }, 50_000).pe).toBeNull();
  });

  it('uses an override share count for per-share figures', () => {
    const split = keyRatios(financials, 25_000, { sharesOutstanding: 2_000_000 });
    expect(split.marketCap).toBe(500_000_000);
    expect(split.epsTtm).toBe(2500);
    expect(split.pe).toBe(10);
  });
});

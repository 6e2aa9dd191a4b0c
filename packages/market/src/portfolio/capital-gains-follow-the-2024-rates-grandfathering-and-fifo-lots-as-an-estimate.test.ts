import { describe, expect, it } from 'vitest';
import { type CapitalGainsReport, capitalGainsForYear, isLongTerm } from './capital-gains';
import { computeHoldings } from './holdings';
import { bonus, buy, d, rs, sell, split } from './test-support';
import type { PortfolioTransaction } from './transactions';

function gains(
  financialYear: number,
  transactions: PortfolioTransaction[],
  fmv: Record<string, number> = {},
) {
  const holdings = computeHoldings(transactions);
  if (holdings.kind !== 'ok') throw new Error(JSON.stringify(holdings.errors));
  return capitalGainsForYear({
    realised: holdings.realised,
    financialYear,
    fmv31Jan2018: (symbol) => (fmv[symbol] === undefined ? undefined : rs(fmv[symbol] ?? 0)),
  });
}

const taxOf = (report: CapitalGainsReport) => ({
  st: report.shortTerm.map((b) => [b.rateBps, b.taxablePaise, b.taxPaise]),
  lt: report.longTerm.map((b) => [b.rateBps, b.taxablePaise, b.taxPaise]),
  total: report.taxPaise,
});

describe('capital gains follow the 2024 rates, grandfathering and FIFO lots, as an estimate', () => {
  it('grandfathering: cost 10,000, FMV 12,000, sale 15,000 gives LTCG 3,000 (published example)', () => {
    const report = gains(2025, [buy('A', '2017-06-01', 100, 100), sell('A', '2024-06-03', 100, 150)], {
      A: 120,
    });
    expect(report.rows[0]).toMatchObject({
      kind: 'long-term',
      grandfathered: true,
      costPaise: rs(12_000),
      gainPaise: rs(3000),
    });
    expect(report.schedule112A).toEqual([
      {
        symbol: 'A',
        acquiredOn: '2017-06-01',
        saleDate: '2024-06-03',
        fromJuly2024: false,
        quantity: 100,
        salePricePerSharePaise: rs(150),
        fullValueOfConsiderationPaise: rs(15_000),
        costWithoutIndexationPaise: rs(12_000),
        costOfAcquisitionPaise: rs(10_000),
        lowerOfFmvAndFullValuePaise: rs(12_000),
        fmvPerSharePaise: rs(120),
        totalFmvPaise: rs(12_000),
        expenditureOnTransferPaise: 0,
        totalDeductionsPaise: rs(12_000),
        balancePaise: rs(3000),
      },
    ]);
    expect(report).toMatchObject({
      estimate: true,
      label: 'FY 2024-25',
      taxPaise: 0,
      exemptionUsedPaise: rs(3000),
    });
    expect(report.notice).toMatch(/not tax advice/);
  });

  it('grandfathering: cost 2,00,000, FMV 1,30,000, sale 1,00,000 gives a loss of 1,00,000 (published example)', () => {
    const report = gains(2025, [buy('B', '2016-01-04', 100, 2000), sell('B', '2024-06-03', 100, 1000)], {
      B: 1300,
    });
    expect(report.rows[0]).toMatchObject({ costPaise: rs(200_000), gainPaise: rs(-100_000) });
    expect(report.carriedForward).toEqual({ shortTermLossPaise: 0, longTermLossPaise: rs(100_000) });
  });

  it('a split after 31-Jan-2018 divides the FMV per share; without an FMV the actual cost is used and named', () => {
    const tx = [
      buy('C', '2017-05-02', 10, 1000),
      split('C', '2019-01-01', 2, 1),
      sell('C', '2024-06-03', 20, 750),
    ];
    const report = gains(2025, tx, { C: 1200 });
    expect(report.rows[0]?.gainPaise).toBe(rs(3000));
    expect(report.schedule112A[0]).toMatchObject({ fmvPerSharePaise: rs(600), totalFmvPaise: rs(12_000) });
    const without = gains(2025, tx);
    expect(without.rows[0]?.gainPaise).toBe(rs(5000));
    expect(without.missingFmv).toEqual(['C']);
  });

  it('short term: a sale on 22-Jul-2024 is taxed at 15 %, on 23-Jul-2024 at 20 % (hand-computed)', () => {
    const report = gains(2025, [
      buy('D', '2024-01-02', 100, 1000),
      sell('D', '2024-07-22', 50, 1200), // gain 10,000 → 1,500
      sell('D', '2024-07-23', 50, 1200), // gain 10,000 → 2,000
    ]);
    expect(taxOf(report)).toEqual({
      st: [
        [2000, rs(10_000), rs(2000)],
        [1500, rs(10_000), rs(1500)],
      ],
      lt: [
        [1250, 0, 0],
        [1000, 0, 0],
      ],
      total: rs(3500),
    });
  });

  it('long term in FY 2024-25: one ₹1.25 lakh exemption, set against the 12.5 % gains first (hand-computed)', () => {
    const report = gains(2025, [
      buy('E', '2022-01-03', 1000, 1000),
      sell('E', '2024-07-22', 500, 1400), // LTCG 2,00,000 at 10 %
      sell('E', '2024-07-23', 500, 1400), // LTCG 2,00,000 at 12.5 %
    ]);
    // 12.5 %: 2,00,000 − 1,25,000 = 75,000 → 9,375; 10 %: 2,00,000 → 20,000.
    expect(taxOf(report).lt).toEqual([
      [1250, rs(75_000), rs(9375)],
      [1000, rs(200_000), rs(20_000)],
    ]);
    expect(report.taxPaise).toBe(rs(29_375));
    expect(report.schedule112A.map((r) => r.fromJuly2024)).toEqual([false, true]);
  });

  it('long term in FY 2023-24: ₹1 lakh exempt, 10 % above it', () => {
    const report = gains(2024, [buy('F', '2022-01-03', 100, 1000), sell('F', '2024-02-01', 100, 2500)]);
    expect(report.exemptionUsedPaise).toBe(rs(100_000));
    expect(report.taxPaise).toBe(rs(5000));
  });

  it('held exactly 12 months is short term; a day more is long term (29 Feb steps to 28 Feb)', () => {
    expect(isLongTerm(d('2023-07-10'), d('2024-07-10'))).toBe(false);
    expect(isLongTerm(d('2023-07-10'), d('2024-07-11'))).toBe(true);
    expect(isLongTerm(d('2020-02-29'), d('2021-02-28'))).toBe(false);
    expect(isLongTerm(d('2020-02-29'), d('2021-03-01'))).toBe(true);
    const report = gains(2025, [
      buy('G', '2023-07-10', 2, 100),
      sell('G', '2024-07-10', 1, 200),
      sell('G', '2024-07-11', 1, 200),
    ]);
    expect(report.rows.map((r) => [r.kind, r.rateBps])).toEqual([
      ['short-term', 1500],
      ['long-term', 1000],
    ]);
  });

  it('a bonus in the holding period: old shares at a long-term loss, bonus shares (cost nil, from allotment) short-term gain', () => {
    const report = gains(2024, [
      buy('H', '2023-01-02', 100, 1000),
      bonus('H', '2023-09-01', 1, 1),
      sell('H', '2024-03-01', 200, 600),
    ]);
    expect(report.rows.map((r) => [r.kind, r.costPaise, r.gainPaise])).toEqual([
      ['long-term', rs(100_000), rs(-40_000)],
      ['short-term', 0, rs(60_000)],
    ]);
    // A long-term loss cannot be set against a short-term gain: 60,000 × 15 % = 9,000, 40,000 carried forward.
    expect(report.taxPaise).toBe(rs(9000));
    expect(report.carriedForward.longTermLossPaise).toBe(rs(40_000));
  });

  it('a split in the holding period keeps the original date: long term, cost carried', () => {
    const report = gains(2024, [
      buy('I', '2023-01-02', 10, 5000),
      split('I', '2023-06-01', 5, 1),
      sell('I', '2024-02-01', 50, 1100),
    ]);
    expect(report.rows).toEqual([
      expect.objectContaining({ kind: 'long-term', costPaise: rs(50_000), gainPaise: rs(5000) }),
    ]);
    expect(report.taxPaise).toBe(0);
  });

  it('a short-term loss is set against long-term gains taxed at 12.5 % before the exemption', () => {
    const report = gains(2025, [
      buy('J', '2023-01-02', 100, 1000),
      buy('K', '2024-08-01', 10, 2000),
      sell('K', '2024-09-02', 10, 1000), // STCL 10,000
      sell('J', '2024-09-02', 100, 3000), // LTCG 2,00,000
    ]);
    // 2,00,000 − 10,000 − 1,25,000 = 65,000 × 12.5 % = 8,125.
    expect(report.taxPaise).toBe(rs(8125));
    expect(report.carriedForward).toEqual({ shortTermLossPaise: 0, longTermLossPaise: 0 });
  });

  it('intraday is speculative income, kept apart; other years and pre-2018 long-term sales are left out or exempt', () => {
    const report = gains(2025, [
      buy('M', '2016-01-04', 1, 100),
      sell('M', '2018-03-01', 1, 200),
      buy('L', '2024-05-02', 10, 100, 2),
      sell('L', '2024-05-02', 10, 110, 2),
    ]);
    expect(report.speculative.netPaise).toBe(rs(96));
    expect(report.rows).toEqual([]);
    const fy2018 = gains(2018, [buy('M', '2016-01-04', 1, 100), sell('M', '2018-03-01', 1, 200)]);
    expect(fy2018).toMatchObject({ exemptLongTermPaise: rs(100), taxPaise: 0, schedule112A: [] });
  });
});

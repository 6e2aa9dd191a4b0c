import { describe, expect, it } from 'vitest';
import { capitalGainsForYear } from './capital-gains';
import { benchmarkOf, externalFlows, xirrWithFinalValue } from './cash-flows';
import { computeHoldings, valueHoldings } from './holdings';
import { generatePortfolio } from './test-support';
import { dailyValuations, growthIndex, timeWeightedReturns } from './time-weighted-return';
import { applicationOrder } from './transactions';
import { xnpv } from './xirr';

describe('5,000 transactions over 15 years keep every paisa and every share', () => {
  const portfolio = generatePortfolio();
  const { transactions, asOf } = portfolio;
  const result = computeHoldings(transactions);
  if (result.kind !== 'ok') throw new Error(JSON.stringify(result.errors.slice(0, 3)));

  it('the generator is seeded: the same seed gives the same transactions', () => {
    expect(transactions).toHaveLength(5000);
    expect(generatePortfolio().transactions).toEqual(transactions);
    const kinds = new Set(transactions.map((t) => t.kind));
    expect([...kinds].sort()).toEqual(['bonus', 'buy', 'dividend', 'sell', 'split', 'transfer-in']);
    expect(result.realised.some((m) => m.intraday)).toBe(true);
  });

  it('cost in = cost still invested + cost of what was sold, to the paisa', () => {
    const costIn = transactions.reduce(
      (s, t) =>
        t.kind === 'buy' || t.kind === 'transfer-in' ? s + t.quantity * t.pricePaise + t.chargesPaise : s,
      0,
    );
    const invested = result.holdings.reduce((s, h) => s + h.investedPaise, 0);
    const soldCost = result.realised.reduce((s, m) => s + m.costPaise, 0);
    expect(invested + soldCost).toBe(costIn);
  });

  it('realised P&L = proceeds − sale charges − matched cost, and every match adds up', () => {
    const proceeds = transactions.reduce(
      (s, t) => (t.kind === 'sell' ? s + t.quantity * t.pricePaise - t.chargesPaise : s),
      0,
    );
    const realised = result.holdings.reduce((s, h) => s + h.realisedPaise, 0);
    expect(realised).toBe(proceeds - result.realised.reduce((s, m) => s + m.costPaise, 0));
    for (const m of result.realised) {
      expect(m.gainPaise).toBe(m.proceedsPaise - m.saleChargesPaise - m.costPaise);
      expect(m.holdingDays).toBeGreaterThanOrEqual(0);
      if (m.intraday) expect(m.holdingDays).toBe(0);
    }
    const soldQuantity = transactions.reduce((s, t) => (t.kind === 'sell' ? s + t.quantity : s), 0);
    expect(result.realised.reduce((s, m) => s + m.quantity, 0)).toBe(soldQuantity);
  });

  it('the quantity held is what came in, plus bonuses and splits, less what went out', () => {
    const held = new Map<string, number>();
    for (const index of applicationOrder(transactions)) {
      const t = transactions[index];
      if (!t) continue;
      const q = held.get(t.symbol) ?? 0;
      if (t.kind === 'buy' || t.kind === 'transfer-in') held.set(t.symbol, q + t.quantity);
      if (t.kind === 'sell') held.set(t.symbol, q - t.quantity);
      if (t.kind === 'bonus')
        held.set(t.symbol, q + Math.floor((q * t.ratio.newShares) / t.ratio.heldShares));
      if (t.kind === 'split') held.set(t.symbol, Math.floor((q * t.ratio.newShares) / t.ratio.oldShares));
    }
    for (const h of result.holdings) {
      expect(h.quantity).toBe(held.get(h.symbol));
      expect(h.lots.reduce((s, l) => s + l.quantity, 0)).toBe(h.quantity);
    }
  });

  it('XIRR zeroes the NPV, the TWR links the days, and the benchmark buys the same rupees', () => {
    const valued = valueHoldings(result.holdings, (symbol) => {
      const price = portfolio.closeOf(symbol, asOf);
      return price === undefined ? undefined : { pricePaise: price };
    });
    expect(valued.unpriced).toEqual([]);
    const flows = externalFlows(transactions, result);
    const rate = xirrWithFinalValue(flows, valued.totals.marketValuePaise, asOf);
    expect(rate.kind).toBe('rate');
    if (rate.kind === 'rate') {
      const dated = [
        ...flows.map((f) => ({ date: f.date, amount: f.outPaise - f.inPaise })),
        { date: asOf, amount: valued.totals.marketValuePaise },
      ];
      const scale = dated.reduce((s, f) => s + Math.abs(f.amount), 0);
      expect(Math.abs(xnpv(rate.rate, dated)) / scale).toBeLessThan(1e-7);
    }

    const series = dailyValuations(transactions, portfolio.dates, portfolio.closeOf);
    expect(series.at(-1)?.valuePaise).toBe(valued.totals.marketValuePaise);
    const growth = growthIndex(series);
    const returns = timeWeightedReturns(series);
    const max = returns.find((r) => r.period === 'Max');
    expect(max?.kind === 'return' && max.cumulative).toBeCloseTo((growth.at(-1) ?? 0) - 1, 9);
    for (const r of returns) if (r.kind === 'return') expect(Number.isFinite(r.cumulative)).toBe(true);

    const bench = benchmarkOf(flows, portfolio.indexCloses, asOf);
    expect(bench).toMatchObject({ kind: 'ok', xirr: { kind: 'rate' } });
    if (bench.kind === 'ok')
      expect(bench.flows.filter((f) => f.inPaise > 0)).toEqual(flows.filter((f) => f.inPaise > 0));
  });

  it("a year's tax: every sale of the year is one row, grandfathering only raises cost, tax is at most the top rate", () => {
    const fy = 2019; // FY 2018-19: grandfathered sales and the first year of Section 112A
    const report = capitalGainsForYear({
      realised: result.realised,
      financialYear: fy,
      fmv31Jan2018: portfolio.fmv31Jan2018,
    });
    const ofYear = result.realised.filter((m) => m.saleDate >= '2018-04-01' && m.saleDate <= '2019-03-31');
    expect(report.rows.length + report.speculative.rows.length).toBe(ofYear.length);
    expect(report.rows.some((r) => r.grandfathered)).toBe(true);
    for (const r of report.rows) {
      expect(r.costPaise).toBeGreaterThanOrEqual(r.actualCostPaise);
      expect(r.gainPaise).toBeLessThanOrEqual(r.match.gainPaise);
    }
    const positive = report.rows.reduce((s, r) => s + Math.max(0, r.gainPaise), 0);
    expect(report.taxPaise).toBeGreaterThanOrEqual(0);
    expect(report.taxPaise).toBeLessThanOrEqual(Math.round(positive * 0.15));
    expect(
      report.schedule112A.every(
        (row) => row.balancePaise === row.fullValueOfConsiderationPaise - row.totalDeductionsPaise,
      ),
    ).toBe(true);
    expect(report.estimate).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { chargesForOrder } from '../charges/charges-for-order';
import { isoDate } from '../units';
import { momentumModel } from './robo-rules';
import type { RoboInput } from './robo-types';
import { isRebalanceDay, roboMetrics, runRoboModel } from './run-robo-model';

const dates = [
  '2024-01-29',
  '2024-01-30',
  '2024-01-31',
  '2024-02-01',
  '2024-02-02',
  '2024-02-05',
  '2024-03-01',
  '2024-03-04',
].map(isoDate);
const input: RoboInput = {
  dates,
  stocks: [
    { symbol: 'A', sector: 'X', close: [100, 110, 120, 125, 130, 120, 115, 120] },
    { symbol: 'B', sector: 'X', close: [100, 120, 110, 100, 100, 100, 100, 100] },
    { symbol: 'C', sector: 'Y', close: [100, 105, 110, 111, 120, 126, 130, 140] },
  ],
  benchmark: [900, 950, 980, 1000, 1010, 990, 1000, 1020],
  initialCapitalPaise: 10_000,
  costs: 'none',
};
const model = momentumModel({ size: 1, sectorCap: 1, lookback: 2, skip: 1, trend: 2 });

describe('a momentum model on three stocks and eight days', () => {
  it('rebalances on the first trading day of each month only', () => {
    expect(dates.map((_, t) => isRebalanceDay(dates, t, 'monthly'))).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(isRebalanceDay([isoDate('2024-03-29'), isoDate('2024-04-01')], 1, 'quarterly')).toBe(true);
    expect(isRebalanceDay(dates, 3, 'quarterly')).toBe(false);
  });

  it('buys A on 1 Feb from 31 Jan data and switches to C on 1 Mar, as worked by hand', () => {
    const run = runRoboModel(input, model);
    expect(run.inception).toBe('2024-02-01');
    expect(run.rebalances.map((r) => [r.date, r.dataAsOf, r.entered, r.exited])).toEqual([
      ['2024-02-01', '2024-01-31', ['A'], []],
      ['2024-03-01', '2024-02-05', ['C'], ['A']],
    ]);
    // ₹100 buys floor(10000 / 125) = 80 A; on 1 Mar 80 × 115 = 9200 buys floor(9200 / 130) = 70 C, 100 left.
    expect(run.rebalances[1]?.trades).toEqual([
      { symbol: 'A', side: 'sell', quantity: 80, pricePaise: 115, chargesPaise: 0 },
      { symbol: 'C', side: 'buy', quantity: 70, pricePaise: 130, chargesPaise: 0 },
    ]);
    expect(run.equity).toEqual([10_000, 10_400, 9_600, 9_200, 9_900]);
    expect(run.benchmarkEquity).toEqual([10_000, 10_100, 9_900, 10_000, 10_200]);
    expect(run.holdings).toEqual([
      { symbol: 'C', sector: 'Y', quantity: 70, pricePaise: 140, valuePaise: 9800, weight: 9800 / 9900 },
    ]);
    expect(run.metrics.totalReturn).toBeCloseTo(-0.01, 12);
    expect(run.metrics.maxDrawdown).toBeCloseTo(1 - 9200 / 10400, 12);
    expect(run.benchmarkMetrics.totalReturn).toBeCloseTo(0.02, 12);
  });

  it('metrics: CAGR over 252-day years and volatility of daily returns', () => {
    const m = roboMetrics(
      [100, 110, 99],
      [isoDate('2024-01-01'), isoDate('2024-01-02'), isoDate('2024-01-03')],
      100,
    );
    expect(m.totalReturn).toBeCloseTo(-0.01, 12);
    expect(m.cagr).toBeCloseTo(0.99 ** (252 / 2) - 1, 12);
    expect(m.maxDrawdown).toBeCloseTo(0.1, 12);
    // daily returns 0.1 and −0.1: sample sd √0.02
    expect(m.volatility).toBeCloseTo(Math.sqrt(0.02) * Math.sqrt(252), 12);
  });

  it('with costs every order pays its delivery contract-note charges and cash never goes negative', () => {
    const scaled: RoboInput = {
      ...input,
      stocks: input.stocks.map((s) => ({ ...s, close: Array.from(s.close as number[], (c) => c * 1000) })),
      initialCapitalPaise: 100_000_000,
      costs: 'contract-note',
    };
    const free = runRoboModel({ ...scaled, costs: 'none' }, model);
    const run = runRoboModel(scaled, model);
    const trades = run.rebalances.flatMap((r) => r.trades);
    expect(trades.length).toBe(3);
    for (const t of trades)
      expect(t.chargesPaise).toBe(
        chargesForOrder({ side: t.side, product: 'delivery', quantity: t.quantity, pricePaise: t.pricePaise })
          .total,
      );
    expect(run.totalChargesPaise).toBe(trades.reduce((s, t) => s + t.chargesPaise, 0));
    expect(run.totalChargesPaise).toBeGreaterThan(0);
    for (const r of run.rebalances) expect(r.cashPaise).toBeGreaterThanOrEqual(0);
    expect(run.equity[run.equity.length - 1]).toBeLessThan(free.equity[free.equity.length - 1] ?? 0);
  });
});

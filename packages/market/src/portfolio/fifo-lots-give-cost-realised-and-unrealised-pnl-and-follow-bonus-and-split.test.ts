import { describe, expect, it } from 'vitest';
import { computeHoldings, spreadExactly, validateTransactions, valueHoldings } from './holdings';
import { bonus, buy, d, rs, sell, split } from './test-support';
import type { PortfolioTransaction } from './transactions';

function ok(transactions: PortfolioTransaction[]) {
  const result = computeHoldings(transactions);
  if (result.kind !== 'ok') throw new Error(JSON.stringify(result.errors));
  return result;
}

describe('FIFO lots give cost, realised and unrealised P&L and follow bonus and split', () => {
  it('a sale takes the oldest lot first and the rest from the next, with holding days per lot', () => {
    const r = ok([
      buy('INFY', '2023-01-02', 10, 1000, 20), // cost ₹10,020
      buy('INFY', '2023-06-01', 10, 1200, 30), // cost ₹12,030
      sell('INFY', '2024-01-10', 15, 1500, 45),
    ]);
    expect(r.realised).toHaveLength(2);
    const [first, second] = r.realised;
    expect(first).toMatchObject({
      acquiredOn: '2023-01-02',
      quantity: 10,
      costPaise: rs(10_020),
      holdingDays: 373,
    });
    expect(second).toMatchObject({
      acquiredOn: '2023-06-01',
      quantity: 5,
      costPaise: rs(6015),
      holdingDays: 223,
    });
    // Charges ₹45 spread 10:5.
    expect(first?.saleChargesPaise).toBe(rs(30));
    expect(second?.saleChargesPaise).toBe(rs(15));
    expect(first?.gainPaise).toBe(rs(15_000 - 30 - 10_020));
    const holding = r.holdings[0];
    expect(holding).toMatchObject({ symbol: 'INFY', quantity: 5, investedPaise: rs(6015) });
    expect(holding?.averageCostPaise).toBe(rs(1203));
    expect(holding?.realisedPaise).toBe(rs(15 * 1500 - 45 - 10_020 - 6015));
  });

  it('unrealised P&L and the day’s P&L come from the quote', () => {
    const r = ok([buy('TCS', '2024-01-02', 4, 3500, 10)]);
    const valued = valueHoldings(r.holdings, () => ({ pricePaise: rs(3600), previousClosePaise: rs(3550) }));
    expect(valued.totals).toEqual({
      investedPaise: rs(14_010),
      marketValuePaise: rs(14_400),
      unrealisedPaise: rs(390),
      realisedPaise: 0,
      dayPnlPaise: rs(200),
    });
    expect(valued.holdings[0]?.dayPnlPaise).toBe(rs(200));
    expect(valueHoldings(r.holdings, () => undefined).unpriced).toEqual(['TCS']);
  });

  it('odd paise: three sales of a lot of 3 at ₹100.01 total give back exactly its cost', () => {
    const r = ok([
      buy('X', '2024-01-02', 3, 33.34, 0.01), // ₹100.03
      sell('X', '2024-02-01', 1, 40),
      sell('X', '2024-03-01', 1, 40),
      sell('X', '2024-04-01', 1, 40),
    ]);
    expect(r.realised.reduce((s, m) => s + m.costPaise, 0)).toBe(10_003);
    expect(r.holdings[0]).toMatchObject({ quantity: 0, investedPaise: 0 });
  });

  it('a same-day buy and sell is intraday and does not touch the older lot', () => {
    const r = ok([
      buy('SBIN', '2024-01-02', 10, 600),
      buy('SBIN', '2024-03-05', 5, 700),
      sell('SBIN', '2024-03-05', 5, 710),
    ]);
    expect(r.realised).toEqual([
      expect.objectContaining({ intraday: true, quantity: 5, acquiredOn: d('2024-03-05') }),
    ]);
    expect(r.holdings[0]?.lots.map((l) => [l.acquiredOn, l.quantity])).toEqual([['2024-01-02', 10]]);
  });

  it('bonus 1:1 adds a nil-cost lot acquired on the allotment date at the end of the queue', () => {
    const r = ok([
      buy('WIPRO', '2022-01-03', 100, 400),
      bonus('WIPRO', '2023-06-01', 1, 1),
      sell('WIPRO', '2024-01-10', 150, 450),
    ]);
    expect(r.realised.map((m) => [m.acquiredOn, m.source, m.quantity, m.costPaise])).toEqual([
      ['2022-01-03', 'buy', 100, rs(40_000)],
      ['2023-06-01', 'bonus', 50, 0],
    ]);
    expect(r.holdings[0]).toMatchObject({ quantity: 50, investedPaise: 0 });
  });

  it('split 5:1 multiplies every lot and keeps its date and whole cost', () => {
    const r = ok([
      buy('HDFC', '2021-01-04', 10, 1500, 15),
      buy('HDFC', '2022-01-03', 3, 1600),
      split('HDFC', '2023-05-01', 5, 1),
    ]);
    expect(r.holdings[0]?.lots.map((l) => [l.acquiredOn, l.quantity, l.costPaise])).toEqual([
      ['2021-01-04', 50, rs(15_015)],
      ['2022-01-03', 15, rs(4800)],
    ]);
    expect(r.holdings[0]?.lots[0]?.splitsSince2018).toEqual({ numerator: 5, denominator: 1 });
  });

  it('a 3:2 split of odd lots rounds the holding down once and keeps every paisa of cost', () => {
    const r = ok([
      buy('Y', '2021-01-04', 3, 100),
      buy('Y', '2021-02-01', 3, 100),
      split('Y', '2023-05-01', 3, 2),
    ]);
    expect(r.holdings[0]?.quantity).toBe(9);
    expect(r.holdings[0]?.lots.map((l) => l.quantity)).toEqual([4, 5]);
    expect(r.holdings[0]?.investedPaise).toBe(rs(600));
  });

  it('dividends are paid on the shares held before the ex-date', () => {
    const r = ok([
      buy('ITC', '2024-01-02', 100, 450),
      { kind: 'dividend', symbol: 'ITC', date: d('2024-06-04'), perSharePaise: rs(7.5) },
      buy('ITC', '2024-06-04', 50, 430),
    ]);
    expect(r.dividends[0]).toMatchObject({ quantity: 100, amountPaise: rs(750) });
    expect(r.holdings[0]?.dividendsPaise).toBe(rs(750));
  });

  it('a transfer in keeps its original date and cost', () => {
    const r = ok([
      {
        kind: 'transfer-in',
        symbol: 'LT',
        date: d('2024-02-01'),
        acquiredOn: d('2015-03-02'),
        quantity: 20 as never,
        pricePaise: rs(1700),
        chargesPaise: rs(25),
      },
      sell('LT', '2024-03-01', 20, 3500),
    ]);
    expect(r.realised[0]).toMatchObject({
      acquiredOn: '2015-03-02',
      costPaise: rs(34_025),
      source: 'transfer-in',
    });
  });

  it('bad transactions are refused in words: oversell, bad ratio, date order, transfer dated before purchase', () => {
    const errors = validateTransactions([
      buy('A', '2024-01-02', 10, 100),
      sell('A', '2024-01-05', 11, 100),
      bonus('A', '2024-01-06', 0, 1),
      split('A', '2024-01-07', 2, 2),
      buy('C', '2024-01-03', 1, 100),
      {
        kind: 'transfer-in',
        symbol: 'B',
        date: d('2024-02-01'),
        acquiredOn: d('2024-03-01'),
        quantity: 1 as never,
        pricePaise: rs(1),
        chargesPaise: rs(0),
      },
    ]);
    expect(errors.map((e) => [e.index, e.message])).toEqual([
      [1, 'sell of 11 A on 2024-01-05, but only 10 held then'],
      [2, 'bonus of A: bonus ratio must be two whole numbers above 0, got 0:1'],
      [3, 'split of A: split ratio 2:2 changes nothing'],
      [4, 'dated 2024-01-03, before the transaction above it (2024-01-07); give them in date order'],
      [5, 'transfer-in of B: original acquisition date 2024-03-01 is after the transfer date 2024-02-01'],
    ]);
  });

  it('spreadExactly splits paise in proportion and always sums to the total', () => {
    expect(spreadExactly(100, [1, 1, 1])).toEqual([33, 34, 33]);
    expect(spreadExactly(7, [0, 0])).toEqual([0, 0]);
  });
});

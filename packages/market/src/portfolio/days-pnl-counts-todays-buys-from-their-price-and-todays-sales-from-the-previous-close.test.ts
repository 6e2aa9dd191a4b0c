import { describe, expect, it } from 'vitest';
import { computeHoldings, tradesOn, valueHoldings } from './holdings';
import { buy, d, rs, sell } from './test-support';
import type { PortfolioTransaction } from './transactions';

// Hand-computed, as Kite counts the day's P&L: carried shares from the previous close, today's buys
// from their buy price, carried shares sold today realise (sale price − previous close). The
// previous close is ₹1,500 and the last price ₹1,520 throughout; today is 2026-03-02.
const TODAY = d('2026-03-02');
const QUOTE = { pricePaise: rs(1520), previousClosePaise: rs(1500) };

function day(transactions: PortfolioTransaction[]) {
  const result = computeHoldings(transactions);
  if (result.kind !== 'ok') throw new Error(JSON.stringify(result.errors));
  const valued = valueHoldings(result.holdings, () => QUOTE, tradesOn(transactions, TODAY));
  return { row: valued.holdings[0]?.dayPnlPaise, total: valued.totals.dayPnlPaise };
}

const CARRIED = buy('INFY', '2026-01-05', 10, 1400);

describe('the day’s P&L counts today’s buys from their price and today’s sales from the previous close', () => {
  it('shares carried from before today: quantity × (price − previous close)', () => {
    // 10 × (1,520 − 1,500) = ₹200; a buy of yesterday is carried too.
    expect(day([CARRIED])).toEqual({ row: rs(200), total: rs(200) });
    expect(day([buy('INFY', '2026-02-27', 10, 1510)])).toEqual({ row: rs(200), total: rs(200) });
  });

  it('shares bought today: quantity × (price − buy price), not from the previous close', () => {
    // 10 × (1,520 − 1,510) = ₹100 (the previous close would have said ₹200); charges left out.
    expect(day([buy('INFY', '2026-03-02', 10, 1510, 25)])).toEqual({ row: rs(100), total: rs(100) });
    // Carried 10 and bought 5 today at ₹1,530: 10 × 20 + 5 × (1,520 − 1,530) = 200 − 50 = ₹150.
    expect(day([CARRIED, buy('INFY', '2026-03-02', 5, 1530)])).toEqual({ row: rs(150), total: rs(150) });
  });

  it('carried shares sold today realise (sale price − previous close)', () => {
    // 6 still held × 20 + 4 sold × (1,530 − 1,500) = 120 + 120 = ₹240.
    expect(day([CARRIED, sell('INFY', '2026-03-02', 4, 1530, 12)])).toEqual({ row: rs(240), total: rs(240) });
  });

  it('a position sold out today counts in the total though it has no row', () => {
    // 10 × (1,490 − 1,500) = −₹100.
    expect(day([CARRIED, sell('INFY', '2026-03-02', 10, 1490)])).toEqual({ row: undefined, total: rs(-100) });
    // Sold out on an earlier day: nothing today.
    expect(day([CARRIED, sell('INFY', '2026-02-27', 10, 1490)])).toEqual({
      row: undefined,
      total: undefined,
    });
  });

  it('buys and sales of the same day: the total is the same whichever lots the sale meets', () => {
    // Carried 10, bought 5 at ₹1,510, sold 4 at ₹1,530 (the engine meets today's buys first):
    // intraday 4 × (1,530 − 1,510) = 80, the fifth bought share 1 × (1,520 − 1,510) = 10,
    // carried 10 × 20 = 200: ₹290 (and 11 × 1,520 − 10 × 1,500 − 5 × 1,510 + 4 × 1,530 = 290).
    const txs = [CARRIED, buy('INFY', '2026-03-02', 5, 1510), sell('INFY', '2026-03-02', 4, 1530)];
    expect(day(txs)).toEqual({ row: rs(290), total: rs(290) });
  });

  it('without today’s trades it is quantity × (price − previous close), as before', () => {
    const result = computeHoldings([CARRIED, buy('INFY', '2026-03-02', 10, 1510)]);
    if (result.kind !== 'ok') throw new Error('invalid');
    expect(valueHoldings(result.holdings, () => QUOTE).totals.dayPnlPaise).toBe(rs(400));
    expect(
      valueHoldings(result.holdings, () => ({ pricePaise: rs(1520) })).totals.dayPnlPaise,
    ).toBeUndefined();
  });
});

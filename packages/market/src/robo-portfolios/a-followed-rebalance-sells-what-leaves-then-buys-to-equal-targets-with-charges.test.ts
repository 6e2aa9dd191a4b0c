import { describe, expect, it } from 'vitest';
import { planFollowRebalance } from './follow-rebalance';

const closes: Record<string, number> = { AAA: 10_000, BBB: 25_000, CCC: 20_000 };
const closePaise = (symbol: string): number | undefined => closes[symbol];

describe('applying a model rebalance to a follower', () => {
  it('sells what leaves, then buys the chosen stocks up to equal targets in whole shares (hand-computed)', () => {
    // Held AAA 50 × ₹100 + BBB 20 × ₹250 + cash ₹1,000 = ₹11,000. Chosen CCC (₹200), AAA.
    // Target ₹11,000 × 0.998 ÷ 2 = ₹5,489: AAA 54 shares, CCC 27 shares.
    // Sell BBB 20 (₹5,000): STT ₹5 = 500 p, exchange 14.85 → 15 p, SEBI 0.5 → 1 p, DP 1350 p,
    //   GST 18 % of 1366 p = 245.88 → 246 p: 2,112 p. Cash 1,00,000 + 5,00,000 − 2,112 = 5,97,888 p.
    // Buy CCC 27 (₹5,400): STT ₹5.40 → ₹5, exchange 16.038 → 16 p, SEBI 0.54 → 1 p, stamp 81 p,
    //   GST 18 % of 17 p = 3.06 → 3 p: 601 p. Cash 5,97,888 − 5,40,601 = 57,287 p.
    // Buy AAA 4 (₹400): STT ₹0.40 → ₹0, exchange 1.188 → 1 p, SEBI 0 p, stamp 6 p, GST 0 p: 7 p.
    //   Cash 57,287 − 40,007 = 17,280 p.
    const plan = planFollowRebalance({
      held: new Map([
        ['AAA', 50],
        ['BBB', 20],
      ]),
      cashPaise: 100_000,
      closePaise,
      chosen: ['CCC', 'AAA'],
    });
    expect(plan).toEqual({
      trades: [
        { symbol: 'BBB', side: 'sell', quantity: 20, pricePaise: 25_000, chargesPaise: 2_112 },
        { symbol: 'CCC', side: 'buy', quantity: 27, pricePaise: 20_000, chargesPaise: 601 },
        { symbol: 'AAA', side: 'buy', quantity: 4, pricePaise: 10_000, chargesPaise: 7 },
      ],
      cashPaise: 17_280,
      chargesPaise: 2_720,
    });
  });

  it('works from what the follower holds: trims an over-target holding and buys no more than the cash allows', () => {
    // The follower bought more AAA by hand: AAA 100 × ₹100 + cash ₹0 = ₹10,000; chosen AAA, CCC.
    // Target ₹10,000 × 0.998 ÷ 2 = ₹4,990: AAA 49, CCC 24.
    // Sell AAA 51 (₹5,100): STT ₹5.10 → ₹5, exchange 15.147 → 15 p, SEBI 0.51 → 1 p, DP 1350 p,
    //   GST 18 % of 1366 p → 246 p: 2,112 p. Cash 5,10,000 − 2,112 = 5,07,888 p.
    // Buy CCC 24 (₹4,800): STT ₹4.80 → ₹5, exchange 14.256 → 14 p, SEBI 0.48 → 0 p, stamp 72 p,
    //   GST 18 % of 14 p = 2.52 → 3 p: 589 p. Cash 5,07,888 − 4,80,589 = 27,299 p.
    const plan = planFollowRebalance({
      held: new Map([['AAA', 100]]),
      cashPaise: 0,
      closePaise,
      chosen: ['AAA', 'CCC'],
    });
    expect(plan.trades).toEqual([
      { symbol: 'AAA', side: 'sell', quantity: 51, pricePaise: 10_000, chargesPaise: 2_112 },
      { symbol: 'CCC', side: 'buy', quantity: 24, pricePaise: 20_000, chargesPaise: 589 },
    ]);
    expect(plan.cashPaise).toBe(27_299);
  });

  it('leaves a holding without a close alone and buys nothing it has no close for', () => {
    const plan = planFollowRebalance({
      held: new Map([['GONE', 10]]),
      cashPaise: 1_000_000,
      closePaise,
      chosen: ['NOPE', 'AAA'],
    });
    // Only AAA can be priced: target ₹10,000 × 0.998 = ₹9,980 → 99 shares (₹9,900 plus 1,191 p of charges fit).
    expect(plan.trades.map((t) => [t.symbol, t.side, t.quantity])).toEqual([['AAA', 'buy', 99]]);
    expect(plan.cashPaise).toBeGreaterThanOrEqual(0);
    expect(plan.cashPaise).toBe(1_000_000 - 990_000 - (plan.trades[0]?.chargesPaise ?? 0));
  });

  it('never spends more cash than there is', () => {
    // ₹100 of cash, one ₹1.50 stock: STT rounded to the rupee would overshoot the 0.2 % buffer.
    const plan = planFollowRebalance({
      held: new Map(),
      cashPaise: 10_000,
      closePaise: () => 150,
      chosen: ['CHEAP'],
    });
    expect(plan.cashPaise).toBeGreaterThanOrEqual(0);
    expect(plan.trades[0]?.quantity).toBeGreaterThan(0);
  });
});

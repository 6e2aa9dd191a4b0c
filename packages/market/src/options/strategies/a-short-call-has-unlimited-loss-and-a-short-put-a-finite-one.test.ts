import { describe, expect, it } from 'vitest';
import { strategyPayoff } from './strategy-payoff';
import { MARKET, option } from './test-support';

const { lotSize, spot, asOf, rate, dividendYield, near } = MARKET;
const market = { lotSize, spot, asOf, rate, dividendYield };

describe('unlimited and finite extremes', () => {
  it("gives a short call 'unlimited' loss, the premium as profit and K + premium as breakeven", () => {
    // Sell 23,000 CE at ₹150: profit 150 × 75 = ₹11,250; breakeven 23,150.
    const result = strategyPayoff({ ...market, legs: [option('sell', 'call', 23_000, 150)] });
    expect(result.maxLoss).toBe('unlimited');
    expect(result.maxProfit).toBeCloseTo(11_250, 9);
    expect(result.breakevens).toEqual([23_150]);
  });

  it('gives a short put a finite loss: the strike less the premium, if NIFTY went to zero', () => {
    // Sell 23,000 PE at ₹150: worst case (23,000 − 150) × 75 = ₹1,713,750 at S = 0.
    const result = strategyPayoff({ ...market, legs: [option('sell', 'put', 23_000, 150)] });
    expect(result.maxLoss).toBeCloseTo(1_713_750, 6);
    expect(result.maxProfit).toBeCloseTo(11_250, 9);
  });

  it('gives a call ratio spread unlimited loss (one uncovered call) and a finite top profit', () => {
    // Buy 1 × 23,000 CE at 150, sell 2 × 23,100 CE at 100: credit 50. At 23,100: 100 + 50 = 150 a
    // unit → ₹11,250; below 23,000 the credit ₹3,750; breakeven 23,100 + 150 = 23,250.
    const result = strategyPayoff({
      ...market,
      legs: [option('buy', 'call', 23_000, 150), option('sell', 'call', 23_100, 100, 2)],
    });
    expect(result.maxLoss).toBe('unlimited');
    expect(result.maxProfit).toBeCloseTo(11_250, 9);
    expect(result.breakevens).toEqual([23_250]);
  });

  it('gives a long future unlimited profit and a loss of the entry price at zero', () => {
    const result = strategyPayoff({
      ...market,
      legs: [{ instrument: 'future', side: 'buy', lots: 1, strike: null, expiry: near, entryPrice: 23_100 }],
      referenceVolatility: 0.14,
    });
    expect(result.maxProfit).toBe('unlimited');
    expect(result.maxLoss).toBeCloseTo(23_100 * 75, 6);
    expect(result.breakevens).toEqual([23_100]);
    // Linear: lots × lot size × (S − entry).
    result.prices.forEach((s, i) => {
      expect(result.atExpiry[i]).toBeCloseTo(75 * (s - 23_100), 6);
    });
  });

  it('refuses a futures-only position without a reference volatility, and malformed legs', () => {
    const future = {
      instrument: 'future',
      side: 'buy',
      lots: 1,
      strike: null,
      expiry: near,
      entryPrice: 1,
    } as const;
    expect(() => strategyPayoff({ ...market, legs: [future] })).toThrow(RangeError);
    expect(() => strategyPayoff({ ...market, legs: [] })).toThrow(RangeError);
    expect(() =>
      strategyPayoff({ ...market, legs: [{ ...option('buy', 'call', 23_000, 1), lots: 1.5 }] }),
    ).toThrow(RangeError);
    expect(() =>
      strategyPayoff({ ...market, legs: [{ ...option('buy', 'call', 23_000, 1), iv: undefined }] }),
    ).toThrow(RangeError);
  });
});

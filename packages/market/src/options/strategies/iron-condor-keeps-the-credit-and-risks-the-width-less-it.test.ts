import { describe, expect, it } from 'vitest';
import { strategyPayoff } from './strategy-payoff';
import { MARKET, option } from './test-support';

// Buy 22,800 PE at 20, sell 22,900 PE at 45, sell 23,100 CE at 50, buy 23,200 CE at 22.
// Credit C = 45 + 50 − 20 − 22 = 53 a unit → max profit 53 × 75 = ₹3,975 between 22,900 and
// 23,100; max loss (100 − 53) × 75 = ₹3,525 beyond the wings; breakevens 22,900 − 53 = 22,847 and
// 23,100 + 53 = 23,153.
const { lotSize, spot, asOf, rate, dividendYield } = MARKET;

describe('a short iron condor', () => {
  const result = strategyPayoff({
    legs: [
      option('buy', 'put', 22_800, 20),
      option('sell', 'put', 22_900, 45),
      option('sell', 'call', 23_100, 50),
      option('buy', 'call', 23_200, 22),
    ],
    lotSize,
    spot,
    asOf,
    rate,
    dividendYield,
  });

  it('keeps the credit at most and loses the wing width less the credit at most', () => {
    expect(result.netPremium).toBeCloseTo(3_975, 9);
    expect(result.maxProfit).toBeCloseTo(3_975, 9);
    expect(result.maxLoss).toBeCloseTo(3_525, 9);
  });

  it('breaks even at the short strikes ∓ the credit', () => {
    expect(result.breakevens).toHaveLength(2);
    expect(result.breakevens[0]).toBeCloseTo(22_847, 9);
    expect(result.breakevens[1]).toBeCloseTo(23_153, 9);
  });
});

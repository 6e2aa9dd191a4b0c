import { describe, expect, it } from 'vitest';
import { strategyPayoff } from './strategy-payoff';
import { MARKET, option } from './test-support';

// NIFTY lot 75: buy 23,000 CE at ₹180, sell 23,100 CE at ₹120. Debit D = 180 − 120 = ₹60 a unit.
// Max profit = (width − debit) × lot = (100 − 60) × 75 = ₹3,000 above 23,100; max loss = 60 × 75 =
// ₹4,500 below 23,000; breakeven = lower strike + debit = 23,060.
const { lotSize, spot, asOf, rate, dividendYield } = MARKET;
const legs = [option('buy', 'call', 23_000, 180), option('sell', 'call', 23_100, 120)];

describe('a bull call spread', () => {
  const result = strategyPayoff({ legs, lotSize, spot, asOf, rate, dividendYield });

  it('makes the width less the debit at most, loses the debit at most, and breaks even at K1 + debit', () => {
    expect(result.maxProfit).toBeCloseTo(3_000, 9);
    expect(result.maxLoss).toBeCloseTo(4_500, 9);
    expect(result.breakevens).toHaveLength(1);
    expect(result.breakevens[0]).toBeCloseTo(23_060, 9);
    expect(result.netPremium).toBeCloseTo(-4_500, 9);
  });

  it('draws the expiry curve flat at −₹4,500 below 23,000 and at +₹3,000 above 23,100', () => {
    result.prices.forEach((s, i) => {
      const expected = s <= 23_000 ? -4_500 : s >= 23_100 ? 3_000 : (s - 23_060) * 75;
      expect(result.atExpiry[i], `at ${s}`).toBeCloseTo(expected, 6);
    });
  });

  it('defaults to a 201-point range of at least ±8 % around spot', () => {
    expect(result.prices).toHaveLength(201);
    expect(result.prices[0]).toBeLessThanOrEqual(spot * 0.92 + 1e-9);
    expect(result.prices[200]).toBeGreaterThanOrEqual(spot * 1.08 - 1e-9);
  });
});

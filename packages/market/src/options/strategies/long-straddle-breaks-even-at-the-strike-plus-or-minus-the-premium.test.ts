import { describe, expect, it } from 'vitest';
import { strategyPayoff } from './strategy-payoff';
import { MARKET, option } from './test-support';

// Buy 23,000 CE at ₹200 and 23,000 PE at ₹180: total premium 380. Breakevens 23,000 ± 380 =
// 22,620 and 23,380; worst case at the strike: −380 × 75 = −₹28,500; unlimited profit upwards.
const market = {
  lotSize: MARKET.lotSize,
  spot: MARKET.spot,
  asOf: MARKET.asOf,
  rate: MARKET.rate,
  dividendYield: MARKET.dividendYield,
};
const legs = [option('buy', 'call', 23_000, 200), option('buy', 'put', 23_000, 180)];

describe('a long straddle', () => {
  const result = strategyPayoff({ ...market, legs });

  it('has two breakevens at K ± the total premium', () => {
    expect(result.breakevens).toHaveLength(2);
    expect(result.breakevens[0]).toBeCloseTo(22_620, 9);
    expect(result.breakevens[1]).toBeCloseTo(23_380, 9);
  });

  it('loses the whole premium at the strike and has no profit cap', () => {
    expect(result.maxLoss).toBeCloseTo(28_500, 9);
    expect(result.maxProfit).toBe('unlimited');
  });

  it('finds breakevens outside the displayed range too', () => {
    const narrow = strategyPayoff({ ...market, legs, from: 22_900, to: 23_100, points: 5 });
    expect(narrow.breakevens.map((b) => Math.round(b * 1e6) / 1e6)).toEqual([22_620, 23_380]);
  });
});

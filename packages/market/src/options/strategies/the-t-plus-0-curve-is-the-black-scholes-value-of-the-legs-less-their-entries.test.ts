import { describe, expect, it } from 'vitest';
import { bsmPrice } from '../black-scholes';
import { findOptionStrategy } from './catalogue';
import { resolveStrategy } from './resolve-strategy';
import { strategyPayoff } from './strategy-payoff';
import { MARKET, option, pnlByHand, priceAtModel, yearsLeft } from './test-support';

const { lotSize, spot, asOf, rate, dividendYield, near, next, strikeStep } = MARKET;
const market = { lotSize, spot, asOf, rate, dividendYield };

function legsOf(id: string) {
  const definition = findOptionStrategy(id);
  if (!definition) throw new Error(`${id} missing`);
  return priceAtModel(resolveStrategy(definition, { atmStrike: spot, strikeStep, expiries: { near, next } }));
}

describe('the T+0 curve and the greeks', () => {
  it('is Σ units × (BSM value now − entry) at every grid price (short iron condor)', () => {
    const legs = legsOf('short-iron-condor');
    const result = strategyPayoff({ ...market, legs });
    result.prices.forEach((s, i) => {
      expect(result.atDate[i], `at ${s}`).toBeCloseTo(pnlByHand(legs, s, asOf), 6);
    });
  });

  it('is zero at spot when every entry is the model price, and tends to the expiry curve at expiry', () => {
    const legs = legsOf('long-straddle');
    const now = strategyPayoff({ ...market, legs, from: 22_000, to: 24_000, points: 81 });
    expect(now.atDate[40]).toBeCloseTo(0, 6);
    const atExpiry = strategyPayoff({
      ...market,
      legs,
      from: 22_000,
      to: 24_000,
      points: 81,
      evaluationAt: now.expiryAt,
    });
    atExpiry.atDate.forEach((v, i) => {
      expect(v).toBeCloseTo(atExpiry.atExpiry[i] ?? Number.NaN, 6);
    });
  });

  it('has a delta, theta and vega that match the curve moved by a point, a day and a vol point', () => {
    const legs = [option('sell', 'call', 23_100, 150), option('buy', 'put', 22_900, 120, 2)];
    const base = strategyPayoff({ ...market, legs, from: spot - 1, to: spot + 1, points: 3 });
    const [down, mid, up] = base.atDate;
    const { delta, gamma, theta, vega } = base.greeks;
    expect(delta).toBeCloseTo(((up ?? 0) - (down ?? 0)) / 2, 3);
    expect(gamma).toBeCloseTo((up ?? 0) - 2 * (mid ?? 0) + (down ?? 0), 4);
    const dayLater = strategyPayoff({
      ...market,
      legs,
      from: spot - 1,
      to: spot + 1,
      points: 3,
      evaluationAt: new Date(asOf.getTime() + 86_400_000),
    });
    // Theta is the instantaneous rate: a one-day step agrees to a few per cent.
    expect(Math.abs((dayLater.atDate[1] ?? 0) - (mid ?? 0) - theta)).toBeLessThan(0.05 * Math.abs(theta));
    const volUp = strategyPayoff({
      ...market,
      legs,
      from: spot - 1,
      to: spot + 1,
      points: 3,
      ivShiftPoints: 1,
    });
    expect(Math.abs((volUp.atDate[1] ?? 0) - (mid ?? 0) - vega)).toBeLessThan(0.02 * Math.abs(vega));
  });

  it('values the next-expiry leg of a calendar at the near expiry by BSM with its remaining time and IV', () => {
    const legs = legsOf('call-calendar');
    const result = strategyPayoff({ ...market, legs, from: 23_000, to: 23_000.5, points: 2 });
    const back = legs[1];
    if (!back) throw new Error('no back leg');
    // At 23,000 on 30 Jan 15:30: the near call expires worthless; the 27 Feb call has 28 days left.
    const years = yearsLeft(back, result.expiryAt);
    expect(years).toBeCloseTo(28 / 365, 12);
    const backValue = bsmPrice({
      kind: 'call',
      spot: 23_000,
      strike: 23_000,
      years,
      rate,
      dividendYield,
      volatility: back.iv ?? 0,
    });
    const expected = 75 * (backValue - back.entryPrice) + 75 * (legs[0]?.entryPrice ?? 0);
    expect(result.atExpiry[0]).toBeCloseTo(expected, 6);
    // Valuing the back month at intrinsic (what peers do) would lose its whole time value: about ₹22,000.
    expect(
      (result.atExpiry[0] ?? 0) - (75 * (0 - back.entryPrice) + 75 * (legs[0]?.entryPrice ?? 0)),
    ).toBeGreaterThan(20_000);
    // An IV shift moves the back leg's value at the near expiry too.
    const higher = strategyPayoff({
      ...market,
      legs,
      from: 23_000,
      to: 23_000.5,
      points: 2,
      ivShiftPoints: 2,
    });
    expect((higher.atExpiry[0] ?? 0) - (result.atExpiry[0] ?? 0)).toBeGreaterThan(1_000);
  });
});

import { describe, expect, it } from 'vitest';
import { normCdf, normPdf } from '../normal';
import { yearsToExpiry } from '../option-expiries';
import { findOptionStrategy } from './catalogue';
import { resolveStrategy } from './resolve-strategy';
import { strategyPayoff } from './strategy-payoff';
import { expiryPnlByHand, MARKET, option, priceAtModel } from './test-support';

// Model: S_T = S·exp((r − q − σ²/2)T + σ√T·Z), σ = the first expiry's ATM leg IV (14 % here),
// T = 20 Jan 2025 10:30 IST → 30 Jan 2025 15:30 IST = 10 days 5 hours = 0.028 4817 years.
const { lotSize, spot, asOf, rate, dividendYield, near, next, strikeStep } = MARKET;
const market = { lotSize, spot, asOf, rate, dividendYield };
const sigma = 0.14;
const T = yearsToExpiry(asOf, near);
const sd = sigma * Math.sqrt(T);
const mu = Math.log(spot) + (rate - dividendYield - (sigma * sigma) / 2) * T;

describe('probability of profit under the lognormal model', () => {
  it('counts 10 days 5 hours to the expiry', () => {
    expect(T).toBeCloseTo((10 * 24 + 5) / (365 * 24), 12);
  });

  it('equals N(d2) at the breakeven for a long call (23,000 CE at ₹150 → breakeven 23,150)', () => {
    const result = strategyPayoff({ ...market, legs: [option('buy', 'call', 23_000, 150)] });
    const d2 = (Math.log(spot / 23_150) + (rate - dividendYield - (sigma * sigma) / 2) * T) / sd;
    // ln(23,000 / 23,150) = −0.006 500 5; drift (0.065 − 0.012 − 0.14²/2)·T = +0.001 208 2;
    // σ√T = 0.14 × √0.027 968 = 0.023 413 → d2 = −0.005 292 3 / 0.023 413 = −0.2260 → N(d2) ≈ 0.4106.
    expect(d2).toBeCloseTo(-0.226, 3);
    expect(normCdf(d2)).toBeCloseTo(0.4106, 4);
    expect(result.probabilityOfProfit).toBeCloseTo(normCdf(d2), 3);
    expect(Math.abs(result.probabilityOfProfit - normCdf(d2))).toBeLessThan(1e-9);
  });

  it('adds both tails for a long straddle and their complement for the short one', () => {
    const legs = [option('buy', 'call', 23_000, 200), option('buy', 'put', 23_000, 180)];
    const long = strategyPayoff({ ...market, legs });
    const z = (x: number) => (Math.log(x) - mu) / sd;
    const expected = normCdf(z(22_620)) + 1 - normCdf(z(23_380));
    expect(long.probabilityOfProfit).toBeCloseTo(expected, 9);
    const short = strategyPayoff({
      ...market,
      legs: legs.map((l) => ({ ...l, side: 'sell' as const })),
    });
    expect(short.probabilityOfProfit).toBeCloseTo(1 - expected, 9);
  });

  it('matches a numerical integral of 1{P&L > 0} for a call calendar (a smooth expiry P&L) to 0.1 %', () => {
    const definition = findOptionStrategy('call-calendar');
    if (!definition) throw new Error('call-calendar missing');
    const legs = priceAtModel(
      resolveStrategy(definition, { atmStrike: spot, strikeStep, expiries: { near, next } }),
    );
    const result = strategyPayoff({ ...market, legs });
    // Midpoint rule on z ∈ [−8, 8] with 16,000 cells.
    const cells = 16_000;
    const h = 16 / cells;
    let integral = 0;
    for (let k = 0; k < cells; k++) {
      const zk = -8 + (k + 0.5) * h;
      if (expiryPnlByHand(legs, Math.exp(mu + zk * sd)) > 0) integral += normPdf(zk) * h;
    }
    expect(result.breakevens).toHaveLength(2);
    expect(Math.abs(result.probabilityOfProfit - integral)).toBeLessThan(1e-3);
  });

  it('places the σ levels at exp(μ ± kσ√T)', () => {
    const { sigmaLevels } = strategyPayoff({ ...market, legs: [option('buy', 'call', 23_000, 150)] });
    expect(sigmaLevels.minus2).toBeCloseTo(Math.exp(mu - 2 * sd), 9);
    expect(sigmaLevels.minus1).toBeCloseTo(Math.exp(mu - sd), 9);
    expect(sigmaLevels.plus1).toBeCloseTo(Math.exp(mu + sd), 9);
    expect(sigmaLevels.plus2).toBeCloseTo(Math.exp(mu + 2 * sd), 9);
    // +1σ: 23,000 × (e^{0.001 208 + 0.023 413} − 1) ≈ +573 points; −1σ: 23,000 × (e^{0.001 208 − 0.023 413} − 1) ≈ −505 points.
    expect(sigmaLevels.plus1 - spot).toBeCloseTo(573.3, 1);
    expect(sigmaLevels.minus1 - spot).toBeCloseTo(-505.1, 1);
  });
});

import { describe, expect, it } from 'vitest';
import { createRng } from '../simulator/prng';
import { bsmPrice } from './black-scholes';
import { black76ImpliedVolatility, impliedVolatility } from './implied-volatility';

describe('put–call parity', () => {
  it('holds to 1e-9 of spot across a seeded grid of strikes, maturities, rates and yields', () => {
    const rng = createRng('parity', 'grid');
    for (let i = 0; i < 500; i++) {
      const spot = 100 + rng.uniform() * 50_000;
      const strike = spot * Math.exp(0.8 * (rng.uniform() - 0.5));
      const years = 0.001 + rng.uniform() * 2;
      const rate = rng.uniform() * 0.12;
      const dividendYield = rng.uniform() * 0.05;
      const volatility = 0.03 + rng.uniform() * 1.2;
      const base = { spot, strike, years, rate, dividendYield, volatility };
      const call = bsmPrice({ kind: 'call', ...base });
      const put = bsmPrice({ kind: 'put', ...base });
      const parity = spot * Math.exp(-dividendYield * years) - strike * Math.exp(-rate * years);
      expect(Math.abs(call - put - parity)).toBeLessThan(1e-9 * spot);
    }
  });
});

describe('implied volatility', () => {
  it("recovers Hull's 20 % from the printed call price 4.76 (0.20007)", () => {
    const iv = impliedVolatility({ kind: 'call', price: 4.76, spot: 42, strike: 40, rate: 0.1, years: 0.5 });
    expect(iv ?? 0).toBeCloseTo(0.20007, 5);
  });

  it('round-trips every price of a seeded grid, deep in and out of the money', () => {
    const rng = createRng('iv', 'round-trip');
    let checked = 0;
    for (let i = 0; i < 2000; i++) {
      const kind = rng.uniform() < 0.5 ? 'call' : 'put';
      const spot = 24_000;
      const years = 0.5 / 365 + rng.uniform() * 1.5;
      const volatility = 0.05 + rng.uniform() * 0.95;
      // Strikes out to ±4 standard deviations.
      const strike = spot * Math.exp(8 * (rng.uniform() - 0.5) * volatility * Math.sqrt(years));
      const inputs = { kind, spot, strike, years, rate: 0.065, dividendYield: 0.012 } as const;
      const price = bsmPrice({ ...inputs, volatility });
      // Below ~1e-10 of spot a price carries too few digits of time value to pin the volatility.
      const intrinsic = Math.max(
        kind === 'call'
          ? spot * Math.exp(-0.012 * years) - strike * Math.exp(-0.065 * years)
          : strike * Math.exp(-0.065 * years) - spot * Math.exp(-0.012 * years),
        0,
      );
      if (price - intrinsic < 1e-7) continue;
      const iv = impliedVolatility({ ...inputs, price });
      expect(iv).not.toBeNull();
      expect(Math.abs((iv ?? 0) - volatility)).toBeLessThan(1e-6);
      checked++;
    }
    expect(checked).toBeGreaterThan(1900);
  });

  it('returns null when no volatility fits the price', () => {
    const base = { spot: 100, strike: 90, years: 0.25, rate: 0.05 } as const;
    const floor = 100 - 90 * Math.exp(-0.05 * 0.25);
    // At or below the discounted intrinsic value.
    expect(impliedVolatility({ kind: 'call', price: floor, ...base })).toBeNull();
    expect(impliedVolatility({ kind: 'call', price: 9, ...base })).toBeNull();
    // At or above the upper bound (a call cannot be worth the spot).
    expect(impliedVolatility({ kind: 'call', price: 100, ...base })).toBeNull();
    expect(impliedVolatility({ kind: 'put', price: 0, ...base })).toBeNull();
    expect(impliedVolatility({ kind: 'put', price: -1, ...base })).toBeNull();
    // Expired.
    expect(impliedVolatility({ kind: 'call', price: 12, ...base, years: 0 })).toBeNull();
  });

  it('solves Black-76 on a forward the same way', () => {
    const forward = 24_150;
    const price = Math.exp(-0.065 * 0.08) * 180;
    const iv = black76ImpliedVolatility({
      kind: 'call',
      price,
      forward,
      strike: 24_500,
      years: 0.08,
      rate: 0.065,
    });
    expect(iv).not.toBeNull();
    const repriced = bsmPrice({
      kind: 'call',
      spot: forward,
      strike: 24_500,
      years: 0.08,
      rate: 0.065,
      dividendYield: 0.065,
      volatility: iv ?? 0,
    });
    expect(repriced).toBeCloseTo(price, 9);
  });
});

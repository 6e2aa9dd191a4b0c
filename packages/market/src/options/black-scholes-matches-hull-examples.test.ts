import { describe, expect, it } from 'vitest';
import { black76Price, bsmD1D2, bsmPrice, bsmValuation } from './black-scholes';

// Known answers from shared/data/REFERENCE_VALUES.md §1 (Hull, Options, Futures, and Other
// Derivatives; Haug, The Complete Guide to Option Pricing Formulas, 1998).

describe('Black–Scholes–Merton against Hull', () => {
  const hull = { spot: 42, strike: 40, rate: 0.1, volatility: 0.2, years: 0.5 } as const;

  it('reproduces the BSM chapter example: d1, d2, call 4.76, put 0.81', () => {
    const { d1, d2 } = bsmD1D2({ kind: 'call', ...hull });
    expect(d1).toBeCloseTo(0.769263, 6);
    expect(d2).toBeCloseTo(0.627841, 6);
    expect(bsmPrice({ kind: 'call', ...hull })).toBeCloseTo(4.759422, 6);
    expect(bsmPrice({ kind: 'put', ...hull })).toBeCloseTo(0.808599, 6);
  });

  it('gives the greeks recomputed for that example, in per-day and per-point units', () => {
    const call = bsmValuation({ kind: 'call', ...hull });
    const put = bsmValuation({ kind: 'put', ...hull });
    expect(call.delta).toBeCloseTo(0.779131, 6);
    expect(put.delta).toBeCloseTo(-0.220869, 6);
    expect(call.gamma).toBeCloseTo(0.049963, 6);
    expect(put.gamma).toBeCloseTo(0.049963, 6);
    expect(call.vegaPerVolPoint).toBeCloseTo(0.08813415, 8);
    expect(call.thetaPerDay).toBeCloseTo(-4.559092 / 365, 8);
    expect(call.thetaPerDay).toBeCloseTo(-0.012491, 6);
    expect(put.thetaPerDay).toBeCloseTo(-0.754174 / 365, 8);
    expect(call.rhoPerRatePoint).toBeCloseTo(0.13982046, 8);
    expect(put.rhoPerRatePoint).toBeCloseTo(-0.05042543, 8);
    expect(call.price - put.price).toBeCloseTo(42 - 40 * Math.exp(-0.05), 12);
  });

  it("reproduces the Greek-letters chapter's call on 100,000 units (S 49, K 50, 20 weeks)", () => {
    const v = bsmValuation({
      kind: 'call',
      spot: 49,
      strike: 50,
      rate: 0.05,
      volatility: 0.2,
      years: 20 / 52,
    });
    expect(v.price).toBeCloseTo(2.400527, 5);
    expect(v.delta).toBeCloseTo(0.521605, 5);
    expect(v.gamma).toBeCloseTo(0.065544, 5);
    expect(v.vegaPerVolPoint * 100).toBeCloseTo(12.10548, 3);
    expect(v.thetaPerDay * 365).toBeCloseTo(-4.30533, 4);
    expect(v.rhoPerRatePoint * 100).toBeCloseTo(8.906962, 4);
  });

  it('prices the index option with a dividend yield (S 930, K 900, q 3 %, 2 months) at 51.83', () => {
    const call = bsmPrice({
      kind: 'call',
      spot: 930,
      strike: 900,
      rate: 0.08,
      dividendYield: 0.03,
      volatility: 0.2,
      years: 2 / 12,
    });
    expect(call).toBeCloseTo(51.83, 2);
  });
});

describe('Black–Scholes–Merton greeks against Haug (pp. 11–16)', () => {
  it('delta of a call and a put with q = r = 10 %', () => {
    const base = { spot: 105, strike: 100, rate: 0.1, dividendYield: 0.1, years: 0.5, volatility: 0.36 };
    expect(bsmValuation({ kind: 'call', ...base }).delta).toBeCloseTo(0.5946, 4);
    expect(bsmValuation({ kind: 'put', ...base }).delta).toBeCloseTo(-0.3566, 4);
  });

  it('gamma 0.0278 and vega 18.9358', () => {
    const v = bsmValuation({ kind: 'call', spot: 55, strike: 60, rate: 0.1, years: 0.75, volatility: 0.3 });
    expect(v.gamma).toBeCloseTo(0.0278, 4);
    expect(v.vegaPerVolPoint * 100).toBeCloseTo(18.9358, 4);
  });

  it('theta of a put: −31.1924 a year, −0.0855 a day', () => {
    const v = bsmValuation({
      kind: 'put',
      spot: 430,
      strike: 405,
      rate: 0.07,
      dividendYield: 0.05,
      years: 1 / 12,
      volatility: 0.2,
    });
    expect(v.thetaPerDay * 365).toBeCloseTo(-31.1924, 4);
    expect(v.thetaPerDay).toBeCloseTo(-0.0855, 4);
  });

  it('rho of a call: 38.7325', () => {
    const v = bsmValuation({ kind: 'call', spot: 72, strike: 75, rate: 0.09, years: 1, volatility: 0.19 });
    expect(v.rhoPerRatePoint * 100).toBeCloseTo(38.7325, 4);
  });
});

describe('Black-76 and the limits', () => {
  it('Black-76 on F = S·e^{(r−q)T} equals BSM', () => {
    const spot = 24_000;
    const years = 0.1;
    for (const kind of ['call', 'put'] as const) {
      for (const strike of [21_000, 24_000, 26_500]) {
        const bsm = bsmPrice({
          kind,
          spot,
          strike,
          rate: 0.065,
          dividendYield: 0.012,
          years,
          volatility: 0.15,
        });
        const forward = spot * Math.exp((0.065 - 0.012) * years);
        const b76 = black76Price({ kind, forward, strike, rate: 0.065, years, volatility: 0.15 });
        expect(b76).toBeCloseTo(bsm, 9);
      }
    }
  });

  it('values an expired option at intrinsic with a step delta and no time greeks', () => {
    const itm = bsmValuation({ kind: 'put', spot: 90, strike: 100, rate: 0.05, years: 0, volatility: 0.3 });
    expect(itm.price).toBe(10);
    expect(itm.delta).toBe(-1);
    expect(itm.gamma).toBe(0);
    expect(itm.vegaPerVolPoint).toBe(0);
    const otm = bsmValuation({ kind: 'call', spot: 90, strike: 100, rate: 0.05, years: 0, volatility: 0.3 });
    expect(otm.price).toBe(0);
    expect(otm.delta).toBe(0);
  });

  it('at zero volatility a call is worth its discounted forward intrinsic value', () => {
    const price = bsmPrice({ kind: 'call', spot: 100, strike: 100, rate: 0.1, years: 1, volatility: 0 });
    expect(price).toBeCloseTo(100 - 100 * Math.exp(-0.1), 12);
  });
});

import { describe, expect, it } from 'vitest';
import { gammaExposure, totalGammaExposure } from './gamma-exposure';

// Spot 20,000, 7 days (T = 7/365), σ = 15 % at every strike, r = q = 0, lot 50.
// σ√T = 0.15·√(7/365) = 0.0207727; d1 = ln(S/K)/σ√T + σ√T/2; Γ = n(d1)/(S·σ√T).
//   K = 19,500: d1 = 1.229186, n = 0.187423, Γ = 0.000451127
//   K = 20,000: d1 = 0.010386, n = 0.398921, Γ = 0.000960202
//   K = 20,500: d1 = −1.178316, n = 0.199258, Γ = 0.000479615
// Per-1 % scale: lot·S²·0.01 / 10⁷ = 50·4·10⁸·0.01 / 10⁷ = 20 (₹ crore per unit of Γ·OI).
const book = {
  strikes: [19_500, 20_000, 20_500],
  years: 7 / 365,
  modelVol: [0.15, 0.15, 0.15],
  call: { openInterest: [1_000, 50_000, 80_000] },
  put: { openInterest: [90_000, 40_000, 2_000] },
};
const flat = { rate: 0, dividendYield: 0 };

describe('gamma exposure', () => {
  const gex = gammaExposure(book, 20_000, 50, flat);

  it('gives per-strike GEX in ₹ crore per 1 % move, calls + and puts −', () => {
    // Γ·OI·20: 0.000451127·1,000·20 = 9.0225; 0.000960202·50,000·20 = 960.20; ·80,000 at 20,500 = 767.38.
    expect(gex.callGex[0]).toBeCloseTo(9.0225, 3);
    expect(gex.callGex[1]).toBeCloseTo(960.2024, 3);
    expect(gex.callGex[2]).toBeCloseTo(767.3839, 3);
    expect(gex.putGex[0]).toBeCloseTo(-812.0288, 3);
    expect(gex.putGex[1]).toBeCloseTo(-768.1619, 3);
    expect(gex.putGex[2]).toBeCloseTo(-19.1846, 3);
    expect(gex.callTotal).toBeCloseTo(1_736.6088, 3);
    expect(gex.putTotal).toBeCloseTo(-1_599.3753, 3);
    expect(gex.total).toBeCloseTo(137.2335, 3);
  });

  it('puts the call wall at the largest call GEX and the put wall at the most negative put GEX', () => {
    expect(gex.callWall).toBe(20_000);
    expect(gex.putWall).toBe(19_500);
  });

  it('finds the zero-gamma level where total GEX re-evaluated over spot changes sign', () => {
    // Below ≈ 19,970 the heavy 19,500 puts dominate; bisection of the same sum elsewhere: 19,969.623.
    expect(gex.zeroGamma ?? 0).toBeCloseTo(19_969.623, 2);
    const z = gex.zeroGamma ?? 0;
    expect(totalGammaExposure(book, z - 1, 50, flat)).toBeLessThan(0);
    expect(totalGammaExposure(book, z + 1, 50, flat)).toBeGreaterThan(0);
    expect(totalGammaExposure(book, 20_000, 50, flat)).toBeCloseTo(gex.total, 9);
  });

  it('skips strikes without a volatility and reports no flip when GEX keeps one sign', () => {
    const callsOnly = { ...book, put: { openInterest: [0, 0, 0] }, modelVol: [0.15, Number.NaN, 0.15] };
    const g = gammaExposure(callsOnly, 20_000, 50, flat);
    expect(g.callGex[1]).toBe(0);
    expect(g.total).toBeCloseTo(9.0225 + 767.3839, 3);
    expect(g.putWall).toBeNull();
    expect(g.zeroGamma).toBeNull();
  });
});

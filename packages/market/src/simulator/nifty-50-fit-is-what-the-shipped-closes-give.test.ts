import { describe, expect, it } from 'vitest';
import { nifty50DailyCloses } from '../reference-data/nifty-50-daily-closes';
import { NIFTY_50_FIT } from './anchored-market-factor';
import { fitGarchT, garchVariancePath } from './garch-fit';
import { createRng } from './prng';

function logReturns(closes: readonly number[]): number[] {
  return closes.slice(1).map((c, i) => Math.log(c / (closes[i] ?? c)));
}

describe('the market model fitted to the real NIFTY 50', () => {
  it('NIFTY_50_FIT is the GARCH(1,1)-t fit of the last ten years of the shipped closes', () => {
    const closes = nifty50DailyCloses().filter((c) => c.date > '2012-08-26');
    const fit = fitGarchT(logReturns(closes.map((c) => c.close)));
    expect(fit.observations).toBe(2_475);
    expect(fit.alpha).toBeCloseTo(NIFTY_50_FIT.alpha, 4);
    expect(fit.beta).toBeCloseTo(NIFTY_50_FIT.beta, 4);
    expect(fit.nu).toBe(NIFTY_50_FIT.nu);
    expect(fit.annualVolatility).toBeCloseTo(NIFTY_50_FIT.annualVolatility, 3);
    expect(fit.annualDrift).toBeCloseTo(NIFTY_50_FIT.annualDrift, 3);
  });

  it('recovers the parameters of a series simulated with known ones', () => {
    const rng = createRng('fit-check', 'series');
    const alpha = 0.08;
    const beta = 0.9;
    const variance = 0.0001;
    const omega = variance * (1 - alpha - beta);
    const r: number[] = [];
    let h = variance;
    for (let t = 0; t < 4_000; t++) {
      const e = Math.sqrt(h) * rng.studentT(6);
      r.push(e + 0.0004);
      h = omega + alpha * e * e + beta * h;
    }
    const fit = fitGarchT(r);
    expect(fit.alpha).toBeGreaterThan(0.05);
    expect(fit.alpha).toBeLessThan(0.11);
    expect(fit.beta).toBeGreaterThan(0.86);
    expect(fit.beta).toBeLessThan(0.94);
    expect(fit.nu).toBeGreaterThanOrEqual(4);
    expect(fit.nu).toBeLessThanOrEqual(9);
    expect(fit.annualDrift).toBeCloseTo(0.0004 * 252, 1);
  });

  it('gives the variance path its recursion defines', () => {
    const h = garchVariancePath([0.02, -0.01, 0], 0.0001, 0.1, 0.8);
    expect(h[0]).toBeCloseTo(0.0001, 12);
    expect(h[1]).toBeCloseTo(0.00001 + 0.1 * 0.0004 + 0.8 * 0.0001, 12);
    expect(h[2]).toBeCloseTo(0.00001 + 0.1 * 0.0001 + 0.8 * (h[1] ?? 0), 12);
  });
});

import { describe, expect, it } from 'vitest';
import { createRng } from './prng';
import { excessKurtosis, mean, standardDeviation } from './test-support';

describe('prng', () => {
  it('replays the same stream for the same seed and key, and differs across keys and seeds', () => {
    const draw = (seed: string, key: string) =>
      Array.from({ length: 8 }, () => createRng(seed, key).nextUint32());
    const a = createRng('s', 'stock:A');
    const b = createRng('s', 'stock:A');
    const first = Array.from({ length: 100 }, () => a.uniform());
    expect(Array.from({ length: 100 }, () => b.uniform())).toEqual(first);
    expect(draw('s', 'stock:A')[0]).not.toBe(draw('s', 'stock:B')[0]);
    expect(draw('s', 'stock:A')[0]).not.toBe(draw('t', 'stock:A')[0]);
  });

  it('draws uniforms in (0, 1), unit normals and unit-variance fat-tailed Student-t', () => {
    const rng = createRng('dist', 'x');
    const n = 200_000;
    const u = new Float64Array(n);
    const z = new Float64Array(n);
    const t = new Float64Array(n);
    const t7 = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      u[i] = rng.uniform();
      z[i] = rng.normal();
      t[i] = rng.studentT(5);
      t7[i] = rng.studentT(7.5);
    }
    expect(u.every((x) => x > 0 && x < 1)).toBe(true);
    expect(mean(u)).toBeCloseTo(0.5, 2);
    expect(mean(z)).toBeCloseTo(0, 1);
    expect(standardDeviation(z)).toBeCloseTo(1, 1);
    expect(Math.abs(excessKurtosis(z))).toBeLessThan(0.1);
    expect(standardDeviation(t)).toBeGreaterThan(0.95);
    expect(standardDeviation(t)).toBeLessThan(1.05);
    expect(excessKurtosis(t)).toBeGreaterThan(2);
    // Non-integer ν takes the gamma path: variance still 1, kurtosis 6/(ν−4) ≈ 1.7.
    expect(standardDeviation(t7)).toBeCloseTo(1, 1);
    expect(excessKurtosis(t7)).toBeGreaterThan(0.8);
  });
});

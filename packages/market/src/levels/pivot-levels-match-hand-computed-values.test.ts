import { describe, expect, it } from 'vitest';
import { allPivotLevels, camarillaPivots, classicPivots, fibonacciPivots, pivotPoint } from './pivot-levels';

// H 2,500, L 2,400, C 2,480 (a RELIANCE-like day in rupees): P = 7,380 / 3 = 2,460, range 100.
const day = { high: 2500, low: 2400, close: 2480 };

describe('pivot levels from the previous session, checked by hand', () => {
  it('classic: R1 = 2P − L, S1 = 2P − H, R2/S2 = P ± range, R3 = H + 2(P − L), S3 = L − 2(H − P)', () => {
    expect(classicPivots(day)).toEqual({
      pivot: 2460,
      r1: 2520,
      r2: 2560,
      r3: 2620,
      s1: 2420,
      s2: 2360,
      s3: 2320,
    });
  });

  it('Fibonacci: P ± 0.382, 0.618 and 1 × range', () => {
    const fib = fibonacciPivots(day);
    expect(fib.pivot).toBe(2460);
    expect(fib.r1).toBeCloseTo(2498.2, 10);
    expect(fib.r2).toBeCloseTo(2521.8, 10);
    expect(fib.r3).toBe(2560);
    expect(fib.s1).toBeCloseTo(2421.8, 10);
    expect(fib.s2).toBeCloseTo(2398.2, 10);
    expect(fib.s3).toBe(2360);
  });

  it('Camarilla: C ± range × 1.1 / 12, 6, 4, 2', () => {
    const cam = camarillaPivots(day);
    // 110 / 12 = 9.1666…, 110 / 6 = 18.333…, 110 / 4 = 27.5, 110 / 2 = 55.
    expect(cam.h1).toBeCloseTo(2489.166667, 5);
    expect(cam.h2).toBeCloseTo(2498.333333, 5);
    expect(cam.h3).toBe(2507.5);
    expect(cam.h4).toBe(2535);
    expect(cam.l1).toBeCloseTo(2470.833333, 5);
    expect(cam.l2).toBeCloseTo(2461.666667, 5);
    expect(cam.l3).toBe(2452.5);
    expect(cam.l4).toBe(2425);
    expect(cam.pivot).toBe(2460);
  });

  it('a symmetric day (close mid-range) puts every flavour symmetric around the pivot', () => {
    const levels = allPivotLevels({ high: 110, low: 100, close: 105 });
    expect(levels.classic).toEqual({ pivot: 105, r1: 110, r2: 115, r3: 120, s1: 100, s2: 95, s3: 90 });
    expect(levels.fibonacci.r3 - 105).toBeCloseTo(105 - levels.fibonacci.s3, 12);
    expect(levels.camarilla.h4).toBe(110.5);
    expect(levels.camarilla.l4).toBe(99.5);
  });

  it('a day with no range puts every level on the close', () => {
    const flat = allPivotLevels({ high: 50, low: 50, close: 50 });
    expect(Object.values(flat.classic).every((v) => v === 50)).toBe(true);
    expect(Object.values(flat.fibonacci).every((v) => v === 50)).toBe(true);
    expect(Object.values(flat.camarilla).every((v) => v === 50)).toBe(true);
  });

  it('levels keep their order: S3 < S2 < S1 < P < R1 < R2 < R3 and L4 < … < H4', () => {
    const c = classicPivots(day);
    expect([c.s3, c.s2, c.s1, c.pivot, c.r1, c.r2, c.r3]).toEqual(
      [c.s3, c.s2, c.s1, c.pivot, c.r1, c.r2, c.r3].sort((a, b) => a - b),
    );
    const m = camarillaPivots(day);
    expect([m.l4, m.l3, m.l2, m.l1, m.h1, m.h2, m.h3, m.h4]).toEqual(
      [m.l4, m.l3, m.l2, m.l1, m.h1, m.h2, m.h3, m.h4].sort((a, b) => a - b),
    );
  });

  it('refuses an impossible session', () => {
    expect(() => pivotPoint({ high: 90, low: 100, close: 95 })).toThrow(RangeError);
    expect(() => pivotPoint({ high: 110, low: 100, close: 120 })).toThrow(RangeError);
    expect(() => pivotPoint({ high: Number.NaN, low: 100, close: 100 })).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { oiBuildUp, sideBuildUp } from './oi-build-up';

describe('OI build-up', () => {
  it('reads the four quadrants of price change × OI change', () => {
    expect(oiBuildUp(12.5, 3_000)).toBe('long-build-up');
    expect(oiBuildUp(-12.5, 3_000)).toBe('short-build-up');
    expect(oiBuildUp(-12.5, -3_000)).toBe('long-unwinding');
    expect(oiBuildUp(12.5, -3_000)).toBe('short-covering');
  });

  it('is neutral when either change is zero or unknown', () => {
    expect(oiBuildUp(0, 3_000)).toBe('neutral');
    expect(oiBuildUp(12.5, 0)).toBe('neutral');
    expect(oiBuildUp(Number.NaN, 3_000)).toBe('neutral');
    expect(oiBuildUp(-1, Number.NaN)).toBe('neutral');
  });

  it('classifies every strike of a chain side from price vs previous close and OI vs previous OI', () => {
    const side = {
      price: Int32Array.from([15_000, 9_000, 4_000, 1_500, 700]),
      previousClose: Int32Array.from([12_000, 10_000, 4_000, 1_000, 900]),
      openInterest: Float64Array.from([50_000, 80_000, 120_000, 90_000, 20_000]),
      previousOpenInterest: Float64Array.from([40_000, 60_000, 100_000, 95_000, 25_000]),
    };
    expect(sideBuildUp(side)).toEqual([
      'long-build-up', // +30 ₹, +10,000
      'short-build-up', // −10 ₹, +20,000
      'neutral', // price unchanged
      'short-covering', // +5 ₹, −5,000
      'long-unwinding', // −2 ₹, −5,000
    ]);
  });
});

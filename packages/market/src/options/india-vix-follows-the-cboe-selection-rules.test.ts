import { describe, expect, it } from 'vitest';
import { indiaVix, interpolateVix, vixTermVariance } from './india-vix';

// A hand-made chain (units: points) built to exercise each rule of the VIX white papers.
const strikes = [70, 75, 80, 85, 90, 95, 100, 105, 110, 115, 120, 125, 130];
const calls = {
  bid: [30, 25, 20, 15.5, 10.5, 6.5, 2.8, 0.9, 0, 0.1, 0, 0, 0.05],
  ask: [31, 26, 21, 16.5, 11.5, 7.3, 3.2, 1.1, 0.1, 0.3, 0.05, 0.05, 0.1],
};
const puts = {
  bid: [0.05, 0, 0, 0.1, 0, 0.8, 2.3, 5.6, 10.2, 15, 19.8, 24.8, 29.8],
  ask: [0.15, 0.05, 0.05, 0.2, 0.1, 1, 2.7, 6, 10.8, 15.6, 20.4, 25.4, 30.4],
};
const years = 0.1;
const rate = 0.05;

describe('one expiry by the VIX formula', () => {
  it('takes F from parity at the smallest |C − P|, K0 below F, and skips/cuts zero bids', () => {
    const result = vixTermVariance({ strikes, calls, puts, years, rate });
    // |C − P| is smallest at 100 (3.0 − 2.5), so F = 100 + e^{RT}·0.5 and K0 = 100.
    const forward = 100 + Math.exp(rate * years) * 0.5;
    expect(result.forward).toBeCloseTo(forward, 12);
    expect(result.k0).toBe(100);
    // Puts: 95 used, 90 (no bid) skipped, 85 used, then 80 and 75 have no bid: stop (70 ignored).
    // Calls: 105 used, 110 skipped, 115 used, then 120 and 125 have no bid: stop (130 ignored).
    expect(result.strikesUsed).toBe(5);
    expect(result.lowestStrike).toBe(85);
    expect(result.highestStrike).toBe(115);
    // ΔK over the strikes used (one-sided at the ends); Q(K0) = mean of call and put mids.
    const sum =
      (10 / 85 ** 2) * 0.15 +
      (7.5 / 95 ** 2) * 0.9 +
      (5 / 100 ** 2) * 2.75 +
      (7.5 / 105 ** 2) * 1.0 +
      (10 / 115 ** 2) * 0.2;
    const expected = (2 / years) * Math.exp(rate * years) * sum - (1 / years) * (forward / 100 - 1) ** 2;
    expect(result.variance).toBeCloseTo(expected, 14);
  });

  it('gives the same answer from mids alone when a zero mid stands for no bid', () => {
    const mid = (side: { bid: number[]; ask: number[] }): number[] =>
      side.bid.map((b, i) => (b > 0 ? (b + (side.ask[i] ?? 0)) / 2 : 0));
    const fromQuotes = vixTermVariance({ strikes, calls, puts, years, rate });
    const fromMids = vixTermVariance({
      strikes,
      calls: { mid: mid(calls) },
      puts: { mid: mid(puts) },
      years,
      rate,
    });
    expect(fromMids.variance).toBeCloseTo(fromQuotes.variance, 14);
    expect(fromMids.strikesUsed).toBe(5);
  });

  it('uses a given forward (NSE takes the NIFTY future) for K0 and the correction term', () => {
    const result = vixTermVariance({ strikes, calls, puts, years, rate, forward: 104.9 });
    expect(result.k0).toBe(100);
    expect(result.forward).toBe(104.9);
    const below = vixTermVariance({ strikes, calls, puts, years, rate, forward: 99.9 });
    expect(below.k0).toBe(95);
  });

  it('refuses a chain with no two-sided strike or an expired term', () => {
    const none = { bid: strikes.map(() => 0), ask: strikes.map(() => 0.05) };
    expect(() => vixTermVariance({ strikes, calls: none, puts, years, rate })).toThrow(/forward/);
    expect(() => vixTermVariance({ strikes, calls, puts, years: 0, rate })).toThrow(RangeError);
  });
});

describe('interpolation to 30 days', () => {
  it('weights total variances by time: T1 20 d at 20 %, T2 48 d at 15 % gives √0.03', () => {
    const vix = interpolateVix({ years: 20 / 365, variance: 0.04 }, { years: 48 / 365, variance: 0.0225 });
    // (20·0.04·18/28 + 48·0.0225·10/28) / 30 = 0.03.
    expect(vix).toBeCloseTo(100 * Math.sqrt(0.03), 10);
  });

  it('returns 100·σ when both expiries carry the same variance, also when extrapolating', () => {
    expect(
      interpolateVix({ years: 10 / 365, variance: 0.0225 }, { years: 40 / 365, variance: 0.0225 }),
    ).toBeCloseTo(15, 10);
    expect(
      interpolateVix({ years: 33 / 365, variance: 0.0225 }, { years: 61 / 365, variance: 0.0225 }),
    ).toBeCloseTo(15, 10);
  });

  it('combines two chains end to end', () => {
    const near = { strikes, calls, puts, years, rate };
    const next = { ...near, years: 0.2 };
    const result = indiaVix(near, next);
    expect(result.vix).toBeCloseTo(interpolateVix(result.near, result.next), 12);
    expect(result.near.years).toBe(0.1);
  });
});

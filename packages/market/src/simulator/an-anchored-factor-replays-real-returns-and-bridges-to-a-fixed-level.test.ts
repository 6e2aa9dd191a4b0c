import { describe, expect, it } from 'vitest';
import { isoDate } from '../units';
import { anchoredMarketFactor, calibrateMarketFactor, NIFTY_50_FIT } from './anchored-market-factor';
import { createRng } from './prng';

const dates = [
  '2020-01-01',
  '2020-01-02',
  '2020-01-03',
  '2020-01-06',
  '2020-01-07',
  '2020-01-08',
  '2020-01-09',
].map(isoDate);

describe('the anchored market factor', () => {
  const closes = [
    { date: isoDate('2019-12-31'), close: 100 },
    { date: isoDate('2020-01-01'), close: 101 },
    // 2 January is missing from the real closes (a holiday): the factor is flat that day.
    { date: isoDate('2020-01-03'), close: 99 },
    { date: isoDate('2020-01-04'), close: 98 }, // a Saturday session folds into the next bar
    { date: isoDate('2020-01-06'), close: 97 },
  ];

  it('is the real log return on every bar the closes cover, from the close before the window', () => {
    const path = anchoredMarketFactor({ dates, closes, rng: createRng('s', 'market'), model: NIFTY_50_FIT });
    expect(path.lastRealBar).toBe(3);
    expect(path.value[0]).toBeCloseTo(Math.log(101 / 100), 12);
    expect(path.value[1]).toBe(0);
    expect(path.value[2]).toBeCloseTo(Math.log(99 / 101), 12);
    expect(path.value[3]).toBeCloseTo(Math.log(97 / 99), 12);
    expect(path.variance.every((h) => h > 0)).toBe(true);
  });

  it('bridges from the last real close to the fixed level exactly', () => {
    const path = anchoredMarketFactor({
      dates,
      closes,
      rng: createRng('s', 'market'),
      model: NIFTY_50_FIT,
      bridge: { bar: 5, level: 110 },
    });
    const growth = (path.value[4] ?? 0) + (path.value[5] ?? 0);
    expect(97 * Math.exp(growth)).toBeCloseTo(110, 9);
  });

  it('calibration makes an index with its own loading and noise reproduce the target returns', () => {
    const n = 200;
    const rng = createRng('c', 'noise');
    const noise = Float64Array.from({ length: n }, () => 0.004 * rng.normal());
    const target = Float64Array.from({ length: n }, () => 0.01 * rng.normal());
    const factor = Float64Array.from(target);
    // A loading of 0.85, a little convexity and own noise: what the index adds to the factor.
    const indexReturns = (f: Float64Array): Float64Array =>
      f.map((x, t) => 0.85 * x + 0.5 * x * x + (noise[t] ?? 0));
    const worstGap = (built: Float64Array): number => {
      let worst = 0;
      for (let t = 1; t < n; t++) worst = Math.max(worst, Math.abs((built[t] ?? 0) - (target[t] ?? 0)));
      return worst;
    };
    const before = worstGap(indexReturns(factor));
    calibrateMarketFactor(factor, target, n - 1, indexReturns);
    const after = worstGap(indexReturns(factor));
    expect(before).toBeGreaterThan(0.005);
    expect(after).toBeLessThan(before / 100);
  });
});

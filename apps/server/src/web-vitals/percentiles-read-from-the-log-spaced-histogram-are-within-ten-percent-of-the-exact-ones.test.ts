import { WEB_VITAL_NAMES, type WebVitalName } from '@nivesh/contracts';
import { createRng } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import {
  addBuckets,
  bucketBounds,
  bucketCount,
  bucketOf,
  emptyBuckets,
  GROWTH,
  layoutOf,
  percentileOf,
} from './histogram';

function histogramOf(metric: WebVitalName, values: readonly number[]): number[] {
  const buckets = emptyBuckets(metric);
  for (const value of values) {
    const bucket = bucketOf(metric, value);
    buckets[bucket] = (buckets[bucket] ?? 0) + 1;
  }
  return buckets;
}

/** The exact q-quantile by nearest rank: the value of rank ⌈q·n⌉. */
function exactPercentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(q * sorted.length)) - 1] ?? Number.NaN;
}

describe('the log-spaced histogram of a metric', () => {
  it('has a fixed number of buckets: bucket 0 below the lowest bound, the steps, one overflow bucket', () => {
    expect(bucketCount('LCP')).toBe(118);
    expect(bucketCount('CLS')).toBe(106);
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 0.99)).toBe(0);
    expect(bucketOf('LCP', 1)).toBe(1);
    expect(bucketOf('LCP', 1e9)).toBe(117);
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(bucketOf('CLS', 1000)).toBe(105);
    // The overflow bucket starts past a minute (ms) and past a layout-shift score of 10.
    expect(bucketBounds('LCP', 117)[0]).toBeGreaterThan(60_000);
    expect(bucketBounds('CLS', 105)[0]).toBeGreaterThan(10);
  });

  it('puts every value in the bucket whose bounds hold it', () => {
    for (const metric of WEB_VITAL_NAMES) {
      const { lowest } = layoutOf(metric);
      for (const value of [
        lowest / 2,
        lowest,
        lowest * 1.05,
        lowest * 37.3,
        lowest * 1234.5,
        lowest * 60_000,
      ]) {
        const [lower, upper] = bucketBounds(metric, bucketOf(metric, value));
        expect(value, `${metric} ${value}`).toBeGreaterThanOrEqual(lower * (1 - 1e-9));
        if (upper > lower) expect(value, `${metric} ${value}`).toBeLessThan(upper * (1 + 1e-9));
      }
    }
  });

  it('reads p50, p75 and p95 within 10 % of the exact percentiles, for spread and for bunched values', () => {
    const rng = createRng('web-vitals-histogram', 'percentiles');
    const u = (): number => rng.uniform();
    // LCP-like: log-normal around 2 s; INP-like: mostly fast with a slow tail; CLS: many zeros.
    const lcp = Array.from({ length: 5000 }, () => 2000 * Math.exp((u() - 0.5) * 2));
    const inp = Array.from({ length: 5000 }, () => (u() < 0.9 ? 40 + u() * 160 : 300 + u() * 2000));
    const cls = Array.from({ length: 5000 }, () => (u() < 0.5 ? 0 : u() * 0.4));
    const cases: [WebVitalName, number[]][] = [
      ['LCP', lcp],
      ['INP', inp],
      ['CLS', cls],
    ];
    for (const [metric, values] of cases) {
      const buckets = histogramOf(metric, values);
      for (const q of [0.5, 0.75, 0.95]) {
        const exact = exactPercentile(values, q);
        const read = percentileOf(metric, buckets, q);
        // Bucket 0 of CLS is [0, 0.0005): there an absolute error of one bucket is allowed.
        const allowed = Math.max(exact * (GROWTH - 1), layoutOf(metric).lowest);
        expect(Math.abs(read - exact), `${metric} p${q * 100}: ${read} vs ${exact}`).toBeLessThanOrEqual(
          allowed,
        );
      }
    }
  });

  it('answers one value for a single value, the overflow bucket’s bound past it, NaN when empty', () => {
    const one = histogramOf('INP', [180]);
    expect(percentileOf('INP', one, 0.5)).toBeCloseTo(180, -1);
    expect(Math.abs(percentileOf('INP', one, 0.95) - 180) / 180).toBeLessThan(GROWTH - 1);
    expect(percentileOf('LCP', histogramOf('LCP', [500_000]), 0.5)).toBe(bucketBounds('LCP', 117)[0]);
    expect(percentileOf('LCP', emptyBuckets('LCP'), 0.5)).toBeNaN();
  });

  it('adds histograms bucket by bucket: the sum of two is the histogram of both sets of values', () => {
    const a = [100, 2200, 3900, 4100];
    const b = [150, 2600, 9000];
    const sum = histogramOf('LCP', a);
    addBuckets(sum, histogramOf('LCP', b));
    expect(sum).toEqual(histogramOf('LCP', [...a, ...b]));
  });
});

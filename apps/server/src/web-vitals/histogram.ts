import { WEB_VITAL_THRESHOLDS, type WebVitalName } from '@nivesh/contracts';

/**
 * A fixed log-spaced histogram of a metric's values (docs/decisions/0012): bucket 0 holds
 * [0, lowest); bucket i (1 … steps) holds [lowest·g^(i-1), lowest·g^i); the last bucket holds
 * everything from lowest·g^steps up. With g = 1.1 a percentile read from it is within 10 % of the
 * exact one, whatever the number of values: memory and storage stay a fixed array per slice.
 *
 * The layout is part of the stored data: changing it needs a migration of `web_vitals_daily`.
 */
export const GROWTH = 1.1;

export interface HistogramLayout {
  /** The upper bound of bucket 0 (and the lower bound of bucket 1). */
  readonly lowest: number;
  /** Log-spaced buckets between `lowest` and the overflow bucket. */
  readonly steps: number;
}

/** Milliseconds: 1 ms … about 63 s (1.1^116), then one overflow bucket. */
const MS_LAYOUT: HistogramLayout = { lowest: 1, steps: 116 };
/** Layout-shift scores: 0.0005 … about 10.1 (0.0005·1.1^104), then one overflow bucket. */
const SCORE_LAYOUT: HistogramLayout = { lowest: 0.0005, steps: 104 };

export function layoutOf(metric: WebVitalName): HistogramLayout {
  return WEB_VITAL_THRESHOLDS[metric].unit === 'ms' ? MS_LAYOUT : SCORE_LAYOUT;
}

/** How many buckets a metric's histogram has: below `lowest`, the steps, the overflow. */
export function bucketCount(metric: WebVitalName): number {
  return layoutOf(metric).steps + 2;
}

export function emptyBuckets(metric: WebVitalName): number[] {
  return new Array<number>(bucketCount(metric)).fill(0);
}

/** The bucket a value falls in. */
export function bucketOf(metric: WebVitalName, value: number): number {
  const { lowest, steps } = layoutOf(metric);
  if (!(value >= lowest)) return 0;
  const index = Math.floor(Math.log(value / lowest) / Math.log(GROWTH)) + 1;
  return Math.min(Math.max(index, 1), steps + 1);
}

/** The lower and upper bound of a bucket (the overflow bucket's upper bound is its lower bound). */
export function bucketBounds(metric: WebVitalName, bucket: number): readonly [number, number] {
  const { lowest, steps } = layoutOf(metric);
  if (bucket <= 0) return [0, lowest];
  const lower = lowest * GROWTH ** (bucket - 1);
  return bucket > steps ? [lower, lower] : [lower, lowest * GROWTH ** bucket];
}

/** Adds `more` into `into`, bucket by bucket (both of one metric's layout). */
export function addBuckets(into: number[], more: readonly number[]): void {
  for (let i = 0; i < more.length; i += 1) into[i] = (into[i] ?? 0) + (more[i] ?? 0);
}

/**
 * The q-quantile (0 < q ≤ 1) of the values a histogram counted: the bucket holding the value of
 * rank ⌈q·n⌉, read at that rank's place inside it (geometrically in the log-spaced buckets,
 * linearly in bucket 0; the overflow bucket answers its lower bound). NaN for an empty histogram.
 */
export function percentileOf(metric: WebVitalName, buckets: readonly number[], q: number): number {
  const total = buckets.reduce((sum, n) => sum + n, 0);
  if (total === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil(q * total));
  let before = 0;
  for (let bucket = 0; bucket < buckets.length; bucket += 1) {
    const inBucket = buckets[bucket] ?? 0;
    if (before + inBucket >= rank) {
      const [lower, upper] = bucketBounds(metric, bucket);
      const fraction = (rank - before - 0.5) / inBucket;
      if (bucket === 0) return lower + (upper - lower) * fraction;
      return lower * (upper / lower) ** fraction;
    }
    before += inBucket;
  }
  return bucketBounds(metric, buckets.length - 1)[0];
}

/** A read-only numeric column: a `Float64Array`, a plain `number[]`, or any array-like of numbers. */
export type Series = ArrayLike<number>;

/**
 * Reads `a[i]` as a number; callers only pass indices they have bounds-checked, so the
 * `undefined` that `noUncheckedIndexedAccess` adds cannot occur (V8 inlines this).
 */
export function at(a: Series, i: number): number {
  return a[i] as number;
}

/**
 * Allocates an output column of `length` whose first `warmUp` entries (all of them by default)
 * are `NaN`, the warm-up marker; callers that write every later entry pass `warmUp` to skip
 * filling what they overwrite anyway.
 */
export function nanColumn(length: number, warmUp = length): Float64Array {
  const out = new Float64Array(length);
  out.fill(Number.NaN, 0, Math.min(warmUp, length));
  return out;
}

/** Throws a `RangeError` unless `period` is a positive integer. */
export function assertPeriod(name: string, period: number): void {
  if (!Number.isInteger(period) || period < 1) {
    throw new RangeError(`${name}: period must be a positive integer, got ${period}`);
  }
}

/**
 * Rolling sums are recomputed from scratch every this many steps so the rounding error of
 * "add the new value, subtract the old one" cannot accumulate over long series.
 */
export const RESYNC_INTERVAL = 256;

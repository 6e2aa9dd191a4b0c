import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/** The monorepo root, found from this file so tests work from any working directory. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The shared reference data folder (outside the repository; tests skip when it is absent). */
export const referenceDir = resolve(repoRoot, '../shared/data/reference');

/** True when the shared reference file exists. */
export function hasReference(relativePath: string): boolean {
  return existsSync(resolve(referenceDir, relativePath));
}

/** Largest |a − b| / max(1, |b|) over the pairs, where NaN on both sides counts as equal and on one side as Infinity. */
export function maxRelativeDiff(
  actual: ArrayLike<number>,
  expected: ArrayLike<number | null | undefined>,
): number {
  expect(actual.length).toBe(expected.length);
  let worst = 0;
  for (let i = 0; i < actual.length; i++) {
    const a = actual[i] ?? Number.NaN;
    const b = expected[i] ?? Number.NaN;
    if (Number.isNaN(a) && Number.isNaN(b)) continue;
    const d = Math.abs(a - b) / Math.max(1, Math.abs(b));
    worst = Number.isNaN(d) ? Number.POSITIVE_INFINITY : Math.max(worst, d);
  }
  return worst;
}

/** technicalindicators returns only defined values: pad its output with leading NaN to the input length. */
export function alignRight(values: ArrayLike<number | null | undefined>, length: number): Float64Array {
  const out = new Float64Array(length).fill(Number.NaN);
  const offset = length - values.length;
  for (let i = 0; i < values.length; i++) out[offset + i] = values[i] ?? Number.NaN;
  return out;
}

/** technicalindicators' RSI rounding: `parseFloat(x.toFixed(2))`, kept where it has a value. */
export function roundLikeTechnicalIndicators(values: Float64Array): Float64Array {
  return values.map((v) => (Number.isNaN(v) ? v : Number.parseFloat(v.toFixed(2))));
}

/**
 * Bars of an instrument that follows another one (an ETF over its index or commodity, GIFT Nifty over
 * NIFTY 50): close_t = reference close_t · e^(f_t) · scale, where f_t carries costs, premium and noise.
 */
import type { Rng } from '../simulator/prng';
import { type AnchorSpec, type PrintedBars, printAnchoredBars, scaleAnchoredBars } from './print-bars';
import type { LogPath } from './shocks';
import type { NseIndexPath } from './types';

/** A reference's closes, and its open/high/low when it has them. */
export interface ReferenceBars {
  readonly close: ArrayLike<number>;
  readonly open?: ArrayLike<number>;
  readonly high?: ArrayLike<number>;
  readonly low?: ArrayLike<number>;
}

/** Normalises an input NSE index (closes alone, or bars) to reference bars. */
export function referenceOf(path: NseIndexPath): ReferenceBars {
  return 'close' in path ? path : { close: path };
}

/** RiskMetrics decay for the variance of a path that only has closes. */
const EWMA_DECAY = 0.94;

/**
 * The log path of reference × e^f from closes alone; each day's variance is the exponentially weighted
 * average of the squared returns before it (seeded with the whole path's mean square).
 */
function logPathFromCloses(close: ArrayLike<number>, logFactor: Float64Array): LogPath {
  const n = logFactor.length;
  const level = new Float64Array(n + 1);
  for (let t = 0; t < n; t++) level[t + 1] = Math.log(close[t] ?? 1) + (logFactor[t] ?? 0);
  level[0] = level[1] ?? 0;
  let squares = 0;
  for (let t = 1; t < n; t++) squares += ((level[t + 1] ?? 0) - (level[t] ?? 0)) ** 2;
  const variance = new Float64Array(n);
  let v = n > 1 ? squares / (n - 1) : 1e-4;
  for (let t = 0; t < n; t++) {
    variance[t] = v;
    const r = (level[t + 1] ?? 0) - (level[t] ?? 0);
    v = EWMA_DECAY * v + (1 - EWMA_DECAY) * r * r;
  }
  return { level, variance };
}

/**
 * Prints a follower of `reference`: with the reference's open/high/low it reuses its range (scaled);
 * with closes only it draws its own opening gap and range around the followed closes.
 */
export function printFollower(
  reference: ReferenceBars,
  logFactor: Float64Array,
  anchor: AnchorSpec,
  gapShare: number,
  rng: Rng,
): PrintedBars {
  const { open, high, low, close } = reference;
  if (open && high && low) return scaleAnchoredBars({ open, high, low, close }, logFactor, anchor);
  return printAnchoredBars(logPathFromCloses(close, logFactor), anchor, gapShare, rng);
}

/**
 * A stationary AR(1) series in log (premiums, contract basis): x_t = φ·x_(t−1) + sd·√(1 − φ²)·z, started
 * from its stationary distribution.
 */
export function drawAr1(rng: Rng, n: number, persistence: number, sd: number): Float64Array {
  const out = new Float64Array(n);
  const step = sd * Math.sqrt(1 - persistence * persistence);
  let x = sd * rng.normal();
  for (let t = 0; t < n; t++) {
    x = persistence * x + step * rng.normal();
    out[t] = x;
  }
  return out;
}

/**
 * Turns a simulated log path into printed daily bars on an instrument's tick, anchored so the last
 * close is today's level, and draws volumes. Two printers:
 * - `printAnchoredBars`: the opening gap and the high/low are drawn here (Brownian bridge, as for the
 *   equities), for paths that only have closes;
 * - `scaleAnchoredBars`: an underlying's printed bars times a slowly moving factor (ETF over its index,
 *   GIFT Nifty over NIFTY 50), so the tracker's range is the underlying's range.
 */
import type { Rng } from '../simulator/prng';
import type { LogPath } from './shocks';

/** Printed OHLC columns in the stored unit (paise or hundredths of a point). */
export interface PrintedBars {
  readonly open: Int32Array;
  readonly high: Int32Array;
  readonly low: Int32Array;
  readonly close: Int32Array;
}

/** Where the printed history must end and on which price step. */
export interface AnchorSpec {
  /** Price step in stored units (a multiple of 5). */
  readonly tick: number;
  /** Last close in stored units (rounded to the tick). */
  readonly lastClose: number;
}

/** Keeps prices inside Int32 (₹2.1 crore or 21 million points would be far off any level here). */
const PRICE_CAP = 2_000_000_000;

function onTick(value: number, tick: number): number {
  const rounded = Math.round(value / tick) * tick;
  return rounded < tick ? tick : rounded > PRICE_CAP ? PRICE_CAP - (PRICE_CAP % tick) : rounded;
}

/** Zero-filled bars for n days. */
export function emptyBars(n: number): PrintedBars {
  return {
    open: new Int32Array(n),
    high: new Int32Array(n),
    low: new Int32Array(n),
    close: new Int32Array(n),
  };
}

/** Writes bar t from unrounded levels, keeping low ≤ open, close ≤ high, all on the tick. */
export function writeBar(
  bars: PrintedBars,
  t: number,
  tick: number,
  open: number,
  close: number,
  high: number,
  low: number,
): void {
  const o = onTick(open, tick);
  const c = onTick(close, tick);
  bars.open[t] = o;
  bars.close[t] = c;
  bars.high[t] = Math.max(onTick(high, tick), o, c);
  bars.low[t] = Math.min(onTick(low, tick), o, c);
}

/**
 * Prints a log path: the whole path is shifted so the last close is `anchor.lastClose`; a share
 * `gapShare` of each day's variance is realised overnight (the open), the rest along an intraday
 * Brownian bridge from open to close whose exact maximum and minimum give high and low.
 */
export function printAnchoredBars(
  path: LogPath,
  anchor: AnchorSpec,
  gapShare: number,
  rng: Rng,
): PrintedBars {
  const n = path.variance.length;
  const bars = emptyBars(n);
  if (n === 0) return bars;
  const shift = Math.log(onTick(anchor.lastClose, anchor.tick)) - (path.level[n] ?? 0);
  const gapNoise = Math.sqrt(gapShare * (1 - gapShare));
  for (let t = 0; t < n; t++) {
    const before = (path.level[t] ?? 0) + shift;
    const after = (path.level[t + 1] ?? 0) + shift;
    const variance = path.variance[t] ?? 0;
    const opening = before + gapShare * (after - before) + gapNoise * Math.sqrt(variance) * rng.normal();
    // P(max of a bridge from 0 to x with variance s² exceeds m) = exp(−2m(m − x)/s²): invert with U.
    const move = after - opening;
    const bridge = 2 * (1 - gapShare) * variance;
    const up = 0.5 * (move + Math.sqrt(move * move - bridge * Math.log(rng.uniform())));
    const down = 0.5 * (move - Math.sqrt(move * move - bridge * Math.log(rng.uniform())));
    const o = Math.exp(opening);
    writeBar(bars, t, anchor.tick, o, Math.exp(after), o * Math.exp(up), o * Math.exp(down));
  }
  return bars;
}

/** An underlying's bars in any unit (index points, paise): close always, open/high/low when known. */
export interface UnderlyingBars {
  readonly close: ArrayLike<number>;
  readonly open: ArrayLike<number>;
  readonly high: ArrayLike<number>;
  readonly low: ArrayLike<number>;
}

/**
 * Prints a tracker of `underlying`: close_t = U.close_t · e^(f_t) · scale, with the open on yesterday's
 * factor (the premium moves during the day) and high/low on the larger/smaller of the two factors.
 * `scale` is chosen so the last close is `anchor.lastClose`.
 */
export function scaleAnchoredBars(
  underlying: UnderlyingBars,
  logFactor: Float64Array,
  anchor: AnchorSpec,
): PrintedBars {
  const n = logFactor.length;
  const bars = emptyBars(n);
  if (n === 0) return bars;
  const lastLevel = (underlying.close[n - 1] ?? 1) * Math.exp(logFactor[n - 1] ?? 0);
  const scale = onTick(anchor.lastClose, anchor.tick) / lastLevel;
  for (let t = 0; t < n; t++) {
    const today = Math.exp(logFactor[t] ?? 0) * scale;
    const yesterday = t > 0 ? Math.exp(logFactor[t - 1] ?? 0) * scale : today;
    const close = underlying.close[t] ?? 0;
    writeBar(
      bars,
      t,
      anchor.tick,
      (underlying.open[t] ?? close) * yesterday,
      close * today,
      (underlying.high[t] ?? close) * Math.max(today, yesterday),
      (underlying.low[t] ?? close) * Math.min(today, yesterday),
    );
  }
  return bars;
}

/** How busy an instrument is: log-normal around a mean with a slow level and a |move| term. */
export interface ActivityModel {
  /** Long-run mean: lots a day, or rupees of turnover a day when `inRupees`. */
  readonly mean: number;
  /** Draw turnover in rupees and divide by the close: units traded rise when the price is low. */
  readonly inRupees: boolean;
  /** Log-activity sensitivity to |return| in units of the typical daily move. */
  readonly moveLoading: number;
  /** Day-to-day log noise and the slow AR(1) level's persistence and stationary deviation. */
  readonly noise: number;
  readonly levelPersistence: number;
  readonly levelSd: number;
}

/** Volume-volatility link and noise, in the range the equities use. */
export const DEFAULT_ACTIVITY: Omit<ActivityModel, 'mean' | 'inRupees'> = {
  moveLoading: 0.35,
  noise: 0.3,
  levelPersistence: 0.98,
  levelSd: 0.25,
};

/** E|z| of a standard normal: centres the |move| term so it does not shift the mean. */
const MEAN_ABS_NORMAL = Math.sqrt(2 / Math.PI);

/**
 * Whole daily volumes (≥ 1) with mean near `model.mean`: busier on big-move days (the
 * volume-volatility correlation) and wandering slowly in level. `close` (paise) supplies the moves.
 */
export function drawVolumes(rng: Rng, close: Int32Array, model: ActivityModel): Float64Array {
  const n = close.length;
  // |simple return| stands in for |log return| (equal to first order, and no log per bar).
  const moves = new Float64Array(n);
  let squares = 0;
  for (let t = 1; t < n; t++) {
    const previous = close[t - 1] ?? 1;
    const r = ((close[t] ?? previous) - previous) / previous;
    moves[t] = Math.abs(r);
    squares += r * r;
  }
  const typical = n > 1 ? Math.sqrt(squares / (n - 1)) || 1 : 1;
  const centre =
    Math.log(model.mean) -
    model.moveLoading * MEAN_ABS_NORMAL -
    0.5 * model.noise * model.noise -
    0.5 * model.levelSd * model.levelSd;
  const levelStep = model.levelSd * Math.sqrt(1 - model.levelPersistence * model.levelPersistence);
  let level = model.levelSd * rng.normal();
  const out = new Float64Array(n);
  for (let t = 0; t < n; t++) {
    level = model.levelPersistence * level + levelStep * rng.normal();
    const move = t > 0 ? (moves[t] ?? 0) / typical : MEAN_ABS_NORMAL;
    const activity = Math.exp(centre + level + model.moveLoading * move + model.noise * rng.normal());
    out[t] = Math.max(1, Math.round(model.inRupees ? (activity * 100) / (close[t] ?? 100) : activity));
  }
  return out;
}

/**
 * Deterministic 1-second intraday path of one symbol's trading day, conditioned on its daily bar
 * (ARCHITECTURE §2.3: the live session replays a day the daily history already fixed).
 *
 * Price model (in paise, continuous session 09:15–15:30 IST = 22,500 seconds, index 0…22,499):
 * - The seconds of the day's high and low are drawn from the arcsine law (sin²(πU/2)): extremes
 *   cluster near the open and the close, as on NSE. They are never on a minute boundary, so every
 *   anchor sits either on a boundary or strictly inside one minute.
 * - Coarse level (once per day, 378 points): a Brownian bridge through the anchors open@0, high@tH,
 *   low@tL, close@22,499, sampled at every minute boundary. σ per second comes from the range via
 *   Parkinson: σ_day ≈ (high − low) / √(4 ln 2).
 * - Fine level (per minute, its own random stream): a Brownian bridge at 1-second steps between that
 *   minute's coarse points (and the extreme inside it, if any). Because each minute depends only on
 *   the day-level draws and its own stream, `intradayPathForMinute` returns the same values as the
 *   whole-day generation, which is simply the loop over minutes.
 * - Every value is folded (reflected) into [low, high] instead of clamped: reflection is pointwise, so
 *   it stays lazy-friendly, and unlike clamping it leaves no flat stretches pinned at an extreme. The
 *   anchors are exact, so the path starts at the open, ends at the close and touches the high and low
 *   exactly; rounding to the ₹0.05 tick cannot leave [low, high] because both are on the tick.
 *
 * Volume model: U-shaped rate w(t) = 1 + a_o·e^(−t/τ_o) + a_c·e^(−(T−t)/τ_c), with log-normal noise per
 * minute and Exp(1) noise per second (trades arrive in bursts). The day volume is split exactly over
 * minutes by largest remainder, then each minute's over its seconds by cumulative rounding, so all are
 * whole and sum exactly to the day volume. When the day volume is at least 22,500 every second gets
 * at least one share, so every second prints a real trade.
 */

import { istDateTimeToUtc } from '../calendar/ist';
import { NSE_SESSION } from '../calendar/sessions';
import type { IsoDate } from '../units';
import { createRng, type Rng } from './prng';

/** Seconds in the continuous session 09:15–15:30 IST. */
export const SESSION_SECONDS = 22_500;
/** Minutes in the continuous session. */
export const SESSION_MINUTES = 375;

const TICK = 5;
const LAST_SECOND = SESSION_SECONDS - 1;
/** √(4 ln 2): Parkinson's ratio of the expected range to σ for Brownian motion. */
const PARKINSON = Math.sqrt(4 * Math.LN2);

/** Shape of the intraday volume profile (defaults in `DEFAULT_INTRADAY_PARAMS`). */
export interface IntradayParams {
  /** Extra rate at the open, as a multiple of the midday rate, and its decay time in minutes. */
  readonly openBoost: number;
  readonly openDecayMinutes: number;
  /** Extra rate into the close (the closing price is the last 30 minutes' VWAP) and its decay time. */
  readonly closeBoost: number;
  readonly closeDecayMinutes: number;
  /** Standard deviation of the per-minute log-normal volume noise. */
  readonly minuteVolumeNoise: number;
}

/** NSE-like defaults: the first minutes trade about 4× the midday rate, the last ones about 3×. */
export const DEFAULT_INTRADAY_PARAMS: IntradayParams = {
  openBoost: 3,
  openDecayMinutes: 20,
  closeBoost: 2,
  closeDecayMinutes: 25,
  minuteVolumeNoise: 0.3,
};

/** One symbol's day: its printed daily bar (paise on the ₹0.05 tick, whole shares) and the seed. */
export interface IntradayDayInput {
  readonly seed: string;
  readonly symbol: string;
  readonly date: IsoDate;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
  readonly params?: Partial<IntradayParams>;
}

/** The day-level draws every minute is generated from (cheap: a few hundred numbers). */
export interface IntradayDayPlan {
  readonly seed: string;
  readonly symbol: string;
  readonly date: IsoDate;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
  /** Epoch milliseconds of 09:15:00 IST on `date` (second 0). */
  readonly sessionOpenMs: number;
  /** Second at which the path touches the high and the low. */
  readonly highSecond: number;
  readonly lowSecond: number;
  /** Price (fractional paise) at second 60·m for m < 375; index 375 holds the close at 22,499. */
  readonly boundaryPrice: Float64Array;
  /** Whole shares traded in each minute (sums to `volume`). */
  readonly minuteVolume: Float64Array;
  /** Shares every second gets before the profile shares out the rest (1, or 0 on very thin days). */
  readonly secondFloor: number;
  /** Brownian σ per √second, in paise. */
  readonly secondSd: number;
  readonly params: IntradayParams;
}

/** One minute of the path: 60 prices (paise, on the tick) and quantities (whole shares). */
export interface IntradayMinute {
  readonly minute: number;
  readonly price: Int32Array;
  readonly quantity: Float64Array;
}

/** A whole day's 1-second path: index s is second s after 09:15:00 IST. */
export interface IntradayPath {
  readonly plan: IntradayDayPlan;
  readonly sessionOpenMs: number;
  readonly price: Int32Array;
  readonly quantity: Float64Array;
}

/** Reusable buffers for minute generation (no allocation per minute in the whole-day loop). */
interface Scratch {
  readonly walk: Float64Array;
  readonly weights: Float64Array;
}

function createScratch(): Scratch {
  return { walk: new Float64Array(61), weights: new Float64Array(60) };
}

function at(values: ArrayLike<number>, i: number): number {
  return values[i] ?? 0;
}

/** Reflects x into [lo, hi] (a triangle wave with period 2·(hi − lo)). */
function fold(x: number, lo: number, hi: number): number {
  if (x >= lo && x <= hi) return x;
  const range = hi - lo;
  if (range <= 0) return lo;
  let y = (x - lo) % (2 * range);
  if (y < 0) y += 2 * range;
  return lo + (y > range ? 2 * range - y : y);
}

/** U-shaped volume rate at `minutes` after the open. */
function profile(minutes: number, p: IntradayParams): number {
  return (
    1 +
    p.openBoost * Math.exp(-minutes / p.openDecayMinutes) +
    p.closeBoost * Math.exp(-(SESSION_MINUTES - minutes) / p.closeDecayMinutes)
  );
}

const REMAINDER_SCALE = 2 ** 24;
const INDEX_SLOTS = 1024;

/**
 * Splits `total` whole units over `n` ≤ 1024 weights by largest remainder into out[offset…]. The sort
 * key packs the quantised remainder with the reversed index, so ties go to the earlier slot and one
 * native typed-array sort does the ranking.
 */
function allocate(
  total: number,
  weights: Float64Array,
  n: number,
  out: Float64Array,
  offset: number,
  keys: Float64Array,
): void {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += at(weights, i);
  let assigned = 0;
  for (let i = 0; i < n; i++) {
    const exact = sum > 0 ? (total * at(weights, i)) / sum : total / n;
    const whole = Math.floor(exact);
    out[offset + i] = whole;
    assigned += whole;
    keys[i] = Math.floor((exact - whole) * REMAINDER_SCALE) * INDEX_SLOTS + (INDEX_SLOTS - 1 - i);
  }
  const ranked = keys.subarray(0, n).sort();
  const left = Math.min(total - assigned, n);
  for (let j = 0; j < left; j++) {
    const i = INDEX_SLOTS - 1 - (at(ranked, n - 1 - j) % INDEX_SLOTS);
    out[offset + i] = at(out, offset + i) + 1;
  }
}

/**
 * Splits `total` whole units over `n` weights by rounding the cumulative share: out[i] =
 * ⌊total·W_i/W + ½⌋ − ⌊total·W_(i−1)/W + ½⌋. Like largest remainder it is exact and each part is within
 * one unit of its quota, but it needs no sort — the per-second split runs 375 times per symbol-day.
 */
function allocateCumulative(
  total: number,
  weights: Float64Array,
  n: number,
  out: Float64Array,
  offset: number,
): void {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += at(weights, i);
  let cumulative = 0;
  let previous = 0;
  for (let i = 0; i < n; i++) {
    cumulative += at(weights, i);
    // The last part takes whatever is left, so floating error can never break the exact sum.
    const upTo =
      i === n - 1
        ? total
        : sum > 0
          ? Math.floor((total * cumulative) / sum + 0.5)
          : Math.floor((total * (i + 1)) / n);
    const part = Math.max(upTo - previous, 0);
    out[offset + i] = part;
    previous += part;
  }
}

/** Draws an extreme's second: arcsine-distributed, off minute boundaries and distinct from `other`. */
function drawExtremeSecond(rng: Rng, other: number): number {
  for (;;) {
    const u = Math.sin((Math.PI / 2) * rng.uniform()) ** 2;
    const s = 1 + Math.min(Math.floor(u * (LAST_SECOND - 1)), LAST_SECOND - 2);
    if (s % 60 !== 0 && s !== other) return s;
  }
}

function requireTickPrice(name: string, paise: number): void {
  if (!Number.isInteger(paise) || paise <= 0 || paise % TICK !== 0) {
    throw new RangeError(`${name} must be whole paise > 0 on the ₹0.05 tick, got ${paise}`);
  }
}

/** Draws the day-level anchors and minute volumes of one symbol's session (pure, from the seed). */
export function planIntradayDay(input: IntradayDayInput): IntradayDayPlan {
  const { seed, symbol, date, open, high, low, close, volume } = input;
  requireTickPrice('open', open);
  requireTickPrice('high', high);
  requireTickPrice('low', low);
  requireTickPrice('close', close);
  if (low > Math.min(open, close) || high < Math.max(open, close)) {
    throw new RangeError(`Inconsistent bar for ${symbol} on ${date}: low/high must enclose open and close`);
  }
  if (!Number.isSafeInteger(volume) || volume < 0) {
    throw new RangeError(`Day volume must be whole shares ≥ 0, got ${volume}`);
  }
  const params: IntradayParams = { ...DEFAULT_INTRADAY_PARAMS, ...input.params };
  const rng = createRng(seed, `intraday:${symbol}:${date}`);
  const secondSd = (high - low) / PARKINSON / Math.sqrt(LAST_SECOND);

  const highSecond = drawExtremeSecond(rng, -1);
  const lowSecond = drawExtremeSecond(rng, highSecond);

  // Coarse points: every minute boundary, the last second and the two extremes, in time order.
  const times = new Int32Array(SESSION_MINUTES + 3);
  for (let m = 0; m < SESSION_MINUTES; m++) times[m] = m * 60;
  times[SESSION_MINUTES] = LAST_SECOND;
  times[SESSION_MINUTES + 1] = highSecond;
  times[SESSION_MINUTES + 2] = lowSecond;
  times.sort();
  const values = new Float64Array(times.length);
  const anchorValue = (t: number): number | undefined =>
    t === 0 ? open : t === highSecond ? high : t === lowSecond ? low : t === LAST_SECOND ? close : undefined;

  let start = 0;
  values[0] = open;
  let walk = 0;
  const walkAt = new Float64Array(times.length);
  for (let i = 1; i < times.length; i++) {
    const dt = at(times, i) - at(times, i - 1);
    walk += secondSd * Math.sqrt(dt) * rng.normal();
    walkAt[i] = walk;
    const anchor = anchorValue(at(times, i));
    if (anchor === undefined) continue;
    // Bridge the segment [start, i]: subtract the walk's end value pro rata, add the straight line.
    const t0 = at(times, start);
    const span = at(times, i) - t0;
    const v0 = at(values, start);
    const w0 = at(walkAt, start);
    const w1 = walk - w0;
    for (let j = start + 1; j < i; j++) {
      const f = (at(times, j) - t0) / span;
      values[j] = fold(v0 + (anchor - v0) * f + (at(walkAt, j) - w0) - w1 * f, low, high);
    }
    values[i] = anchor;
    start = i;
  }

  const boundaryPrice = new Float64Array(SESSION_MINUTES + 1);
  for (let i = 0; i < times.length; i++) {
    const t = at(times, i);
    if (t === LAST_SECOND) boundaryPrice[SESSION_MINUTES] = at(values, i);
    else if (t % 60 === 0) boundaryPrice[t / 60] = at(values, i);
  }

  const secondFloor = volume >= SESSION_SECONDS ? 1 : 0;
  const weights = new Float64Array(SESSION_MINUTES);
  const noise = params.minuteVolumeNoise;
  for (let m = 0; m < SESSION_MINUTES; m++) {
    weights[m] = profile(m + 0.5, params) * Math.exp(noise * rng.normal() - 0.5 * noise * noise);
  }
  const minuteVolume = new Float64Array(SESSION_MINUTES);
  allocate(
    volume - secondFloor * SESSION_SECONDS,
    weights,
    SESSION_MINUTES,
    minuteVolume,
    0,
    new Float64Array(SESSION_MINUTES),
  );
  for (let m = 0; m < SESSION_MINUTES; m++) minuteVolume[m] = at(minuteVolume, m) + 60 * secondFloor;

  return {
    seed,
    symbol,
    date,
    open,
    high,
    low,
    close,
    volume,
    sessionOpenMs: istDateTimeToUtc(date, NSE_SESSION.open).getTime(),
    highSecond,
    lowSecond,
    boundaryPrice,
    minuteVolume,
    secondFloor,
    secondSd,
    params,
  };
}

/** Writes minute `m`'s 60 prices and quantities into price/quantity at `offset`. */
function writeMinute(
  plan: IntradayDayPlan,
  m: number,
  price: Int32Array,
  quantity: Float64Array,
  offset: number,
  scratch: Scratch,
): void {
  const { low, high, secondSd, highSecond, lowSecond } = plan;
  const rng = createRng(plan.seed, `intraday:${plan.symbol}:${plan.date}:${m}`);
  const first = m * 60;
  const end = Math.min(first + 60, LAST_SECOND);
  const startValue = at(plan.boundaryPrice, m);
  const endValue = at(plan.boundaryPrice, m + 1);

  // Fine anchors inside this minute: its ends and any extreme that falls in it, in time order.
  const innerA = Math.min(highSecond, lowSecond);
  const innerB = Math.max(highSecond, lowSecond);
  const extremeAt = (t: number): number => (t === highSecond ? high : low);
  const walk = scratch.walk;
  let segStart = first;
  let segValue = startValue;
  price[offset] = Math.round(startValue / TICK) * TICK;
  for (let a = 0; a < 3; a++) {
    const anchor = a === 0 ? innerA : a === 1 ? innerB : end;
    if (anchor <= segStart || anchor > end) continue;
    const anchorValue = anchor === end ? endValue : extremeAt(anchor);
    const span = anchor - segStart;
    let w = 0;
    for (let k = 1; k <= span; k++) {
      w += secondSd * rng.normal();
      walk[k] = w;
    }
    for (let k = 1; k < span; k++) {
      const f = k / span;
      const x = fold(segValue + (anchorValue - segValue) * f + at(walk, k) - w * f, low, high);
      price[offset + segStart - first + k] = Math.round(x / TICK) * TICK;
    }
    // The end anchor of a middle minute belongs to the next minute; the last minute prints the close.
    if (anchor - first < 60) price[offset + anchor - first] = Math.round(anchorValue / TICK) * TICK;
    segStart = anchor;
    segValue = anchorValue;
  }

  const weights = scratch.weights;
  // The U-profile is already in the minute's volume and barely moves within a minute, so the seconds
  // share it by Exp(1) weights alone (bursty arrivals) and skip 120 exp() calls a minute.
  for (let k = 0; k < 60; k++) weights[k] = -Math.log(rng.uniform());
  const floor = plan.secondFloor;
  allocateCumulative(at(plan.minuteVolume, m) - 60 * floor, weights, 60, quantity, offset);
  if (floor > 0) for (let k = 0; k < 60; k++) quantity[offset + k] = at(quantity, offset + k) + floor;
}

/** One minute of the path, generated on its own (identical to the same minute of the whole day). */
export function intradayPathForMinute(plan: IntradayDayPlan, minute: number): IntradayMinute {
  if (!Number.isInteger(minute) || minute < 0 || minute >= SESSION_MINUTES) {
    throw new RangeError(`Minute must be 0…${SESSION_MINUTES - 1}, got ${minute}`);
  }
  const price = new Int32Array(60);
  const quantity = new Float64Array(60);
  writeMinute(plan, minute, price, quantity, 0, createScratch());
  return { minute, price, quantity };
}

/** The whole day's 1-second path from a plan or a day input (pure and deterministic). */
export function generateIntradayPath(source: IntradayDayPlan | IntradayDayInput): IntradayPath {
  const plan = 'boundaryPrice' in source ? source : planIntradayDay(source);
  const price = new Int32Array(SESSION_SECONDS);
  const quantity = new Float64Array(SESSION_SECONDS);
  const scratch = createScratch();
  for (let m = 0; m < SESSION_MINUTES; m++) writeMinute(plan, m, price, quantity, m * 60, scratch);
  return { plan, sessionOpenMs: plan.sessionOpenMs, price, quantity };
}

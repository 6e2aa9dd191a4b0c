/**
 * Intraday coupling of instruments that share an underlying: an MCX mini contract and its big one,
 * an ETF and the index it tracks, GIFT Nifty and NIFTY 50. Each follower's day is still planned from
 * its own daily bar (`planIntradayDay`: the same volumes and 1-second texture), but its coarse path is
 * the reference's played path instead of an independent Brownian bridge:
 *
 *   log follower(s) = log open + β·(log ref(s) − log ref(0)) + drift·s/T
 *
 * where the drift (the day's change of basis, premium or tracking noise) makes it end at its close.
 * The follower must still print its own bar exactly, so the values are then mapped monotonically into
 * [low, high]: above max(open, close) (below min(open, close)) they are compressed only when the
 * reference would carry them past the follower's high (low). The high and the low are touched where
 * the mapped reference peaks and troughs: at the reference's own extreme second when that is the
 * peak, else inside the minute after the peaking minute boundary.
 * Pure and deterministic: no draws beyond `planIntradayDay`'s own, from the follower's streams.
 */
import type { IntradayDayInput, IntradayDayPlan } from '../simulator/intraday-path';
import { planIntradayDay, SESSION_MINUTES, SESSION_SECONDS } from '../simulator/intraday-path';
import type { OtherInstrumentSeries } from './types';

const LAST_SECOND = SESSION_SECONDS - 1;
/** Start of the session's last minute (the close is its last second). */
const LAST_MINUTE_START = LAST_SECOND - 59;

/** What a follower's intraday path follows: a played symbol or a live index, with its loading. */
export interface IntradayFollow {
  readonly reference: string;
  /** Loading of the follower's log move on the reference's (1 for a true tracker). */
  readonly beta: number;
}

/**
 * A reference's path at knot seconds, ascending: every minute boundary (0, 60, …, 22,440) and the last
 * second 22,499, plus any other second where its value is known exactly (a played bar's high and low).
 */
export interface ReferenceKnots {
  readonly seconds: Int32Array;
  /** Positive levels in any unit (only ratios are used). */
  readonly values: Float64Array;
}

const at = (values: ArrayLike<number>, i: number): number => values[i] ?? 0;

/** Knots of a level at each minute boundary (`levels[m]` at second 60·m; `levels[375]` at the close). */
export function knotsOfBoundaries(levels: Float64Array): ReferenceKnots {
  if (levels.length !== SESSION_MINUTES + 1) {
    throw new RangeError(`Expected ${SESSION_MINUTES + 1} boundary levels, got ${levels.length}`);
  }
  const seconds = new Int32Array(SESSION_MINUTES + 1);
  for (let m = 0; m < SESSION_MINUTES; m++) seconds[m] = m * 60;
  seconds[SESSION_MINUTES] = LAST_SECOND;
  return { seconds, values: Float64Array.from(levels) };
}

/** Knots of a planned day: its minute boundaries and the seconds of its high and low. */
export function knotsOfPlan(plan: IntradayDayPlan): ReferenceKnots {
  const points: [number, number][] = [];
  for (let m = 0; m < SESSION_MINUTES; m++) points.push([m * 60, at(plan.boundaryPrice, m)]);
  points.push([LAST_SECOND, plan.close]);
  points.push([plan.highSecond, plan.high]);
  points.push([plan.lowSecond, plan.low]);
  points.sort((a, b) => a[0] - b[0]);
  return {
    seconds: Int32Array.from(points, (p) => p[0]),
    values: Float64Array.from(points, (p) => p[1]),
  };
}

/** Minute-boundary index of a knot second, or −1 when it lies inside a minute. */
function boundaryIndex(second: number): number {
  if (second === LAST_SECOND) return SESSION_MINUTES;
  return second % 60 === 0 ? second / 60 : -1;
}

/**
 * The second of a follower's extreme: the reference knot's own second when it lies inside a minute
 * (and is free), else `offset` seconds into the minute that starts at (or holds) the knot.
 */
function extremeSecond(knot: number, offset: number, avoid: number): number {
  if (boundaryIndex(knot) < 0 && knot !== avoid) return knot;
  const start = Math.min(knot - (knot % 60), LAST_MINUTE_START);
  const second = start + offset;
  return second === avoid ? second + 1 : second;
}

/**
 * Plans a follower's day from its own bar (`input`) and the reference's path (`reference`): the same
 * volumes and second-level texture as `planIntradayDay(input)`, but minute boundaries that move with
 * the reference and extremes where the reference has them. Every anchor of the bar stays exact.
 */
export function planFollowerDay(
  input: IntradayDayInput,
  reference: ReferenceKnots,
  beta = 1,
): IntradayDayPlan {
  const own = planIntradayDay(input);
  const { seconds, values } = reference;
  const n = seconds.length;
  if (n < 2 || at(seconds, 0) !== 0 || at(seconds, n - 1) !== LAST_SECOND) {
    throw new RangeError('Reference knots must run from second 0 to the last second of the session');
  }
  for (let k = 0; k < n; k++) {
    if (!(at(values, k) > 0)) throw new RangeError(`Reference level at second ${at(seconds, k)} is not > 0`);
  }
  const logOpen = Math.log(own.open);
  const logClose = Math.log(own.close);
  const logHigh = Math.log(own.high);
  const logLow = Math.log(own.low);
  const start = Math.log(at(values, 0));
  const drift = logClose - logOpen - beta * (Math.log(at(values, n - 1)) - start);
  const z = new Float64Array(n);
  let kMax = 0;
  let kMin = 0;
  for (let k = 0; k < n; k++) {
    const value =
      k === 0
        ? logOpen
        : k === n - 1
          ? logClose
          : logOpen + beta * (Math.log(at(values, k)) - start) + (drift * at(seconds, k)) / LAST_SECOND;
    z[k] = value;
    if (value > at(z, kMax)) kMax = k;
    if (value < at(z, kMin)) kMin = k;
  }
  const top = Math.max(logOpen, logClose);
  const bottom = Math.min(logOpen, logClose);
  const zMax = at(z, kMax);
  const zMin = at(z, kMin);
  const upSlope = zMax > logHigh ? (logHigh - top) / (zMax - top) : 1;
  const downSlope = zMin < logLow ? (bottom - logLow) / (bottom - zMin) : 1;
  const mapped = (v: number): number =>
    v > top ? top + upSlope * (v - top) : v < bottom ? bottom - downSlope * (bottom - v) : v;

  const boundaryPrice = new Float64Array(SESSION_MINUTES + 1);
  for (let k = 0; k < n; k++) {
    const m = boundaryIndex(at(seconds, k));
    if (m < 0) continue;
    boundaryPrice[m] = Math.min(own.high, Math.max(own.low, Math.exp(mapped(at(z, k)))));
  }
  boundaryPrice[0] = own.open;
  boundaryPrice[SESSION_MINUTES] = own.close;
  const highSecond = extremeSecond(at(seconds, kMax), 20, -1);
  const lowSecond = extremeSecond(at(seconds, kMin), 40, highSecond);
  return { ...own, highSecond, lowSecond, boundaryPrice };
}

/**
 * What each simulated instrument follows intraday: every MCX contract the first contract of its
 * underlying (GOLDM, GOLDGUINEA, GOLDPETAL → GOLD), every ETF with a reference that reference (with
 * its beta), GIFT Nifty NIFTY 50. Instruments absent from the map play their own bar as before.
 */
export function intradayReferences(
  series: ReadonlyMap<string, OtherInstrumentSeries>,
): Map<string, IntradayFollow> {
  const follows = new Map<string, IntradayFollow>();
  const leads = new Map<string, string>();
  for (const [symbol, s] of series) {
    const meta = s.meta;
    if (meta.kind === 'commodity') {
      const lead = leads.get(meta.underlyingKey);
      if (lead === undefined) leads.set(meta.underlyingKey, symbol);
      else follows.set(symbol, { reference: lead, beta: 1 });
    } else if (meta.kind === 'etf') {
      const { reference, beta, kind } = meta.tracking;
      if (reference !== undefined && kind !== 'money-market' && kind !== 'standalone') {
        follows.set(symbol, { reference, beta });
      }
    } else if (meta.follows !== undefined) {
      follows.set(symbol, { reference: meta.follows, beta: 1 });
    }
  }
  return follows;
}

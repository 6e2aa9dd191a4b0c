import { bsmValuation } from '../black-scholes';
import { normCdf } from '../normal';
import { expiryInstant, yearsToExpiry } from '../option-expiries';
import {
  checkPosition,
  firstExpiry,
  legUnits,
  type PositionSlice,
  positionPnl,
  referenceVolatility,
  slicePosition,
} from './position-slice';
import type { PricedLeg } from './strategy-types';

/** What `strategyPayoff` needs: priced legs, the market now, and optionally the scenario and range. */
export interface PayoffInput {
  readonly legs: readonly PricedLeg[];
  /** Units per lot (a stock leg's quantity is lots × lotSize too). */
  readonly lotSize: number;
  /** Underlying price now, in points/rupees. */
  readonly spot: number;
  readonly asOf: Date;
  /** Continuously compounded risk-free rate, decimal per year. */
  readonly rate: number;
  /** Continuous dividend yield, decimal per year. */
  readonly dividendYield: number;
  /** The T+n instant of the `atDate` curve (default: asOf). */
  readonly evaluationAt?: Date;
  /** Added to every leg's IV in the model curves, in volatility points (+2 → +0.02). */
  readonly ivShiftPoints?: number;
  /** Price range of the curves (default: ±3σ of the first expiry, at least ±8 % of spot). */
  readonly from?: number;
  readonly to?: number;
  /** Grid points (default 201). */
  readonly points?: number;
  /**
   * σ of the lognormal model behind the probability of profit and the σ levels (decimal per year).
   * Default: the IV of the first expiry's option leg nearest the money; required when the position
   * has no option leg.
   */
  readonly referenceVolatility?: number;
}

/** Whole-position greeks in rupees: Σ per-unit greek × signed units. */
export interface PositionGreeks {
  /** ₹ per point of the underlying. */
  readonly delta: number;
  /** Change of delta per point. */
  readonly gamma: number;
  /** ₹ per calendar day. */
  readonly theta: number;
  /** ₹ per volatility point. */
  readonly vega: number;
}

/** Underlying prices at ±1σ and ±2σ of the first expiry's lognormal distribution. */
export interface SigmaLevels {
  readonly minus2: number;
  readonly minus1: number;
  readonly plus1: number;
  readonly plus2: number;
}

export interface PayoffResult {
  /** The price grid (uniform from `from` to `to`). */
  readonly prices: Float64Array;
  /** P&L in ₹ at the first expiry (expiring legs at intrinsic, later legs by BSM). */
  readonly atExpiry: Float64Array;
  /** P&L in ₹ at `evaluationAt` (BSM for every unexpired leg). */
  readonly atDate: Float64Array;
  /** Underlying prices where the expiry P&L crosses zero, ascending. */
  readonly breakevens: number[];
  /** Largest expiry P&L in ₹. */
  readonly maxProfit: number | 'unlimited';
  /** Largest expiry loss in ₹, as a positive number (negative if the position cannot lose). */
  readonly maxLoss: number | 'unlimited';
  /** Option premium in ₹: + received, − paid. */
  readonly netPremium: number;
  /** Greeks now (asOf, the legs' own IVs). */
  readonly greeks: PositionGreeks;
  /** P(expiry P&L > 0) under the lognormal model of the README. */
  readonly probabilityOfProfit: number;
  readonly sigmaLevels: SigmaLevels;
  /** The instant of the `atExpiry` curve: 15:30 IST on the first expiry (asOf for stock only). */
  readonly expiryAt: Date;
}

/** Lognormal quantile nodes for the root scan: z from −8 to 8 in steps of 0.05. */
const Z_LIMIT = 8;
const Z_STEP = 0.05;
/** An asymptotic slope counts as unlimited above this share of the gross units (smooth P&L only). */
const SMOOTH_SLOPE_SHARE = 0.01;
const GOLDEN = (Math.sqrt(5) - 1) / 2;

/**
 * Payoff of an option strategy: the expiry and T+n curves on a grid, the exact breakevens, maximum
 * profit and loss, premium, greeks, probability of profit and σ levels (see README.md).
 */
export function strategyPayoff(input: PayoffInput): PayoffResult {
  const { legs, lotSize, spot, asOf, rate, dividendYield } = input;
  checkPosition(legs, lotSize, spot);
  const shift = (input.ivShiftPoints ?? 0) / 100;
  const first = firstExpiry(legs);
  const expiryAt = first === null ? asOf : expiryInstant(first);
  const years = first === null ? 0 : Math.max(yearsToExpiry(asOf, first), 0);
  const sigma = input.referenceVolatility ?? referenceVolatility(legs, spot);
  if (sigma === null || !(sigma >= 0)) {
    throw new RangeError('A position without options needs referenceVolatility for its probabilities');
  }
  const sd = sigma * Math.sqrt(years);
  const mu = Math.log(spot) + (rate - dividendYield - (sigma * sigma) / 2) * years;

  const expirySlice = slicePosition(legs, lotSize, expiryAt, rate, dividendYield, shift);
  const dateSlice = slicePosition(legs, lotSize, input.evaluationAt ?? asOf, rate, dividendYield, shift);
  const from = input.from ?? spot * Math.min(Math.exp(-3 * sd), 0.92);
  const to = input.to ?? spot * Math.max(Math.exp(3 * sd), 1.08);
  const points = input.points ?? 201;
  if (!(from >= 0) || !(to > from) || !Number.isFinite(to)) {
    throw new RangeError(`The price range must satisfy 0 ≤ from < to (got ${from}, ${to})`);
  }
  if (!Number.isInteger(points) || points < 2) throw new RangeError(`points must be ≥ 2, got ${points}`);

  const prices = new Float64Array(points);
  const atExpiry = new Float64Array(points);
  const atDate = new Float64Array(points);
  const step = (to - from) / (points - 1);
  for (let i = 0; i < points; i++) {
    const s = i === points - 1 ? to : from + step * i;
    prices[i] = s;
    atExpiry[i] = positionPnl(expirySlice, s);
    atDate[i] = positionPnl(dateSlice, s);
  }

  const pnl = (s: number) => positionPnl(expirySlice, s);
  const tolerance = 1e-9 * expirySlice.grossUnits * spot;
  const nodes = scanNodes(prices, expirySlice.kinks, mu, sd);
  const values = new Float64Array(nodes.length);
  for (let i = 0; i < nodes.length; i++) values[i] = pnl(nodes[i] ?? 0);
  const breakevens = expiryRoots(pnl, expirySlice, nodes, values, tolerance);
  const { maxProfit, maxLoss } = extremes(pnl, expirySlice, nodes, values);

  return {
    prices,
    atExpiry,
    atDate,
    breakevens,
    maxProfit,
    maxLoss,
    netPremium: netPremium(legs, lotSize),
    greeks: positionGreeks(input),
    probabilityOfProfit: probabilityOfProfit(pnl, breakevens, mu, sd, tolerance),
    sigmaLevels: {
      minus2: Math.exp(mu - 2 * sd),
      minus1: Math.exp(mu - sd),
      plus1: Math.exp(mu + sd),
      plus2: Math.exp(mu + 2 * sd),
    },
    expiryAt,
  };
}

/** Option premium in ₹: + received on sells, − paid on buys (futures and stock carry none). */
function netPremium(legs: readonly PricedLeg[], lotSize: number): number {
  let total = 0;
  for (const leg of legs) {
    if (leg.instrument === 'call' || leg.instrument === 'put')
      total -= legUnits(leg, lotSize) * leg.entryPrice;
  }
  return total;
}

/** Greeks of the position now: options by BSM at their IVs, futures at fair value, stock delta 1. */
function positionGreeks(input: PayoffInput): PositionGreeks {
  const { legs, lotSize, spot, asOf, rate, dividendYield } = input;
  let delta = 0;
  let gamma = 0;
  let theta = 0;
  let vega = 0;
  for (const leg of legs) {
    const units = legUnits(leg, lotSize);
    const years = leg.expiry === null ? 0 : Math.max(yearsToExpiry(asOf, leg.expiry), 0);
    if (leg.instrument === 'stock') {
      delta += units;
    } else if (leg.instrument === 'future') {
      // F = S·e^{(r−q)τ}: dF/dS = e^{(r−q)τ}, dF/dt = −(r−q)·F per year as the basis decays.
      const growth = Math.exp((rate - dividendYield) * years);
      delta += units * growth;
      if (years > 0) theta -= (units * (rate - dividendYield) * spot * growth) / 365;
    } else {
      const v = bsmValuation({
        kind: leg.instrument,
        spot,
        strike: leg.strike ?? 0,
        years,
        rate,
        dividendYield,
        volatility: leg.iv ?? 0,
      });
      delta += units * v.delta;
      gamma += units * v.gamma;
      theta += units * v.thetaPerDay;
      vega += units * v.vegaPerVolPoint;
    }
  }
  return { delta, gamma, theta, vega };
}

/**
 * Where the exact expiry P&L is evaluated to find its roots and extremes: S = 0, the display grid,
 * the kinks, and lognormal quantiles e^{μ + z·sd} for |z| ≤ 8 (so breakevens do not depend on the
 * display range). Ascending.
 */
function scanNodes(prices: Float64Array, kinks: readonly number[], mu: number, sd: number): Float64Array {
  const quantiles = sd > 0 ? Math.round((2 * Z_LIMIT) / Z_STEP) + 1 : 0;
  const nodes = new Float64Array(1 + prices.length + kinks.length + quantiles);
  let n = 1; // nodes[0] = 0
  for (const p of prices) nodes[n++] = p;
  for (const k of kinks) nodes[n++] = k;
  for (let j = 0; j < quantiles; j++) nodes[n++] = Math.exp(mu + (j * Z_STEP - Z_LIMIT) * sd);
  return nodes.sort();
}

/** A root of `f` in [a, b] where fa and fb have opposite signs. */
function refineRoot(f: (s: number) => number, a: number, b: number, fa: number, fb: number, smooth: boolean) {
  // Between neighbouring nodes a piecewise-linear P&L is linear (every kink is a node): the
  // interpolated root is exact. A smooth P&L is then bisected on the exact function.
  const guess = a + ((b - a) * fa) / (fa - fb);
  if (!smooth) return guess;
  let lo = a;
  let hi = b;
  let fLo = fa;
  const fGuess = f(guess);
  if (fGuess === 0) return guess;
  if (Math.sign(fGuess) === Math.sign(fLo)) {
    lo = guess;
    fLo = fGuess;
  } else {
    hi = guess;
  }
  for (let i = 0; i < 100 && hi - lo > 1e-10 * hi; i++) {
    const mid = (lo + hi) / 2;
    const fMid = f(mid);
    if (fMid === 0) return mid;
    if (Math.sign(fMid) === Math.sign(fLo)) {
      lo = mid;
      fLo = fMid;
    } else {
      hi = mid;
    }
  }
  return (lo + hi) / 2;
}

/** Whether the asymptotic slope is a real unlimited exposure (exact zero test for piecewise-linear). */
function materialSlope(slice: PositionSlice): number {
  const threshold = (slice.smooth ? SMOOTH_SLOPE_SHARE : 1e-9) * slice.grossUnits;
  return Math.abs(slice.slopeAtInfinity) > threshold ? Math.sign(slice.slopeAtInfinity) : 0;
}

/** Sign with a dead band: values within ±tolerance count as zero. */
function signOf(value: number, tolerance: number): number {
  return value > tolerance ? 1 : value < -tolerance ? -1 : 0;
}

/**
 * The roots of the expiry P&L on (0, ∞): sign changes between scan nodes (a run of zero nodes
 * reports its ends), then beyond the last node where the slope at infinity carries the P&L
 * across zero.
 */
function expiryRoots(
  f: (s: number) => number,
  slice: PositionSlice,
  nodes: Float64Array,
  values: Float64Array,
  tolerance: number,
): number[] {
  const roots: number[] = [];
  let lastIndex = -1;
  let lastSign = 0;
  for (let i = 0; i < nodes.length; i++) {
    const v = values[i] ?? 0;
    const s = signOf(v, tolerance);
    if (s === 0) continue;
    if (lastSign !== 0 && s !== lastSign) {
      const a = nodes[lastIndex] ?? 0;
      const b = nodes[i] ?? 0;
      if (i - lastIndex === 1) {
        roots.push(refineRoot(f, a, b, values[lastIndex] ?? 0, v, slice.smooth));
      } else {
        const zeroStart = nodes[lastIndex + 1] ?? a;
        const zeroEnd = nodes[i - 1] ?? b;
        roots.push(zeroStart);
        if (zeroEnd > zeroStart) roots.push(zeroEnd);
      }
    }
    lastIndex = i;
    lastSign = s;
  }
  const slope = materialSlope(slice);
  if (lastSign !== 0 && slope !== 0 && slope !== lastSign) {
    const a = nodes[lastIndex] ?? 0;
    const fa = values[lastIndex] ?? 0;
    if (!slice.smooth) {
      roots.push(a - fa / slice.slopeAtInfinity);
    } else {
      let b = Math.max(2 * a, 1);
      let fb = f(b);
      for (let i = 0; i < 64 && signOf(fb, tolerance) !== slope; i++) {
        b *= 2;
        fb = f(b);
      }
      if (signOf(fb, tolerance) === slope) roots.push(refineRoot(f, a, b, fa, fb, true));
    }
  }
  return roots;
}

/**
 * P(P&L(S_T) > 0) for ln S_T ~ N(μ, sd²): the P&L keeps one sign between consecutive roots, so the
 * probability is a sum of N((ln b − μ)/sd) − N((ln a − μ)/sd) over the profitable intervals.
 */
function probabilityOfProfit(
  f: (s: number) => number,
  roots: readonly number[],
  mu: number,
  sd: number,
  tolerance: number,
): number {
  const median = Math.exp(mu);
  if (!(sd > 0)) return f(median) > tolerance ? 1 : 0;
  const cdf = (x: number) =>
    x <= 0 ? 0 : x === Number.POSITIVE_INFINITY ? 1 : normCdf((Math.log(x) - mu) / sd);
  const edges = [0, ...roots, Number.POSITIVE_INFINITY];
  let probability = 0;
  for (let k = 0; k + 1 < edges.length; k++) {
    const a = edges[k] ?? 0;
    const b = edges[k + 1] ?? 0;
    if (!(b > a)) continue;
    const probe = b === Number.POSITIVE_INFINITY ? (a > 0 ? 2 * a : median) : (a + b) / 2;
    if (f(probe) > tolerance) probability += cdf(b) - cdf(a);
  }
  return Math.min(Math.max(probability, 0), 1);
}

/** Golden-section search for the largest `sign`·f on [a, b] (f unimodal there). */
function goldenSection(f: (s: number) => number, a: number, b: number, sign: number): number {
  let lo = a;
  let hi = b;
  let x1 = hi - GOLDEN * (hi - lo);
  let x2 = lo + GOLDEN * (hi - lo);
  let f1 = sign * f(x1);
  let f2 = sign * f(x2);
  for (let i = 0; i < 60 && hi - lo > 1e-9 * hi; i++) {
    if (f1 < f2) {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + GOLDEN * (hi - lo);
      f2 = sign * f(x2);
    } else {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - GOLDEN * (hi - lo);
      f1 = sign * f(x1);
    }
  }
  return sign * Math.max(f1, f2);
}

/**
 * Maximum profit and loss of the expiry P&L. Piecewise linear: exact from S = 0, the kinks and the
 * slope at infinity. Smooth (later legs by BSM): the best scan node refined by golden section
 * between its neighbours, over S = 0 to the top node (μ + 8 sd or the display range).
 */
function extremes(
  f: (s: number) => number,
  slice: PositionSlice,
  nodes: Float64Array,
  values: Float64Array,
): { maxProfit: number | 'unlimited'; maxLoss: number | 'unlimited' } {
  const slope = materialSlope(slice);
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  if (!slice.smooth) {
    for (const s of [0, ...slice.kinks]) {
      const v = f(s);
      high = Math.max(high, v);
      low = Math.min(low, v);
    }
  } else {
    let hiIndex = 0;
    let loIndex = 0;
    for (let i = 0; i < values.length; i++) {
      const v = values[i] ?? 0;
      if (v > high) {
        high = v;
        hiIndex = i;
      }
      if (v < low) {
        low = v;
        loIndex = i;
      }
    }
    const around = (i: number): [number, number] => [
      nodes[Math.max(i - 1, 0)] ?? 0,
      nodes[Math.min(i + 1, nodes.length - 1)] ?? 0,
    ];
    const [ha, hb] = around(hiIndex);
    const [la, lb] = around(loIndex);
    if (hb > ha) high = Math.max(high, goldenSection(f, ha, hb, 1));
    if (lb > la) low = Math.min(low, goldenSection(f, la, lb, -1));
  }
  return {
    maxProfit: slope > 0 ? 'unlimited' : high,
    maxLoss: slope < 0 ? 'unlimited' : -low,
  };
}

import type { IsoDate } from '../../units';
import { undiscountedBlack } from '../black-scholes';
import { yearsToExpiry } from '../option-expiries';
import type { PricedLeg } from './strategy-types';

/**
 * A position frozen at one instant: per leg its signed units, strike, carry factor e^{(r−q)τ},
 * discount e^{−rτ} and total standard deviation σ√τ, so that its P&L at any underlying price is a
 * sum of closed forms. Option legs are worth e^{−rτ}·Black(S·e^{(r−q)τ}, K, σ√τ) (BSM), which is
 * the intrinsic value once expired (τ ≤ 0, σ√τ = 0); a future is worth its cost-of-carry fair
 * price S·e^{(r−q)τ} (S at its expiry); a stock leg is worth S.
 */
export interface PositionSlice {
  readonly size: number;
  /** 0 call, 1 put, 2 linear (future or stock). */
  readonly kinds: Uint8Array;
  /** Signed units: + bought, − sold (lots × lot size). */
  readonly weights: Float64Array;
  readonly strikes: Float64Array;
  readonly growth: Float64Array;
  readonly discount: Float64Array;
  readonly sd: Float64Array;
  /** −Σ weight × entry price: the P&L is Σ weight × value(S) + constant. */
  readonly constant: number;
  /** True when some option still has time value (the P&L is then not piecewise linear). */
  readonly smooth: boolean;
  /** d P&L / dS as S → ∞ (calls count e^{−qτ} each, puts 0, futures e^{(r−q)τ}, stock 1). */
  readonly slopeAtInfinity: number;
  /** Σ |weight|: the scale of the position in units. */
  readonly grossUnits: number;
  /** Strikes of the options valued at intrinsic: the kinks of a piecewise-linear P&L. */
  readonly kinks: readonly number[];
}

const CALL = 0;
const PUT = 1;
const LINEAR = 2;

/** Checks legs and numbers shared by the payoff and the margin; throws a RangeError on nonsense. */
export function checkPosition(legs: readonly PricedLeg[], lotSize: number, spot: number): void {
  if (legs.length === 0) throw new RangeError('A position needs at least one leg');
  if (!(lotSize > 0) || !Number.isFinite(lotSize))
    throw new RangeError(`Lot size must be positive, got ${lotSize}`);
  if (!(spot > 0) || !Number.isFinite(spot)) throw new RangeError(`Spot must be positive, got ${spot}`);
  for (const [i, leg] of legs.entries()) {
    if (!Number.isInteger(leg.lots) || leg.lots < 1) {
      throw new RangeError(`Leg ${i + 1}: lots must be a whole number ≥ 1, got ${leg.lots}`);
    }
    if (!Number.isFinite(leg.entryPrice) || leg.entryPrice < 0) {
      throw new RangeError(`Leg ${i + 1}: entry price must be a non-negative number, got ${leg.entryPrice}`);
    }
    const isOption = leg.instrument === 'call' || leg.instrument === 'put';
    if (isOption) {
      if (leg.strike === null || !(leg.strike > 0))
        throw new RangeError(`Leg ${i + 1}: an option needs a strike`);
      if (leg.iv === undefined || !(leg.iv >= 0) || !Number.isFinite(leg.iv)) {
        throw new RangeError(`Leg ${i + 1}: an option needs its implied volatility (decimal)`);
      }
    }
    if (leg.instrument !== 'stock' && leg.expiry === null) {
      throw new RangeError(`Leg ${i + 1}: a ${leg.instrument} needs an expiry`);
    }
  }
}

/** Signed units of a leg: + for a buy, − for a sell. */
export function legUnits(leg: PricedLeg, lotSize: number): number {
  return (leg.side === 'buy' ? 1 : -1) * leg.lots * lotSize;
}

/** The nearest expiry among the legs (null when only stock legs). */
export function firstExpiry(legs: readonly PricedLeg[]): IsoDate | null {
  let first: IsoDate | null = null;
  for (const leg of legs)
    if (leg.expiry !== null && (first === null || leg.expiry < first)) first = leg.expiry;
  return first;
}

/**
 * The volatility that describes the underlying (for probabilities, σ levels and scan ranges): the
 * IV of the option leg of the first expiry whose strike is nearest the spot, else of any option leg
 * nearest the spot, else null (a position of futures and stock only).
 */
export function referenceVolatility(legs: readonly PricedLeg[], spot: number): number | null {
  const first = firstExpiry(legs);
  let best: number | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const leg of legs) {
    if (leg.strike === null || leg.iv === undefined) continue;
    // Legs of the first expiry always win over later ones.
    const score = Math.abs(leg.strike - spot) + (leg.expiry === first ? 0 : 1e300);
    if (score < bestScore) {
      bestScore = score;
      best = leg.iv;
    }
  }
  return best;
}

/** Freezes the position at `at` (IVs shifted by `ivShift`, a decimal; volatilities floored at 0). */
export function slicePosition(
  legs: readonly PricedLeg[],
  lotSize: number,
  at: Date,
  rate: number,
  dividendYield: number,
  ivShift = 0,
): PositionSlice {
  const size = legs.length;
  const kinds = new Uint8Array(size);
  const weights = new Float64Array(size);
  const strikes = new Float64Array(size);
  const growth = new Float64Array(size);
  const discount = new Float64Array(size);
  const sd = new Float64Array(size);
  const kinks: number[] = [];
  let constant = 0;
  let smooth = false;
  let slopeAtInfinity = 0;
  let grossUnits = 0;
  for (let i = 0; i < size; i++) {
    const leg = legs[i] as PricedLeg;
    const w = legUnits(leg, lotSize);
    const years = leg.expiry === null ? 0 : Math.max(yearsToExpiry(at, leg.expiry), 0);
    const g = leg.instrument === 'stock' ? 1 : Math.exp((rate - dividendYield) * years);
    weights[i] = w;
    growth[i] = g;
    discount[i] = Math.exp(-rate * years);
    constant -= w * leg.entryPrice;
    grossUnits += Math.abs(w);
    if (leg.instrument === 'call' || leg.instrument === 'put') {
      const k = leg.strike ?? 0;
      const s = Math.max((leg.iv ?? 0) + ivShift, 0) * Math.sqrt(years);
      kinds[i] = leg.instrument === 'call' ? CALL : PUT;
      strikes[i] = k;
      sd[i] = s;
      if (s > 0) smooth = true;
      else kinks.push(k);
      if (leg.instrument === 'call') slopeAtInfinity += w * g * Math.exp(-rate * years);
    } else {
      kinds[i] = LINEAR;
      slopeAtInfinity += w * g;
    }
  }
  return {
    size,
    kinds,
    weights,
    strikes,
    growth,
    discount,
    sd,
    constant,
    smooth,
    slopeAtInfinity,
    grossUnits,
    kinks,
  };
}

/** The value in rupees per unit of leg i at underlying price `spot`. */
export function legValue(slice: PositionSlice, i: number, spot: number): number {
  const kind = slice.kinds[i];
  const forward = spot * (slice.growth[i] ?? 1);
  if (kind === LINEAR) return forward;
  return (
    (slice.discount[i] ?? 1) *
    undiscountedBlack(kind === CALL ? 'call' : 'put', forward, slice.strikes[i] ?? 0, slice.sd[i] ?? 0)
  );
}

/** The position's P&L in rupees at underlying price `spot`. */
export function positionPnl(slice: PositionSlice, spot: number): number {
  let total = slice.constant;
  for (let i = 0; i < slice.size; i++) total += (slice.weights[i] ?? 0) * legValue(slice, i, spot);
  return total;
}

import { THIRTY_DAYS_IN_YEARS } from './volatility-surface';

/**
 * India VIX on a generic option chain, following NSE's India VIX white paper, which adopts CBOE's
 * VIX methodology (CBOE VIX white paper, 2003 revision): model-free variance of each of two
 * expiries from out-of-the-money option mid quotes, interpolated to 30 calendar days.
 *
 *   σ² = (2/T)·Σ (ΔK/K²)·e^{RT}·Q(K) − (1/T)·(F/K₀ − 1)²
 *   VIX = 100·√{ [T₁σ₁²·(T₂ − T₃₀)/(T₂ − T₁) + T₂σ₂²·(T₃₀ − T₁)/(T₂ − T₁)] / T₃₀ }
 *
 * Where this differs from NSE: NSE takes F from the NIFTY future of the expiry month and fills
 * strikes without proper quotes by a natural cubic spline; here F comes from put–call parity (as
 * CBOE does) unless `forward` is given, and missing quotes are simply excluded as CBOE does.
 */

/** One side's quotes per strike: bid and ask, or mids only (a mid of 0 then counts as "no bid"). */
export type QuoteColumns =
  | { readonly bid: ArrayLike<number>; readonly ask: ArrayLike<number> }
  | { readonly mid: ArrayLike<number> };

/** One expiry of a chain for the VIX: ascending strikes with call and put quotes in the same unit. */
export interface VixTermInput {
  readonly strikes: ArrayLike<number>;
  readonly calls: QuoteColumns;
  readonly puts: QuoteColumns;
  /** Time to expiry in years (minutes / 525,600). */
  readonly years: number;
  /** Risk-free rate for this expiry, continuously compounded. */
  readonly rate: number;
  /** Forward index level; omitted: from put–call parity at the strike with the smallest |C − P|. */
  readonly forward?: number;
}

/** The variance of one expiry and what went into it. */
export interface VixTermResult {
  readonly years: number;
  readonly forward: number;
  /** First strike at or below the forward. */
  readonly k0: number;
  /** σ² of the expiry (annualised, decimal: 0.0225 = 15 % vol). */
  readonly variance: number;
  /** Number of strikes contributing (K₀ counted once). */
  readonly strikesUsed: number;
  readonly lowestStrike: number;
  readonly highestStrike: number;
}

/** India VIX and the two expiries it came from. */
export interface VixResult {
  /** The index level, e.g. 14.25 (i.e. 14.25 % annualised 30-day volatility). */
  readonly vix: number;
  readonly near: VixTermResult;
  readonly next: VixTermResult;
}

/** A side's bids (0 = no bid) and mids as arrays, resolved once per expiry. */
interface SideArrays {
  readonly bid: ArrayLike<number>;
  readonly mid: Float64Array;
}

function sideArrays(columns: QuoteColumns, n: number): SideArrays {
  if ('mid' in columns)
    return { bid: columns.mid, mid: Float64Array.from({ length: n }, (_, i) => columns.mid[i] ?? 0) };
  const mid = new Float64Array(n);
  for (let i = 0; i < n; i++) mid[i] = ((columns.bid[i] ?? 0) + (columns.ask[i] ?? 0)) / 2;
  return { bid: columns.bid, mid };
}

function at(values: ArrayLike<number>, i: number): number {
  const v = values[i];
  if (v === undefined) throw new RangeError(`No value at index ${i}`);
  return v;
}

/** The forward from put–call parity F = K + e^{RT}(C − P) at the strike with the smallest |C − P|. */
function parityForward(input: VixTermInput, calls: SideArrays, puts: SideArrays): number {
  let best = -1;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let i = 0; i < input.strikes.length; i++) {
    if (!((calls.bid[i] ?? 0) > 0 && (puts.bid[i] ?? 0) > 0)) continue;
    const gap = Math.abs(at(calls.mid, i) - at(puts.mid, i));
    if (gap < bestGap) {
      bestGap = gap;
      best = i;
    }
  }
  if (best < 0) throw new RangeError('No strike has both a call and a put bid: cannot find the forward');
  return (
    at(input.strikes, best) + Math.exp(input.rate * input.years) * (at(calls.mid, best) - at(puts.mid, best))
  );
}

/**
 * Indices of the out-of-the-money options used, walking away from K₀: options with a zero bid are
 * skipped, and after two consecutive zero bids no further strikes are considered.
 */
function walkOutOfMoney(bids: ArrayLike<number>, from: number, step: 1 | -1, out: number[]): void {
  let zeroRun = 0;
  for (let i = from; i >= 0 && i < bids.length; i += step) {
    if ((bids[i] ?? 0) > 0) {
      zeroRun = 0;
      out.push(i);
    } else if (++zeroRun >= 2) return;
  }
}

/** σ² of one expiry by the VIX formula (throws when the chain has no usable quotes). */
export function vixTermVariance(input: VixTermInput): VixTermResult {
  const { strikes, years, rate } = input;
  if (!(years > 0)) throw new RangeError(`An expiry for the VIX needs T > 0, got ${years}`);
  const n = strikes.length;
  const calls = sideArrays(input.calls, n);
  const puts = sideArrays(input.puts, n);
  const forward = input.forward ?? parityForward(input, calls, puts);
  let k0Index = -1;
  for (let i = 0; i < n && at(strikes, i) <= forward; i++) k0Index = i;
  if (k0Index < 0) throw new RangeError(`No strike at or below the forward ${forward}`);
  const k0 = at(strikes, k0Index);

  const used: number[] = [];
  walkOutOfMoney(puts.bid, k0Index - 1, -1, used);
  used.reverse();
  used.push(k0Index);
  walkOutOfMoney(calls.bid, k0Index + 1, 1, used);

  let sum = 0;
  const last = used.length - 1;
  for (let j = 0; j <= last; j++) {
    const i = at(used, j);
    const k = at(strikes, i);
    const lower = at(strikes, j > 0 ? at(used, j - 1) : i);
    const upper = at(strikes, j < last ? at(used, j + 1) : i);
    // Half the distance between the neighbouring strikes used; one-sided at the ends.
    const spacing = j === 0 || j === last ? upper - lower : (upper - lower) / 2;
    const q =
      i === k0Index
        ? (at(calls.mid, i) + at(puts.mid, i)) / 2
        : i < k0Index
          ? at(puts.mid, i)
          : at(calls.mid, i);
    sum += (spacing / (k * k)) * q;
  }
  const correction = forward / k0 - 1;
  const variance = ((2 * Math.exp(rate * years)) / years) * sum - (correction * correction) / years;
  return {
    years,
    forward,
    k0,
    variance,
    strikesUsed: used.length,
    lowestStrike: at(strikes, at(used, 0)),
    highestStrike: at(strikes, at(used, last)),
  };
}

/**
 * Interpolates (or, past the bracket, extrapolates) two expiries' total variances to `targetYears`
 * (30 days) and returns 100·√(annualised variance), floored at 0.
 */
export function interpolateVix(
  near: { readonly years: number; readonly variance: number },
  next: { readonly years: number; readonly variance: number },
  targetYears = THIRTY_DAYS_IN_YEARS,
): number {
  const span = next.years - near.years;
  if (!(span > 0)) throw new RangeError('The next expiry must be later than the near one');
  const nearWeight = (next.years - targetYears) / span;
  const total = near.years * near.variance * nearWeight + next.years * next.variance * (1 - nearWeight);
  return 100 * Math.sqrt(Math.max(total / targetYears, 0));
}

/** India VIX from the near and next expiries of a chain. */
export function indiaVix(near: VixTermInput, next: VixTermInput): VixResult {
  const nearResult = vixTermVariance(near);
  const nextResult = vixTermVariance(next);
  return { vix: interpolateVix(nearResult, nextResult), near: nearResult, next: nextResult };
}

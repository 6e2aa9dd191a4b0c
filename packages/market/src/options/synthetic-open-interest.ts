import { createRng } from '../simulator/prng';

/**
 * Synthetic open interest and volume for one expiry, seeded and deterministic. The shape follows
 * what real NSE index chains show: option writers concentrate on out-of-the-money strikes (puts
 * below the market, calls above), round strikes (multiples of 10 and 20 steps: 500s and 1000s on
 * NIFTY) draw extra interest, and volume is more concentrated at the money than open interest.
 * Totals are scaled so PCR sits in its usual 0.7–1.3 band, which makes PCR and max pain meaningful.
 */

/** Inputs of one expiry's synthetic open interest. */
export interface SyntheticOiInput {
  readonly seed: string;
  /** Stream key, e.g. `options:NIFTY:2026-01-12:2026-01-13`, so each expiry-day gets its own numbers. */
  readonly streamKey: string;
  /** Ascending strikes (points). */
  readonly strikes: Float64Array;
  readonly strikeStep: number;
  /** Level the positions were built around (the previous close), so OI does not follow every tick. */
  readonly referenceLevel: number;
  /** One standard deviation of the underlying to expiry, as a fraction of the level (σ·√T). */
  readonly relativeMove: number;
  /** Expected call open interest (contracts) summed over all strikes; puts follow a seeded PCR. */
  readonly callTotal: number;
  /** Share of the day's session elapsed (0–1): volume accumulates through the day. */
  readonly sessionFraction: number;
  /** Volume turnover of open interest over a full day at the money. */
  readonly turnover: number;
}

/** Open interest and volume per strike, in contracts. */
export interface SyntheticOi {
  readonly callOi: Float64Array;
  readonly putOi: Float64Array;
  readonly callVolume: Float64Array;
  readonly putVolume: Float64Array;
}

/** Multiplier for round strikes: positions cluster on 1000s and 500s as on real NIFTY chains. */
function roundness(strike: number, step: number): number {
  const units = Math.round(strike / step);
  if (units % 20 === 0) return 2.4;
  if (units % 10 === 0) return 1.7;
  if (units % 2 === 0) return 1.2;
  return 1;
}

/**
 * Open interest of one side `z` standard deviations from the money: a bump centred `offset`
 * out of the money, damped in the money (writers sell OTM options; the ITM ones are what remains
 * after the market moved). Real NSE nearest expiries hold 5–10× more OTM than ITM open interest
 * on each side (28-Mar-2022 NIFTY, 03-May-2023 BANKNIFTY); this shape gives about 8×.
 */
function profile(z: number, offset: number): number {
  const core = (z - offset) / 1.2;
  const tail = (z - offset) / 3;
  const outOfMoney = offset > 0 ? z : -z;
  return (
    (Math.exp(-0.5 * core * core) + 0.15 * Math.exp(-0.5 * tail * tail)) /
    (1 + Math.exp(-2.5 * outOfMoney - 1))
  );
}

/** E[e^{0.25·N(0,1)}]: the mean of the per-strike open-interest noise. */
const OI_NOISE_MEAN = Math.exp(0.5 * 0.25 * 0.25);

/**
 * Σ roundness·profile over a fixed grid of ±40 % around the reference level: the normaliser of a
 * side's total. It ignores which strikes the caller shows, so a chain window that follows the
 * spot during the day does not change any strike's open interest.
 */
function profileTotal(referenceLevel: number, step: number, move: number, offset: number): number {
  let total = 0;
  const first = Math.max(1, Math.ceil((referenceLevel * 0.6) / step));
  const last = Math.floor((referenceLevel * 1.4) / step);
  for (let k = first; k <= last; k++) {
    const strike = k * step;
    total += roundness(strike, step) * profile(Math.log(strike / referenceLevel) / move, offset);
  }
  return total * OI_NOISE_MEAN;
}

/** Seeded open interest and volume for the strikes of one expiry (each strike has its own stream). */
export function syntheticOpenInterest(input: SyntheticOiInput): SyntheticOi {
  const { strikes, strikeStep, referenceLevel } = input;
  const n = strikes.length;
  // OI was built over the contract's life, so very short expiries keep a minimum spread of strikes.
  const move = Math.max(input.relativeMove, 0.02);
  // PCR(OI) lognormal around 0.95: mostly between 0.7 and 1.3.
  const pcr = Math.exp(Math.log(0.95) + 0.15 * createRng(input.seed, `${input.streamKey}:pcr`).normal());
  const callScale = input.callTotal / profileTotal(referenceLevel, strikeStep, move, 0.8);
  const putScale = (input.callTotal * pcr) / profileTotal(referenceLevel, strikeStep, move, -0.8);
  const activity = input.turnover * Math.min(Math.max(input.sessionFraction, 0), 1);
  const callOi = new Float64Array(n);
  const putOi = new Float64Array(n);
  const callVolume = new Float64Array(n);
  const putVolume = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const strike = strikes[i] ?? referenceLevel;
    const rng = createRng(input.seed, `${input.streamKey}:${strike}`);
    const z = Math.log(strike / referenceLevel) / move;
    const round = roundness(strike, strikeStep);
    const call = Math.round(callScale * round * profile(z, 0.8) * Math.exp(0.25 * rng.normal()));
    const put = Math.round(putScale * round * profile(z, -0.8) * Math.exp(0.25 * rng.normal()));
    const atTheMoney = 0.3 + 2.5 * Math.exp(-0.5 * z * z);
    callOi[i] = call;
    putOi[i] = put;
    callVolume[i] = Math.round(call * activity * atTheMoney * Math.exp(0.3 * rng.normal()));
    putVolume[i] = Math.round(put * activity * atTheMoney * Math.exp(0.3 * rng.normal()));
  }
  return { callOi, putOi, callVolume, putVolume };
}

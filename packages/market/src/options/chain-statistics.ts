/**
 * Put–call ratio and max pain (market conventions, not NSE-published statistics; see
 * shared/data/REFERENCE_VALUES.md §5). Both read only strikes, open interest and volume, so they
 * work on a simulated `OptionChainExpiry` and on real NSE option-chain data alike.
 */

/** One side's open interest and volume per strike. */
export interface OiSide {
  readonly openInterest: ArrayLike<number>;
  readonly volume: ArrayLike<number>;
}

/** The open-interest view of one expiry: ascending strikes with call and put OI and volume. */
export interface OiView {
  readonly strikes: ArrayLike<number>;
  readonly call: OiSide;
  readonly put: OiSide;
}

/** Put–call ratios; NaN when the call side is empty. */
export interface PutCallRatio {
  /** Σ put OI ÷ Σ call OI. */
  readonly byOpenInterest: number;
  /** Σ put volume ÷ Σ call volume. */
  readonly byVolume: number;
  readonly callOpenInterest: number;
  readonly putOpenInterest: number;
  readonly callVolume: number;
  readonly putVolume: number;
}

/** Max pain of one expiry. */
export interface MaxPain {
  /** The strike at which option writers pay the least at expiry (lowest such strike on a tie). */
  readonly strike: number;
  /** Total payout at that strike, in OI units × points. */
  readonly payout: number;
  /** Total payout if the underlying settled at each strike. */
  readonly payouts: Float64Array;
}

function sum(values: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i] ?? 0;
  return total;
}

/** PCR by open interest and by volume over one expiry, or summed over several (all expiries). */
export function pcr(expiries: OiView | readonly OiView[]): PutCallRatio {
  const list: readonly OiView[] = 'strikes' in expiries ? [expiries] : expiries;
  let callOpenInterest = 0;
  let putOpenInterest = 0;
  let callVolume = 0;
  let putVolume = 0;
  for (const e of list) {
    callOpenInterest += sum(e.call.openInterest);
    putOpenInterest += sum(e.put.openInterest);
    callVolume += sum(e.call.volume);
    putVolume += sum(e.put.volume);
  }
  const ratio = (a: number, b: number): number => (b > 0 ? a / b : Number.NaN);
  return {
    byOpenInterest: ratio(putOpenInterest, callOpenInterest),
    byVolume: ratio(putVolume, callVolume),
    callOpenInterest,
    putOpenInterest,
    callVolume,
    putVolume,
  };
}

/**
 * Max pain: the listed strike X minimising Σ CE_OI(k)·max(0, X − k) + Σ PE_OI(k)·max(0, k − X).
 * Computed in one pass each way with running sums, O(n) instead of the O(n²) double loop.
 */
export function maxPain(expiry: OiView): MaxPain {
  const { strikes } = expiry;
  const n = strikes.length;
  if (n === 0) throw new RangeError('Max pain needs at least one strike');
  const callOi = expiry.call.openInterest;
  const putOi = expiry.put.openInterest;
  const payouts = new Float64Array(n);
  // Calls struck below X pay X − k: carry Σ OI and Σ OI·k of the strikes passed so far.
  let oi = 0;
  let oiStrike = 0;
  for (let j = 0; j < n; j++) {
    const x = strikes[j] ?? 0;
    payouts[j] = oi * x - oiStrike;
    oi += callOi[j] ?? 0;
    oiStrike += (callOi[j] ?? 0) * x;
  }
  // Puts struck above X pay k − X: the same from the top.
  oi = 0;
  oiStrike = 0;
  for (let j = n - 1; j >= 0; j--) {
    const x = strikes[j] ?? 0;
    payouts[j] = (payouts[j] ?? 0) + oiStrike - oi * x;
    oi += putOi[j] ?? 0;
    oiStrike += (putOi[j] ?? 0) * x;
  }
  let best = 0;
  for (let j = 1; j < n; j++) if ((payouts[j] ?? 0) < (payouts[best] ?? 0)) best = j;
  return { strike: strikes[best] ?? 0, payout: payouts[best] ?? 0, payouts };
}

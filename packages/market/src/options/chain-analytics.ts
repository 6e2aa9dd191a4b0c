/**
 * Volatility and premium read-outs of an option chain: the smile of one expiry, the ATM term
 * structure across expiries, and the ATM straddle with the move it implies. Small pure functions
 * over chain columns, so they work on a simulated `OptionChain` and on real NSE chains alike
 * (PCR and max pain are in `chain-statistics.ts`).
 */

/** One expiry's strikes (ascending, points), forward (points) and IV per side. */
export interface SmileView {
  readonly strikes: ArrayLike<number>;
  /**
   * Forward of the expiry, points (a simulated chain's `forward`; for NSE data the future's price,
   * or the parity forward).
   */
  readonly forward: number;
  /** IV per strike, any unit (chain: decimal; NSE: %); NaN or ≤ 0 means none (NSE shows 0). */
  readonly call: { readonly iv: ArrayLike<number> };
  readonly put: { readonly iv: ArrayLike<number> };
}

/** The smile of one expiry: rows whose out-of-the-money IV is known. */
export interface IvSmile {
  readonly strikes: Float64Array;
  /** NaN where the call has no IV. */
  readonly callIv: Float64Array;
  /** NaN where the put has no IV. */
  readonly putIv: Float64Array;
  /** The out-of-the-money side's IV: put below the forward, call at or above it. */
  readonly otmIv: Float64Array;
}

function ivOrNaN(value: number | undefined): number {
  return value !== undefined && value > 0 ? value : Number.NaN;
}

/** Call, put and OTM IV per strike of one expiry, skipping strikes without an OTM IV. */
export function ivSmile(expiry: SmileView): IvSmile {
  const strikes: number[] = [];
  const callIv: number[] = [];
  const putIv: number[] = [];
  const otmIv: number[] = [];
  for (let i = 0; i < expiry.strikes.length; i++) {
    const strike = expiry.strikes[i] ?? Number.NaN;
    const c = ivOrNaN(expiry.call.iv[i]);
    const p = ivOrNaN(expiry.put.iv[i]);
    const otm = strike < expiry.forward ? p : c;
    if (Number.isNaN(otm)) continue;
    strikes.push(strike);
    callIv.push(c);
    putIv.push(p);
    otmIv.push(otm);
  }
  return {
    strikes: Float64Array.from(strikes),
    callIv: Float64Array.from(callIv),
    putIv: Float64Array.from(putIv),
    otmIv: Float64Array.from(otmIv),
  };
}

/** ATM IV of one expiry and its time to expiry. */
export interface TermStructurePoint {
  readonly expiry: string;
  readonly years: number;
  /** Calendar days to expiry (years × 365). */
  readonly days: number;
  readonly forward: number;
  /** OTM IV interpolated linearly in strike at the forward; NaN when no known IV lies on both sides. */
  readonly atmIv: number;
}

/** An expiry as `termStructure` reads it. */
export interface TermStructureExpiry extends SmileView {
  readonly expiry: string;
  readonly years: number;
}

/** OTM IV at the forward, interpolated between the two smile strikes around it. */
export function atmImpliedVolatility(expiry: SmileView): number {
  const smile = ivSmile(expiry);
  const { strikes, otmIv } = smile;
  for (let i = 1; i < strikes.length; i++) {
    const lower = strikes[i - 1] ?? Number.NaN;
    const upper = strikes[i] ?? Number.NaN;
    if (lower <= expiry.forward && expiry.forward <= upper) {
      const w = upper > lower ? (expiry.forward - lower) / (upper - lower) : 0;
      return (1 - w) * (otmIv[i - 1] ?? Number.NaN) + w * (otmIv[i] ?? Number.NaN);
    }
  }
  return Number.NaN;
}

/** ATM IV per expiry, nearest first as given: the term structure. */
export function termStructure(chain: {
  readonly expiries: readonly TermStructureExpiry[];
}): TermStructurePoint[] {
  return chain.expiries.map((e) => ({
    expiry: e.expiry,
    years: e.years,
    days: e.years * 365,
    forward: e.forward,
    atmIv: atmImpliedVolatility(e),
  }));
}

/** √(2/π): the ATM straddle is worth ≈ √(2/π)·σ√T·F ≈ 0.8·σ√T·F (undiscounted). */
export const STRADDLE_FACTOR = Math.sqrt(2 / Math.PI);

/** The ATM straddle of one expiry and the move it implies. */
export interface StraddlePremium {
  /** The listed strike nearest the level (the lower one on a tie). */
  readonly atmStrike: number;
  readonly callPaise: number;
  readonly putPaise: number;
  /** call + put, paise. */
  readonly straddlePaise: number;
  /** The straddle in points: the market's expected absolute move to expiry, E|S_T − S| ≈ 0.8·σ√T·S. */
  readonly expectedMove: number;
  /** One standard deviation of the move to expiry implied by it: straddle ÷ √(2/π) = σ√T·S, points. */
  readonly oneSigmaMove: number;
  /** oneSigmaMove as % of the level. */
  readonly oneSigmaPercent: number;
}

/** What `straddlePremium` reads: strikes and prices in integer paise (chain convention). */
export interface StraddleView {
  readonly strikes: ArrayLike<number>;
  readonly call: { readonly price: ArrayLike<number> };
  readonly put: { readonly price: ArrayLike<number> };
}

/**
 * The ATM straddle at the strike nearest `forwardOrSpot` (points) and the move it implies.
 * Cheap (one pass over the strikes) so a server can call it at many instants for a straddle chart.
 * The rule is exact for a strike at the forward and ignores discounting (e^{−rT} ≈ 1 for weeks);
 * away from the forward the straddle also holds |F − K| of intrinsic value. Null without strikes.
 */
export function straddlePremium(expiry: StraddleView, forwardOrSpot: number): StraddlePremium | null {
  let best = -1;
  for (let i = 0; i < expiry.strikes.length; i++) {
    const gap = Math.abs((expiry.strikes[i] ?? Number.NaN) - forwardOrSpot);
    if (best < 0 || gap < Math.abs((expiry.strikes[best] ?? Number.NaN) - forwardOrSpot)) best = i;
  }
  if (best < 0) return null;
  const callPaise = expiry.call.price[best] ?? 0;
  const putPaise = expiry.put.price[best] ?? 0;
  const straddlePaise = callPaise + putPaise;
  const expectedMove = straddlePaise / 100;
  const oneSigmaMove = expectedMove / STRADDLE_FACTOR;
  return {
    atmStrike: expiry.strikes[best] ?? Number.NaN,
    callPaise,
    putPaise,
    straddlePaise,
    expectedMove,
    oneSigmaMove,
    oneSigmaPercent: (oneSigmaMove / forwardOrSpot) * 100,
  };
}

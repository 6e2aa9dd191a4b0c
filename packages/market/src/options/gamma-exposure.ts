import { normPdf } from './normal';
import { DEFAULT_RISK_FREE_RATE } from './option-underlyings';

/**
 * Gamma exposure (GEX): how much delta option dealers must trade when the underlying moves, in
 * ₹ crore per 1 % move, per strike and in total.
 *
 *     GEX(k) = ± Γ(k)·OI(k)·lot·S²·0.01 / 10⁷        Γ = e^{−qT}·n(d1)/(S·σ·√T)  (BSM, per point)
 *
 * Γ·S·0.01 is the change of delta (units) for a 1 % move; × S gives rupees; × OI·lot the whole
 * strike. Sign: SpotGamma's public convention, call GEX +, put GEX − (it takes dealers as long the
 * calls customers sell and short the puts customers buy). Positive total: dealers long gamma, they
 * sell rallies and buy dips (damping); negative: they chase the move.
 *
 * - call wall: the strike with the largest call GEX; put wall: the strike with the largest |put GEX|;
 * - zero-gamma (flip) level: the spot at which total GEX changes sign, every Γ re-evaluated at that
 *   spot with the same volatilities and time; found on a grid over spot ± `range` then by bisection
 *   (the crossing nearest to spot; null when total GEX keeps one sign over the range).
 */

/** What GEX needs of one expiry: strikes, per-strike volatility, time and open interest. */
export interface GexView {
  /** Ascending strikes, points. */
  readonly strikes: ArrayLike<number>;
  /** Years to expiry. */
  readonly years: number;
  /** Volatility of each strike, decimal (a chain's `modelVol`; for NSE data, IV % ÷ 100). NaN or ≤ 0: skipped. */
  readonly modelVol: ArrayLike<number>;
  readonly call: { readonly openInterest: ArrayLike<number> };
  readonly put: { readonly openInterest: ArrayLike<number> };
}

export interface GexOptions {
  /** Continuously compounded rate; default `DEFAULT_RISK_FREE_RATE`. */
  readonly rate?: number;
  /** Dividend yield; default 0. */
  readonly dividendYield?: number;
  /** Zero-gamma search over spot·(1 ± range); default 0.1. */
  readonly range?: number;
}

/** GEX of one expiry, ₹ crore per 1 % move. */
export interface GammaExposure {
  readonly strikes: Float64Array;
  /** ≥ 0 per strike. */
  readonly callGex: Float64Array;
  /** ≤ 0 per strike. */
  readonly putGex: Float64Array;
  readonly callTotal: number;
  readonly putTotal: number;
  /** callTotal + putTotal. */
  readonly total: number;
  /** Strike of the largest call GEX (null without call OI). */
  readonly callWall: number | null;
  /** Strike of the most negative put GEX (null without put OI). */
  readonly putWall: number | null;
  /** Spot (points) at which total GEX crosses zero, nearest to spot; null when it does not within the range. */
  readonly zeroGamma: number | null;
}

const CRORE = 1e7;
/** Grid points of the zero-gamma scan and bisection steps (range/2^40 ≪ one point). */
const SCAN_POINTS = 60;
const BISECTIONS = 40;

/**
 * BSM gamma per point of strike `i` of `expiry` with the underlying at `spot` (0 when its
 * volatility or the time is not positive).
 */
function strikeGamma(expiry: GexView, i: number, spot: number, options: GexOptions): number {
  const strike = expiry.strikes[i] ?? 0;
  const vol = expiry.modelVol[i] ?? Number.NaN;
  const { years } = expiry;
  if (!(vol > 0) || !(years > 0) || !(strike > 0)) return 0;
  const rate = options.rate ?? DEFAULT_RISK_FREE_RATE;
  const q = options.dividendYield ?? 0;
  const sd = vol * Math.sqrt(years);
  const d1 = (Math.log(spot / strike) + (rate - q) * years) / sd + sd / 2;
  return (Math.exp(-q * years) * normPdf(d1)) / (spot * sd);
}

/** Rupees (crore) per 1 % move per unit of gamma·OI at `spot`. */
function gexScale(spot: number, lotSize: number): number {
  return (lotSize * spot * spot * 0.01) / CRORE;
}

/** Total GEX (₹ crore per 1 %) of an expiry if the underlying stood at `spot`. */
export function totalGammaExposure(
  expiry: GexView,
  spot: number,
  lotSize: number,
  options: GexOptions = {},
): number {
  let net = 0;
  for (let i = 0; i < expiry.strikes.length; i++) {
    const oi = (expiry.call.openInterest[i] ?? 0) - (expiry.put.openInterest[i] ?? 0);
    if (oi !== 0) net += oi * strikeGamma(expiry, i, spot, options);
  }
  return net * gexScale(spot, lotSize);
}

/** The spot nearest to `spot` within ± range where total GEX changes sign, or null. */
function zeroGammaLevel(expiry: GexView, spot: number, lotSize: number, options: GexOptions): number | null {
  const range = options.range ?? 0.1;
  const low = spot * (1 - range);
  const step = (2 * spot * range) / SCAN_POINTS;
  const total = (s: number) => totalGammaExposure(expiry, s, lotSize, options);
  let best: [number, number] | null = null;
  let previous = total(low);
  for (let j = 1; j <= SCAN_POINTS; j++) {
    const s = low + j * step;
    const value = total(s);
    const crossed = (previous < 0 && value >= 0) || (previous > 0 && value <= 0);
    if (crossed) {
      const bracket: [number, number] = [s - step, s];
      const distance = Math.abs((bracket[0] + bracket[1]) / 2 - spot);
      if (!best || distance < Math.abs((best[0] + best[1]) / 2 - spot)) best = bracket;
    }
    previous = value;
  }
  if (!best) return null;
  let [a, b] = best;
  const signA = Math.sign(total(a));
  for (let k = 0; k < BISECTIONS; k++) {
    const mid = (a + b) / 2;
    if (Math.sign(total(mid)) === signA) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}

/** Per-strike and total GEX, call and put walls and the zero-gamma level of one expiry at `spot`. */
export function gammaExposure(
  expiry: GexView,
  spot: number,
  lotSize: number,
  options: GexOptions = {},
): GammaExposure {
  const n = expiry.strikes.length;
  const scale = gexScale(spot, lotSize);
  const strikes = Float64Array.from(expiry.strikes);
  const callGex = new Float64Array(n);
  const putGex = new Float64Array(n);
  let callTotal = 0;
  let putTotal = 0;
  let callWall = -1;
  let putWall = -1;
  for (let i = 0; i < n; i++) {
    const gamma = strikeGamma(expiry, i, spot, options);
    const c = gamma * (expiry.call.openInterest[i] ?? 0) * scale;
    const p = -gamma * (expiry.put.openInterest[i] ?? 0) * scale;
    callGex[i] = c;
    putGex[i] = p;
    callTotal += c;
    putTotal += p;
    if (c > 0 && (callWall < 0 || c > (callGex[callWall] ?? 0))) callWall = i;
    if (p < 0 && (putWall < 0 || p < (putGex[putWall] ?? 0))) putWall = i;
  }
  return {
    strikes,
    callGex,
    putGex,
    callTotal,
    putTotal,
    total: callTotal + putTotal,
    callWall: callWall < 0 ? null : (strikes[callWall] ?? null),
    putWall: putWall < 0 ? null : (strikes[putWall] ?? null),
    zeroGamma: zeroGammaLevel(expiry, spot, lotSize, options),
  };
}

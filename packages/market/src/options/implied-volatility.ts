import { type OptionKind, undiscountedBlack } from './black-scholes';
import { normPdf } from './normal';

/** Inputs of a BSM implied-volatility solve. */
export interface BsmImpliedVolInputs {
  readonly kind: OptionKind;
  /** The option price to match (same unit as spot and strike). */
  readonly price: number;
  readonly spot: number;
  readonly strike: number;
  readonly years: number;
  readonly rate: number;
  readonly dividendYield?: number;
}

/** Inputs of a Black-76 implied-volatility solve. */
export interface Black76ImpliedVolInputs {
  readonly kind: OptionKind;
  readonly price: number;
  readonly forward: number;
  readonly strike: number;
  readonly years: number;
  readonly rate: number;
}

/** Largest total standard deviation σ·√T searched (σ = 1,000 % over a year): beyond it no price moves. */
const MAX_SD = 10;
const MAX_ITERATIONS = 100;

/**
 * Total standard deviation sd = σ√T at which the undiscounted out-of-the-money Black price equals
 * `target` (0 < target < its upper bound), by Newton steps on sd kept inside a shrinking bracket
 * and replaced by bisection whenever a step would leave it or stalls. Solving for the OTM option
 * (ITM prices are mapped through parity) keeps the intrinsic value from swamping the time value.
 */
function solveSd(kind: OptionKind, forward: number, strike: number, target: number): number {
  let lo = 0;
  let hi = MAX_SD;
  // Brenner–Subrahmanyam ATM guess, widened by the moneyness term so far-OTM starts are not tiny.
  let sd = Math.min(
    Math.max(
      Math.sqrt(2 * Math.PI) * (target / forward),
      Math.sqrt(2 * Math.abs(Math.log(forward / strike))),
    ),
    MAX_SD / 2,
  );
  if (!(sd > 0)) sd = 0.1;
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const diff = undiscountedBlack(kind, forward, strike, sd) - target;
    if (diff > 0) hi = sd;
    else lo = sd;
    if (Math.abs(diff) <= 1e-14 * Math.max(target, 1e-300) || hi - lo <= 1e-15 * hi) return sd;
    const d1 = Math.log(forward / strike) / sd + sd / 2;
    const vega = forward * normPdf(d1);
    const step = vega > 0 ? diff / vega : Number.NaN;
    // A step below rounding noise means the price cannot be matched any closer.
    if (Math.abs(step) <= 1e-15 * sd) return sd;
    const next = sd - step;
    sd = Number.isFinite(next) && next > lo && next < hi ? next : (lo + hi) / 2;
  }
  return sd;
}

/**
 * Implied total sd on a forward, or null when no positive volatility reproduces the price: at or
 * below the forward intrinsic value, at or above the no-arbitrage upper bound, or T ≤ 0.
 */
function impliedSd(kind: OptionKind, undiscounted: number, forward: number, strike: number): number | null {
  if (!(undiscounted > 0) || !(forward > 0) || !(strike > 0)) return null;
  // Put–call parity on the forward maps an in-the-money option to its out-of-the-money twin.
  const callTimeValue = kind === 'call' ? undiscounted : undiscounted + forward - strike;
  const otmKind: OptionKind = forward >= strike ? 'put' : 'call';
  const otmPrice = otmKind === 'call' ? callTimeValue : callTimeValue - (forward - strike);
  const upper = otmKind === 'call' ? forward : strike;
  if (!(otmPrice > 0) || otmPrice >= upper) return null;
  return solveSd(otmKind, forward, strike, otmPrice);
}

/** Black-76 implied volatility of a European option on a forward, or null when none fits. */
export function black76ImpliedVolatility(input: Black76ImpliedVolInputs): number | null {
  if (!(input.years > 0)) return null;
  const undiscounted = input.price * Math.exp(input.rate * input.years);
  const sd = impliedSd(input.kind, undiscounted, input.forward, input.strike);
  return sd === null ? null : sd / Math.sqrt(input.years);
}

/**
 * BSM implied volatility (decimal per year) of a European option, or null when no volatility fits
 * the price (below the discounted forward intrinsic value, above the upper bound, or T ≤ 0).
 */
export function impliedVolatility(input: BsmImpliedVolInputs): number | null {
  const q = input.dividendYield ?? 0;
  return black76ImpliedVolatility({
    kind: input.kind,
    price: input.price,
    forward: input.spot * Math.exp((input.rate - q) * input.years),
    strike: input.strike,
    years: input.years,
    rate: input.rate,
  });
}

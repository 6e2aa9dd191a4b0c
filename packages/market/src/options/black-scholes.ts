import { normCdf, normPdf } from './normal';

/**
 * European option pricing: Black–Scholes–Merton with a continuous dividend yield, and Black-76 on
 * a forward. Inputs are plain numbers in one currency unit (for index options: index points, which
 * are rupees per unit); rates, yields and volatilities are decimals per year (0.065 = 6.5 %), time
 * in years. Both models share one undiscounted "Black on a forward" core, because BSM is Black-76
 * with F = S·e^{(r−q)T}.
 */

/** Call or put. */
export type OptionKind = 'call' | 'put';

/** Inputs of a Black–Scholes–Merton valuation. */
export interface BsmInputs {
  readonly kind: OptionKind;
  readonly spot: number;
  readonly strike: number;
  /** Time to expiry in years (≤ 0: the option is valued at its intrinsic value). */
  readonly years: number;
  /** Continuously compounded risk-free rate, decimal per year. */
  readonly rate: number;
  /** Continuous dividend yield, decimal per year (0 when omitted). */
  readonly dividendYield?: number;
  /** Volatility, decimal per year. */
  readonly volatility: number;
}

/** Inputs of a Black-76 valuation (option on a forward or future, premium paid today). */
export interface Black76Inputs {
  readonly kind: OptionKind;
  readonly forward: number;
  readonly strike: number;
  readonly years: number;
  readonly rate: number;
  readonly volatility: number;
}

/**
 * Price and sensitivities in trader units: theta per calendar day (the yearly theta ÷ 365), vega
 * per 1 volatility point (÷ 100) and rho per 1 percentage point of the rate (÷ 100).
 */
export interface OptionValuation {
  readonly price: number;
  readonly delta: number;
  readonly gamma: number;
  readonly thetaPerDay: number;
  readonly vegaPerVolPoint: number;
  readonly rhoPerRatePoint: number;
}

/** d1 and d2 of the BSM formula (±Infinity at zero volatility or time). */
export function bsmD1D2(input: BsmInputs): { d1: number; d2: number } {
  const q = input.dividendYield ?? 0;
  const sd = input.volatility * Math.sqrt(Math.max(input.years, 0));
  const d1 = (Math.log(input.spot / input.strike) + (input.rate - q) * input.years) / sd + sd / 2;
  return { d1, d2: d1 - sd };
}

/**
 * Undiscounted Black price on a forward, given the total standard deviation sd = σ·√T. At sd = 0
 * it is the forward intrinsic value, the limit of the formula.
 */
export function undiscountedBlack(kind: OptionKind, forward: number, strike: number, sd: number): number {
  if (!(sd > 0)) return kind === 'call' ? Math.max(forward - strike, 0) : Math.max(strike - forward, 0);
  const d1 = Math.log(forward / strike) / sd + sd / 2;
  const d2 = d1 - sd;
  return kind === 'call'
    ? forward * normCdf(d1) - strike * normCdf(d2)
    : strike * normCdf(-d2) - forward * normCdf(-d1);
}

/** Black–Scholes–Merton price of a European option. */
export function bsmPrice(input: BsmInputs): number {
  const years = Math.max(input.years, 0);
  const q = input.dividendYield ?? 0;
  const forward = input.spot * Math.exp((input.rate - q) * years);
  const sd = input.volatility * Math.sqrt(years);
  return Math.exp(-input.rate * years) * undiscountedBlack(input.kind, forward, input.strike, sd);
}

/** Black-76 price of a European option on a forward (premium discounted at `rate`). */
export function black76Price(input: Black76Inputs): number {
  const years = Math.max(input.years, 0);
  const sd = input.volatility * Math.sqrt(years);
  return Math.exp(-input.rate * years) * undiscountedBlack(input.kind, input.forward, input.strike, sd);
}

/** BSM price and greeks (theta per day, vega per vol point, rho per rate point). */
export function bsmValuation(input: BsmInputs): OptionValuation {
  const { kind, spot, strike, rate, volatility } = input;
  const q = input.dividendYield ?? 0;
  const years = Math.max(input.years, 0);
  const growth = Math.exp(-q * years);
  const discount = Math.exp(-rate * years);
  const sqrtT = Math.sqrt(years);
  const sd = volatility * sqrtT;
  const isCall = kind === 'call';
  if (!(sd > 0)) {
    // Expired or zero volatility: the forward intrinsic value, with the step delta of that limit.
    const inMoney = isCall ? spot * growth > strike * discount : strike * discount > spot * growth;
    const sign = isCall ? 1 : -1;
    return {
      price: Math.max(sign * (spot * growth - strike * discount), 0),
      delta: inMoney ? sign * growth : 0,
      gamma: 0,
      thetaPerDay: 0,
      vegaPerVolPoint: 0,
      rhoPerRatePoint: 0,
    };
  }
  const d1 = (Math.log(spot / strike) + (rate - q) * years) / sd + sd / 2;
  const d2 = d1 - sd;
  const density = normPdf(d1);
  const sGrowth = spot * growth;
  const kDiscount = strike * discount;
  const decay = (-sGrowth * density * volatility) / (2 * sqrtT);
  const vega = sGrowth * density * sqrtT;
  const gamma = (growth * density) / (spot * sd);
  if (isCall) {
    const nd1 = normCdf(d1);
    const nd2 = normCdf(d2);
    return {
      price: sGrowth * nd1 - kDiscount * nd2,
      delta: growth * nd1,
      gamma,
      thetaPerDay: (decay - rate * kDiscount * nd2 + q * sGrowth * nd1) / 365,
      vegaPerVolPoint: vega / 100,
      rhoPerRatePoint: (kDiscount * years * nd2) / 100,
    };
  }
  const nMinusD1 = normCdf(-d1);
  const nMinusD2 = normCdf(-d2);
  return {
    price: kDiscount * nMinusD2 - sGrowth * nMinusD1,
    delta: -growth * nMinusD1,
    gamma,
    thetaPerDay: (decay + rate * kDiscount * nMinusD2 - q * sGrowth * nMinusD1) / 365,
    vegaPerVolPoint: vega / 100,
    rhoPerRatePoint: (-kDiscount * years * nMinusD2) / 100,
  };
}

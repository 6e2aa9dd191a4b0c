import { istParts } from '../calendar/ist';
import type { OptionKind } from '../options/black-scholes';
import { black76ImpliedVolatility, impliedVolatility } from '../options/implied-volatility';
import { yearsToExpiry } from '../options/option-expiries';
import type { IsoDate } from '../units';

/**
 * Implied volatility the way NSE's option chain publishes it (`impliedVolatility` per strike), found
 * by measurement on real chains (README "NSE's implied-volatility convention"): Black–Scholes on the
 * spot index value, r = 10 %, no dividend yield, time = whole calendar days to expiry ÷ 365, solved
 * from the last traded price.
 */

/** Which model the price is inverted with. */
export type IvModel =
  /** BSM on the spot: forward S·e^{rT} (q = 0), premium discounted at r. */
  | 'bsm-spot'
  /** Black-76 on the put–call-parity forward of the expiry (or a given futures price). */
  | 'black76-forward';

/** How time to expiry is counted, in years of 365 days. */
export type IvTimeConvention =
  /** Minutes from the quote to 15:30 IST on the expiry day (the option module's convention). */
  | 'calendar-minutes'
  /** Whole calendar days from the quote's IST date to the expiry date. */
  | 'whole-days';

export interface IvConvention {
  readonly model: IvModel;
  /** Continuously compounded rate, decimal per year. */
  readonly rate: number;
  readonly time: IvTimeConvention;
}

/** The convention that reproduces NSE's published IVs best (median error 0.08 vol points, see README). */
export const NSE_IV_CONVENTION: IvConvention = { model: 'bsm-spot', rate: 0.1, time: 'whole-days' };

const DAY_MS = 86_400_000;
const DAYS_PER_YEAR = 365;

/** Whole calendar days from the IST date of `asOf` to `expiry` (0 on the expiry day itself). */
export function calendarDaysToExpiry(asOf: Date, expiry: IsoDate): number {
  const today = istParts(asOf).date;
  return Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * Years to expiry under a time convention. Whole days on the expiry day itself would be 0; there the
 * minutes left to 15:30 are used instead (NSE's expiry-day figures are not in the measured data).
 */
export function yearsUnderConvention(time: IvTimeConvention, asOf: Date, expiry: IsoDate): number {
  if (time === 'whole-days') {
    const days = calendarDaysToExpiry(asOf, expiry);
    if (days >= 1) return days / DAYS_PER_YEAR;
  }
  return yearsToExpiry(asOf, expiry);
}

/** One option quote to invert (prices and levels in points or rupees). */
export interface IvQuote {
  readonly kind: OptionKind;
  /** The option price to match: NSE uses the last traded price. */
  readonly price: number;
  readonly strike: number;
  /** Underlying spot value (NSE's `underlyingValue`). */
  readonly spot: number;
  readonly asOf: Date;
  readonly expiry: IsoDate;
  /** The forward for `black76-forward` (a futures price or `parityForward`); the spot when omitted. */
  readonly forward?: number;
}

/** Implied volatility (decimal per year) of a quote under a convention, or null when none fits. */
export function ivUnderConvention(convention: IvConvention, quote: IvQuote): number | null {
  const years = yearsUnderConvention(convention.time, quote.asOf, quote.expiry);
  const { kind, price, strike, spot } = quote;
  if (convention.model === 'bsm-spot') {
    return impliedVolatility({ kind, price, spot, strike, years, rate: convention.rate });
  }
  const forward = quote.forward ?? spot;
  return black76ImpliedVolatility({ kind, price, forward, strike, years, rate: convention.rate });
}

/** The quote fields NSE's convention needs. */
export interface NseIvQuote {
  readonly kind: OptionKind;
  /** Last traded price of the option (points or rupees). */
  readonly lastPrice: number;
  readonly strike: number;
  /** Underlying value at the quote (index points or the stock's price). */
  readonly spot: number;
  readonly asOf: Date;
  readonly expiry: IsoDate;
}

/**
 * Implied volatility comparable with NSE's option chain, as a decimal per year (NSE prints
 * `100 × iv` rounded to 2 decimals, and 0 where we return null).
 */
export function nseCompatibleIv(quote: NseIvQuote): number | null {
  return ivUnderConvention(NSE_IV_CONVENTION, {
    kind: quote.kind,
    price: quote.lastPrice,
    strike: quote.strike,
    spot: quote.spot,
    asOf: quote.asOf,
    expiry: quote.expiry,
  });
}

/** One strike with both sides' prices (NaN or ≤ 0 where a side has no usable price). */
export interface ParityPair {
  readonly strike: number;
  readonly call: number;
  readonly put: number;
}

/**
 * Forward from put–call parity, F = K + e^{rT}(C − P), at the strike with the smallest |C − P| among
 * those with both prices; null when no strike has both.
 */
export function parityForward(pairs: readonly ParityPair[], years: number, rate: number): number | null {
  let best: ParityPair | undefined;
  for (const pair of pairs) {
    if (!(pair.call > 0 && pair.put > 0)) continue;
    if (!best || Math.abs(pair.call - pair.put) < Math.abs(best.call - best.put)) best = pair;
  }
  return best ? best.strike + Math.exp(rate * years) * (best.call - best.put) : null;
}

/**
 * NSE-convention IVs of one side of a chain expiry: `pricesPaise[i]` (last or theoretical prices in
 * integer paise) at `strikes[i]` (points), as decimals per year; NaN where no volatility fits (or the
 * price is 0). About 1–2 µs a strike.
 */
export function nseIvColumn(
  kind: OptionKind,
  pricesPaise: ArrayLike<number>,
  strikes: ArrayLike<number>,
  spot: number,
  asOf: Date,
  expiry: IsoDate,
): Float64Array {
  const out = new Float64Array(strikes.length);
  for (let i = 0; i < strikes.length; i++) {
    const iv = nseCompatibleIv({
      kind,
      lastPrice: (pricesPaise[i] ?? 0) / 100,
      strike: strikes[i] ?? 0,
      spot,
      asOf,
      expiry,
    });
    out[i] = iv ?? Number.NaN;
  }
  return out;
}

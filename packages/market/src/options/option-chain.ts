import { istParts } from '../calendar/ist';
import { type NseCalendar, nseCalendar } from '../calendar/nse-calendar';
import type { IsoDate } from '../units';
import { bsmValuation, type OptionKind } from './black-scholes';
import { createExpiryPricer, type ExpiryPricer, strikeVolatility } from './expiry-pricer';
import { impliedVolatility } from './implied-volatility';
import {
  expiryInstant,
  listOptionExpiries,
  type OptionExpiry,
  sessionElapsedShare,
  yearsToExpiry,
} from './option-expiries';
import { askPaise, bidPaise, halfSpreadPaise, premiumToTickPaise } from './option-quotes';
import { DEFAULT_RISK_FREE_RATE, optionUnderlying } from './option-underlyings';
import { syntheticOpenInterest } from './synthetic-open-interest';
import { INDEX_SMILE, type SmileShape, type VolSurface } from './volatility-surface';

/** One side (calls or puts) of an expiry, one entry per strike. */
export interface OptionSideColumns {
  /** Theoretical price on the ₹0.05 tick, integer paise (0 when worth less than half a tick). */
  readonly price: Int32Array;
  /** Best bid, paise; 0 means no bid. */
  readonly bid: Int32Array;
  /** Best ask, paise (at least one tick). */
  readonly ask: Int32Array;
  /** Implied volatility back-solved from `price` (decimal); NaN when no volatility fits it. */
  readonly iv: Float64Array;
  readonly delta: Float64Array;
  readonly gamma: Float64Array;
  /** Rupees (points) per calendar day. */
  readonly thetaPerDay: Float64Array;
  /** Rupees (points) per 1 volatility point. */
  readonly vegaPerVolPoint: Float64Array;
  /** Rupees (points) per 1 percentage point of the rate. */
  readonly rhoPerRatePoint: Float64Array;
  /** Open interest, contracts. */
  readonly openInterest: Float64Array;
  /** Contracts traded so far in the session. */
  readonly volume: Float64Array;
}

/** One expiry of a simulated chain. */
export interface OptionChainExpiry {
  readonly expiry: IsoDate;
  readonly kind: 'weekly' | 'monthly';
  /** 15:30 IST on the expiry day. */
  readonly expiresAt: Date;
  /** Years to expiry (minutes / 525,600). */
  readonly years: number;
  /** Forward level S·e^{(r−q)T}, points. */
  readonly forward: number;
  /** ATM volatility of this expiry from the term structure. */
  readonly atmVol: number;
  /** Ascending strikes, points. */
  readonly strikes: Float64Array;
  /** Surface volatility each strike was priced at (greeks use it). */
  readonly modelVol: Float64Array;
  readonly call: OptionSideColumns;
  readonly put: OptionSideColumns;
}

/** A simulated option chain (always labelled simulated). */
export interface OptionChain {
  readonly simulated: true;
  readonly symbol: string;
  /** Underlying level, points. */
  readonly spot: number;
  readonly asOf: Date;
  readonly riskFreeRate: number;
  readonly dividendYield: number;
  readonly lotSize: number;
  readonly strikeStep: number;
  /** The surface the chain was priced on. */
  readonly surface: VolSurface;
  readonly expiries: readonly OptionChainExpiry[];
}

/** Inputs of a simulated chain. Only symbol, spot, instant, ATM volatility and seed are required. */
export interface OptionChainInput {
  readonly symbol: string;
  /** Underlying level, points. */
  readonly spot: number;
  readonly asOf: Date;
  /** ATM implied volatility of a 30-day expiry (decimal), e.g. India VIX / 100 / 1.1 for NIFTY. */
  readonly atmVol: number;
  readonly seed: string;
  /** Default `DEFAULT_RISK_FREE_RATE` (6.5 %). */
  readonly riskFreeRate?: number;
  /** Default: the underlying's (NIFTY 1.2 %). */
  readonly dividendYield?: number;
  /** Long-run ATM volatility of the term structure; default the underlying's (NIFTY 15 %). */
  readonly longRunVol?: number;
  /** Smile and term-structure shape; default `INDEX_SMILE`. */
  readonly smile?: SmileShape;
  /** Strikes listed within ±this fraction of spot (default 0.10). */
  readonly strikeRange?: number;
  /** Expiries to build; default: the calendar's live weeklies and monthlies. */
  readonly expiries?: readonly OptionExpiry[];
  readonly calendar?: NseCalendar;
  /** Level open interest is centred on (default spot; pass the previous close so OI stays put intraday). */
  readonly referenceLevel?: number;
}

function emptySide(n: number): OptionSideColumns {
  return {
    price: new Int32Array(n),
    bid: new Int32Array(n),
    ask: new Int32Array(n),
    iv: new Float64Array(n),
    delta: new Float64Array(n),
    gamma: new Float64Array(n),
    thetaPerDay: new Float64Array(n),
    vegaPerVolPoint: new Float64Array(n),
    rhoPerRatePoint: new Float64Array(n),
    openInterest: new Float64Array(n),
    volume: new Float64Array(n),
  };
}

/** Prices, quotes, IV and greeks of one option into row `i` of its side. */
function fillOption(
  side: OptionSideColumns,
  i: number,
  kind: OptionKind,
  pricer: ExpiryPricer,
  strike: number,
  vol: number,
  z: number,
): void {
  const valuation = bsmValuation({
    kind,
    spot: pricer.spot,
    strike,
    years: pricer.years,
    rate: pricer.rate,
    dividendYield: pricer.dividendYield,
    volatility: vol,
  });
  const price = premiumToTickPaise(valuation.price);
  const half = halfSpreadPaise(price, z);
  side.price[i] = price;
  side.bid[i] = bidPaise(price, half);
  side.ask[i] = askPaise(price, half);
  side.iv[i] =
    impliedVolatility({
      kind,
      price: price / 100,
      spot: pricer.spot,
      strike,
      years: pricer.years,
      rate: pricer.rate,
      dividendYield: pricer.dividendYield,
    }) ?? Number.NaN;
  side.delta[i] = valuation.delta;
  side.gamma[i] = valuation.gamma;
  side.thetaPerDay[i] = valuation.thetaPerDay;
  side.vegaPerVolPoint[i] = valuation.vegaPerVolPoint;
  side.rhoPerRatePoint[i] = valuation.rhoPerRatePoint;
}

/** Share of an underlying's nearest-expiry open interest that an expiry carries (by rank and kind). */
function expiryWeight(rank: number, kind: OptionExpiry['kind']): number {
  const byRank = [1, 0.45, 0.3, 0.25, 0.2, 0.15][rank] ?? 0.1;
  return kind === 'monthly' ? byRank * 1.3 : byRank;
}

/**
 * A simulated option chain: for each live expiry, strikes at the underlying's step within
 * ±`strikeRange` of spot, call and put theoretical prices on the tick with bid/ask, IV, greeks and
 * seeded open interest and volume. Deterministic for the same inputs.
 */
export function buildOptionChain(input: OptionChainInput): OptionChain {
  const underlying = optionUnderlying(input.symbol, input.spot);
  const calendar = input.calendar ?? nseCalendar;
  const rate = input.riskFreeRate ?? DEFAULT_RISK_FREE_RATE;
  const dividendYield = input.dividendYield ?? underlying.dividendYield;
  const surface: VolSurface = {
    ...(input.smile ?? INDEX_SMILE),
    atmVol30: input.atmVol,
    longRunVol: input.longRunVol ?? underlying.longRunVol,
  };
  const step = underlying.strikeStep;
  const range = input.strikeRange ?? 0.1;
  const firstUnit = Math.max(1, Math.ceil((input.spot * (1 - range)) / step));
  const lastUnit = Math.floor((input.spot * (1 + range)) / step);
  const strikes = Float64Array.from(
    { length: Math.max(lastUnit - firstUnit + 1, 0) },
    (_, i) => (firstUnit + i) * step,
  );
  const listed =
    input.expiries ?? listOptionExpiries(calendar, input.asOf, { weekly: underlying.weeklyExpiries });
  const live = listed.filter((e) => yearsToExpiry(input.asOf, e.date) > 0);
  const referenceLevel = input.referenceLevel ?? input.spot;
  const fraction = sessionElapsedShare(input.asOf);
  const tradingDate = istParts(input.asOf).date;

  const expiries = live.map((listing, rank): OptionChainExpiry => {
    const years = yearsToExpiry(input.asOf, listing.date);
    const pricer = createExpiryPricer(surface, input.spot, rate, dividendYield, years);
    const n = strikes.length;
    const call = emptySide(n);
    const put = emptySide(n);
    const modelVol = new Float64Array(n);
    const sdMove = pricer.atmVol * Math.sqrt(years);
    for (let i = 0; i < n; i++) {
      const strike = strikes[i] ?? 0;
      const vol = strikeVolatility(pricer, strike);
      const z = Math.log(strike / pricer.forward) / sdMove;
      modelVol[i] = vol;
      fillOption(call, i, 'call', pricer, strike, vol, z);
      fillOption(put, i, 'put', pricer, strike, vol, z);
    }
    const oi = syntheticOpenInterest({
      seed: input.seed,
      streamKey: `options:${input.symbol}:${tradingDate}:${listing.date}`,
      strikes,
      strikeStep: step,
      referenceLevel,
      relativeMove: sdMove,
      callTotal: underlying.oiScale * expiryWeight(rank, listing.kind),
      sessionFraction: fraction,
      // Expiry-day and near-expiry contracts turn over several times their OI in a day.
      turnover: rank === 0 ? 3 : 1,
    });
    call.openInterest.set(oi.callOi);
    call.volume.set(oi.callVolume);
    put.openInterest.set(oi.putOi);
    put.volume.set(oi.putVolume);
    return {
      expiry: listing.date,
      kind: listing.kind,
      expiresAt: expiryInstant(listing.date),
      years,
      forward: pricer.forward,
      atmVol: pricer.atmVol,
      strikes: strikes.slice(),
      modelVol,
      call,
      put,
    };
  });

  return {
    simulated: true,
    symbol: input.symbol,
    spot: input.spot,
    asOf: input.asOf,
    riskFreeRate: rate,
    dividendYield,
    lotSize: underlying.lotSize,
    strikeStep: step,
    surface,
    expiries,
  };
}

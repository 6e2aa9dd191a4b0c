import { istDateTimeToUtc, istParts } from '../calendar/ist';
import { type NseCalendar, nseCalendar } from '../calendar/nse-calendar';
import type { IsoDate } from '../units';
import { bsmValuation, type OptionKind } from './black-scholes';
import { createExpiryPricer, type ExpiryPricer, strikeVolatility, theoreticalPair } from './expiry-pricer';
import { impliedVolatility } from './implied-volatility';
import {
  expiryInstant,
  listOptionExpiries,
  type OptionExpiry,
  sessionElapsedShare,
  yearsToExpiry,
} from './option-expiries';
import { askPaise, bidPaise, halfSpreadPaise, tradedPremiumPaise } from './option-quotes';
import { DEFAULT_RISK_FREE_RATE, optionUnderlying } from './option-underlyings';
import { type OiSession, syntheticOpenInterest } from './synthetic-open-interest';
import { INDEX_SMILE, type SmileShape, type VolSurface } from './volatility-surface';

/** One side (calls or puts) of an expiry, one entry per strike. */
export interface OptionSideColumns {
  /** Theoretical price on the ₹0.05 tick, integer paise (one tick at least, as a traded contract). */
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
  /** Open interest at the previous session's close, contracts (change in OI = openInterest − this). */
  readonly previousOpenInterest: Float64Array;
  /**
   * Theoretical close of the previous session, integer paise on the tick: priced at `previousSpot`,
   * `previousAtmVol` and `previousAsOf` (equal to `price` when `previousSpot` is not given).
   */
  readonly previousClose: Int32Array;
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
  /**
   * Close of the previous session (points): today's positions are centred on it, so open interest
   * does not follow the ticks. Default spot.
   */
  readonly referenceLevel?: number;
  /** Close of the session before the previous one: the previous session's centre. Default `referenceLevel`. */
  readonly previousReferenceLevel?: number;
  /** Close one session earlier still: sets the move writers reacted to in the previous session. Default `previousReferenceLevel`. */
  readonly earlierReferenceLevel?: number;
  /** Underlying level at the previous session's close (points), for `previousClose`. */
  readonly previousSpot?: number;
  /** 30-day ATM volatility at the previous session's close. Default `atmVol`. */
  readonly previousAtmVol?: number;
  /** The previous session's close instant. Default 15:30 IST of the trading day before `asOf`'s session. */
  readonly previousAsOf?: Date;
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
    previousOpenInterest: new Float64Array(n),
    previousClose: new Int32Array(n),
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
  const price = tradedPremiumPaise(valuation.price);
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

/**
 * Call open interest of an expiry at the peak of its lifecycle (the day before expiry), contracts:
 * 1.3 × the underlying's scale for a weekly, × 1.2 more for a monthly: NIFTY's nearest weekly
 * carries ≈ 0.7 M calls five sessions out and ≈ 1.95 M the day before expiry (1.4 M on average).
 */
function peakCallOpenInterest(oiScale: number, kind: OptionExpiry['kind']): number {
  return oiScale * 1.3 * (kind === 'monthly' ? 1.2 : 1);
}

/** The session an instant belongs to for open interest, and the share of it elapsed (1 after its close). */
function oiSessionOf(calendar: NseCalendar, asOf: Date): { date: IsoDate; fraction: number } {
  const date = istParts(asOf).date;
  if (calendar.isTradingDay(date)) return { date, fraction: sessionElapsedShare(asOf) };
  return { date: calendar.previousTradingDay(date), fraction: 1 };
}

/** Trading sessions after `date` up to and including `expiry` (0 when `date` is the expiry day). */
function sessionsAfter(calendar: NseCalendar, date: IsoDate, expiry: IsoDate): number {
  return expiry > date ? calendar.tradingDaysBetween(calendar.nextTradingDay(date), expiry).length : 0;
}

/** ln(level ÷ before): the move between two closes, 0 unless both are positive. */
function logMove(level: number, before: number): number {
  return level > 0 && before > 0 ? Math.log(level / before) : 0;
}

/** Previous-session theoretical closes of one expiry into `previousClose`, paise on the tick. */
function fillPreviousClose(
  call: OptionSideColumns,
  put: OptionSideColumns,
  strikes: Float64Array,
  pricer: ExpiryPricer | null,
): void {
  if (!pricer || pricer.years <= 0) {
    call.previousClose.set(call.price);
    put.previousClose.set(put.price);
    return;
  }
  for (let i = 0; i < strikes.length; i++) {
    const pair = theoreticalPair(pricer, strikes[i] ?? 0);
    // A traded option closes at one tick at least, as today's price does (no +0.05 "change" on a
    // worthless strike whose theoretical close rounded to 0).
    call.previousClose[i] = tradedPremiumPaise(pair.call);
    put.previousClose[i] = tradedPremiumPaise(pair.put);
  }
}

/**
 * A simulated option chain: for each live expiry, strikes at the underlying's step within
 * ±`strikeRange` of spot, call and put theoretical prices on the tick with bid/ask, IV, greeks,
 * the previous session's theoretical close, and open interest (now and at the previous close) and
 * volume from the position model of `synthetic-open-interest.ts`. Deterministic for the same inputs.
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
  const previousReferenceLevel = input.previousReferenceLevel ?? referenceLevel;
  const earlierReferenceLevel = input.earlierReferenceLevel ?? previousReferenceLevel;
  const session = oiSessionOf(calendar, input.asOf);
  const previousSession = calendar.previousTradingDay(session.date);
  const previousAsOf = input.previousAsOf ?? istDateTimeToUtc(previousSession, '15:30');
  const previousSurface: VolSurface = { ...surface, atmVol30: input.previousAtmVol ?? input.atmVol };

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
    const previousPricer =
      input.previousSpot === undefined
        ? null
        : createExpiryPricer(
            previousSurface,
            input.previousSpot,
            rate,
            dividendYield,
            yearsToExpiry(previousAsOf, listing.date),
          );
    fillPreviousClose(call, put, strikes, previousPricer);
    const sessionsLeft = sessionsAfter(calendar, session.date, listing.date);
    const today: OiSession = {
      date: session.date,
      sessionsToExpiry: sessionsLeft,
      referenceLevel,
      move: logMove(referenceLevel, previousReferenceLevel),
    };
    const previous: OiSession = {
      date: previousSession,
      sessionsToExpiry: sessionsLeft + 1,
      referenceLevel: previousReferenceLevel,
      move: logMove(previousReferenceLevel, earlierReferenceLevel),
    };
    const oi = syntheticOpenInterest({
      model: {
        seed: input.seed,
        symbol: input.symbol,
        expiry: listing.date,
        kind: listing.kind,
        weeklyCycle: underlying.weeklyExpiries,
        strikes,
        strikeStep: step,
        peakCallTotal: peakCallOpenInterest(underlying.oiScale, listing.kind),
        volatility: surface.longRunVol,
      },
      previous,
      today,
      sessionFraction: session.fraction,
      // Expiry-day and near-expiry contracts turn over several times their OI in a day.
      turnover: rank === 0 ? 3 : 1,
    });
    call.openInterest.set(oi.callOi);
    call.previousOpenInterest.set(oi.previousCallOi);
    call.volume.set(oi.callVolume);
    put.openInterest.set(oi.putOi);
    put.previousOpenInterest.set(oi.previousPutOi);
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

import { IST_OFFSET_MS, istDateTimeToUtc, istParts } from '../calendar/ist';
import { type NseCalendar, nseCalendar } from '../calendar/nse-calendar';
import { upcomingMonthlyExpiries, yearsToExpiry } from '../options/option-expiries';
import { premiumToTickPaise } from '../options/option-quotes';
import { DEFAULT_RISK_FREE_RATE, optionUnderlying } from '../options/option-underlyings';
import { createRng } from '../simulator/prng';
import type { IsoDate } from '../units';
import { FNO_STOCKS, lotSize } from '../universe/universe';

/**
 * Index and stock futures priced by cost of carry with a seeded, mean-reverting mispricing per
 * contract (README "Futures basis"). Prices are integer paise on the ₹0.05 tick (index futures:
 * hundredths of a point); basis and premiums in points (rupees for stocks).
 */

/** Index futures the simulation lists (three monthlies each). */
export const INDEX_FUTURE_SYMBOLS = ['NIFTY', 'BANKNIFTY', 'FINNIFTY', 'MIDCPNIFTY'] as const;

/** A contract's place in the monthly cycle: current, next and far month. */
export type FutureMonth = 'near' | 'next' | 'far';
const MONTH_KEYS: readonly FutureMonth[] = ['near', 'next', 'far'];

export interface FutureContract {
  readonly symbol: string;
  readonly kind: 'index' | 'stock';
  readonly expiry: IsoDate;
  readonly month: FutureMonth;
  /** Units per contract. */
  readonly lotSize: number;
}

function isIndexFuture(symbol: string): boolean {
  return (INDEX_FUTURE_SYMBOLS as readonly string[]).includes(symbol);
}

/** The monthly expiries live at `asOf`, nearest first, as `near`, `next`, `far`. */
export function futureExpiries(
  asOf: Date,
  calendar: NseCalendar = nseCalendar,
): { month: FutureMonth; expiry: IsoDate }[] {
  return upcomingMonthlyExpiries(calendar, asOf, 3).map((expiry, k) => ({
    month: MONTH_KEYS[k] ?? 'far',
    expiry,
  }));
}

/** Every futures contract live at `asOf`: the four index futures, then every F&O stock, × 3 months. */
export function listFutureContracts(asOf: Date, calendar: NseCalendar = nseCalendar): FutureContract[] {
  const expiries = futureExpiries(asOf, calendar);
  const symbols = [...INDEX_FUTURE_SYMBOLS, ...FNO_STOCKS.map((s) => s.symbol)];
  return symbols.flatMap((symbol) =>
    expiries.map(({ month, expiry }) => ({
      symbol,
      kind: isIndexFuture(symbol) ? ('index' as const) : ('stock' as const),
      expiry,
      month,
      lotSize: lotSize(symbol) ?? 1,
    })),
  );
}

/** What the mispricing of one kind of underlying looks like (decimals per year). */
interface CarryModel {
  /** Mean premium over r − q across underlyings, and its spread between underlyings. */
  readonly premiumMean: number;
  readonly premiumSpread: number;
  /** Stationary sd of the per-contract mean-reverting part, and its half-life in days. */
  readonly wanderSd: number;
  readonly halfLifeDays: number;
  /** Soft bounds of the annualised carry, relative to r. */
  readonly floorOverRate: number;
  readonly capOverRate: number;
}

// Index futures trade rich (leveraged longs pay up): NIFTY's carry sits at about r + 1 %, within
// 6–9 % a year at r = 6.5 %. Stocks: the real near-to-next carries of 19-Jul-2024 (README) have a
// median of 6.1 % and 75th–95th percentiles of 7.1–7.8 %; the low tail there is dividends.
const INDEX_CARRY: CarryModel = {
  premiumMean: 0.02,
  premiumSpread: 0.003,
  wanderSd: 0.006,
  halfLifeDays: 4,
  floorOverRate: -0.005,
  capOverRate: 0.025,
};
const STOCK_CARRY: CarryModel = {
  premiumMean: 0.003,
  premiumSpread: 0.008,
  wanderSd: 0.01,
  halfLifeDays: 6,
  floorOverRate: -0.085,
  capOverRate: 0.055,
};

/** Annualised carry added per unit of the day's return (a 1 % rally adds 0.6 % a year). */
const MOMENTUM_CARRY = 0.6;
/** Calendar days of daily knots before the expiry (a monthly lists about three months ahead). */
const LIFE_DAYS = 120;
const DAY_MS = 86_400_000;

/** Per-symbol premium over r − q, constant in time. */
function symbolPremium(seed: string, symbol: string, model: CarryModel): number {
  return model.premiumMean + model.premiumSpread * createRng(seed, `future-premium:${symbol}`).normal();
}

/**
 * The per-contract wandering part at `asOf`: a stationary AR(1) on daily knots (00:00 IST of each
 * calendar day from LIFE_DAYS before the expiry), smoothstep-interpolated between knots so it moves
 * continuously through the session. Deterministic per (seed, symbol, expiry, instant).
 */
function contractWander(
  seed: string,
  symbol: string,
  expiry: IsoDate,
  asOf: Date,
  model: CarryModel,
): number {
  const start = Date.parse(`${expiry}T00:00:00Z`) - IST_OFFSET_MS - LIFE_DAYS * DAY_MS;
  const position = Math.min(Math.max((asOf.getTime() - start) / DAY_MS, 0), LIFE_DAYS);
  const knot = Math.floor(position);
  const phi = 2 ** (-1 / model.halfLifeDays);
  const innovation = model.wanderSd * Math.sqrt(1 - phi * phi);
  const rng = createRng(seed, `future-wander:${symbol}:${expiry}`);
  let x = model.wanderSd * rng.normal();
  for (let k = 0; k < knot; k++) x = phi * x + innovation * rng.normal();
  const next = phi * x + innovation * rng.normal();
  const f = position - knot;
  return x + (next - x) * f * f * (3 - 2 * f);
}

/** A lumpy dividend whose ex-date falls in a contract's life. */
export interface SeededDividend {
  readonly exDate: IsoDate;
  /** Fraction of the spot paid. */
  readonly yield: number;
}

/**
 * The seeded large dividend of a stock in a calendar year, if any: 40 % of stocks a year, ex-date in
 * the June–September AGM season four times in five, 0.4–2.5 % of the price.
 */
export function seededDividend(seed: string, symbol: string, year: number): SeededDividend | null {
  const rng = createRng(seed, `future-dividend:${symbol}:${year}`);
  if (rng.uniform() >= 0.4) return null;
  const inSeason = rng.uniform() < 0.8;
  const dayOfYear = inSeason ? 151 + rng.int(122) : rng.int(365);
  const exDate = new Date(Date.UTC(year, 0, 1) + dayOfYear * DAY_MS).toISOString().slice(0, 10) as IsoDate;
  const u = rng.uniform();
  return { exDate, yield: 0.004 + 0.021 * u * u };
}

/**
 * Present value, as a fraction of the spot, of the dividends going ex after the IST date of `asOf`
 * and on or before `expiry` (each discounted from its ex-date at `rate`).
 */
function dividendsBefore(seed: string, symbol: string, asOf: Date, expiry: IsoDate, rate: number): number {
  const today = istParts(asOf).date;
  let total = 0;
  for (let year = Number(today.slice(0, 4)); year <= Number(expiry.slice(0, 4)); year++) {
    const d = seededDividend(seed, symbol, year);
    if (d && d.exDate > today && d.exDate <= expiry)
      total += d.yield * Math.exp(-rate * yearsToExpiry(asOf, d.exDate));
  }
  return total;
}

/** Squeezes x into (lo, hi) smoothly: identity near the middle, tanh towards the bounds. */
function softBound(x: number, lo: number, hi: number): number {
  const mid = (lo + hi) / 2;
  const half = (hi - lo) / 2;
  return mid + half * Math.tanh((x - mid) / half);
}

export interface FutureQuoteInput {
  readonly symbol: string;
  /** Underlying value: index points or the stock's price in rupees. */
  readonly spot: number;
  readonly asOf: Date;
  readonly expiry: IsoDate;
  readonly seed: string;
  /** The underlying's previous close: the day's move widens (rally) or narrows (fall) the premium. */
  readonly previousSpot?: number;
  /** Continuously compounded risk-free rate (default 6.5 %). */
  readonly rate?: number;
}

export interface FutureQuote {
  readonly symbol: string;
  readonly expiry: IsoDate;
  /** Traded price, integer paise on the ₹0.05 tick; the spot itself (final settlement) once expired. */
  readonly price: number;
  /** Cost-of-carry fair value (S − PV(dividends))·e^{(r−q)T}, paise on the tick. */
  readonly fairPrice: number;
  /** price − spot, points (rupees for stocks); exactly 0 at 15:30 on the expiry day. */
  readonly basis: number;
  /** basis ÷ spot × 100. */
  readonly basisPct: number;
  /** ln(F/S)/T × 100 of the model price before tick rounding; 0 once expired. */
  readonly annualisedCarryPct: number;
  /** price − fairPrice, points: what the market pays over (or under) cost of carry. */
  readonly premiumToFair: number;
  /** Years to 15:30 IST on the expiry day (minutes ÷ 525,600), never below 0. */
  readonly years: number;
}

/**
 * The futures quote of (symbol, expiry) at `asOf`. The annualised carry is
 * c = r − q + premium(symbol) + wander(contract, t) + 0.6 × (spot/previousSpot − 1), softly kept in
 * [r − 0.5 %, r + 2.5 %] for indices and [r − 8.5 %, r + 5.5 %] for stocks; then
 * F = (S − D·e^{−r·τ})·e^{c·T} with D a seeded dividend going ex before expiry (stocks only).
 */
export function futureQuote(input: FutureQuoteInput): FutureQuote {
  const { symbol, spot, asOf, expiry, seed } = input;
  const rate = input.rate ?? DEFAULT_RISK_FREE_RATE;
  const spotPaise = Math.round(spot * 100);
  const years = Math.max(yearsToExpiry(asOf, expiry), 0);
  if (years === 0) {
    return {
      symbol,
      expiry,
      price: spotPaise,
      fairPrice: spotPaise,
      basis: 0,
      basisPct: 0,
      annualisedCarryPct: 0,
      premiumToFair: 0,
      years: 0,
    };
  }
  const index = isIndexFuture(symbol);
  const model = index ? INDEX_CARRY : STOCK_CARRY;
  const q = optionUnderlying(symbol, spot).dividendYield;
  const dayReturn = input.previousSpot && input.previousSpot > 0 ? spot / input.previousSpot - 1 : 0;
  const raw =
    rate -
    q +
    symbolPremium(seed, symbol, model) +
    contractWander(seed, symbol, expiry, asOf, model) +
    MOMENTUM_CARRY * dayReturn;
  const carry = softBound(raw, rate + model.floorOverRate, rate + model.capOverRate);
  const exSpot = spot * (1 - (index ? 0 : dividendsBefore(seed, symbol, asOf, expiry, rate)));
  const model76 = exSpot * Math.exp(carry * years);
  const price = premiumToTickPaise(model76);
  const fairPrice = premiumToTickPaise(exSpot * Math.exp((rate - q) * years));
  const basis = (price - spotPaise) / 100;
  return {
    symbol,
    expiry,
    price,
    fairPrice,
    basis,
    basisPct: (basis / spot) * 100,
    annualisedCarryPct: (Math.log(model76 / spot) / years) * 100,
    premiumToFair: (price - fairPrice) / 100,
    years,
  };
}

/** Inputs of the simulated open interest of a symbol's futures series on one date. */
export interface SeriesOiInput {
  readonly symbol: string;
  /** Session date (IST): the open interest at its close. */
  readonly date: IsoDate;
  readonly seed: string;
  /** Typical open interest of the whole series mid-month, contracts (default: per symbol). */
  readonly scale?: number;
  /**
   * The monthly expiries live during that session, nearest first (`futureExpiries` at its open);
   * computed from `calendar` when omitted (about 25 µs, so pass them when pricing many symbols).
   */
  readonly expiries?: readonly IsoDate[];
  readonly calendar?: NseCalendar;
}

/** Inputs of the simulated open interest of one futures contract. */
export interface FutureOiInput extends SeriesOiInput {
  readonly expiry: IsoDate;
}

/**
 * Typical mid-month series open interest (contracts). Indices: from the real 19-Jul-2024 F&O
 * bhavcopy, rescaled to the current lots (NIFTY 7.1 lakh contracts of 25 → about 2.5 lakh of 65–75);
 * stocks: seeded around 25,000 contracts.
 */
const INDEX_OI_SCALE: Readonly<Record<string, number>> = {
  NIFTY: 250_000,
  BANKNIFTY: 80_000,
  FINNIFTY: 1_500,
  MIDCPNIFTY: 20_000,
};

function seriesScale(seed: string, symbol: string): number {
  return (
    INDEX_OI_SCALE[symbol] ?? 25_000 * Math.exp(0.6 * createRng(seed, `future-oi-scale:${symbol}`).normal())
  );
}

/** Share of the series no longer in the near month, `d` calendar days before its expiry. */
function rolledShare(d: number, shift: number): number {
  const base = 0.06;
  return base + (1 - base) / (1 + Math.exp((d - 2 - shift) / 2));
}

/** Share of the series held in the far month. */
const FAR_SHARE = 0.02;

/** One contract's open interest in a series. */
export interface ContractOi {
  readonly expiry: IsoDate;
  readonly month: FutureMonth;
  /** Contracts at the close. */
  readonly openInterest: number;
}

/**
 * Open interest (contracts) of a symbol's near, next and far futures at the close of `date`,
 * deterministic from the seed and the date. The series (all three months) builds from 76 % to 100 %
 * of its scale through the month and is unwound at expiry; the roll happens in the last week: the
 * share that has moved beyond the near month is 6 % + 94 %/(1 + e^{(d − 2 − s)/2}) at d calendar days
 * before the near expiry (s a seeded shift of ±½ day per series): ≈ 17 % six days before, ≈ 75 % on
 * the expiry day, when the near contract reports the positions it settles. Far month 2 %.
 */
export function seriesOpenInterest(input: SeriesOiInput): ContractOi[] {
  const { symbol, date, seed } = input;
  const live =
    input.expiries ??
    upcomingMonthlyExpiries(input.calendar ?? nseCalendar, istDateTimeToUtc(date, '09:15'), 3);
  const near = live[0];
  if (near === undefined) return [];
  const d = Math.round((Date.parse(`${near}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS);
  const seriesRng = createRng(seed, `future-oi-series:${symbol}:${near}`);
  const seriesLevel = Math.exp(0.12 * seriesRng.normal());
  const rolled = rolledShare(d, seriesRng.uniform() - 0.5);
  const build = 0.76 + 0.24 * (1 - Math.min(d, 30) / 30);
  const total = (input.scale ?? seriesScale(seed, symbol)) * seriesLevel * build;
  const dayRng = createRng(seed, `future-oi-day:${symbol}:${date}`);
  return live.slice(0, 3).map((expiry, slot) => {
    const share = slot === 0 ? 1 - rolled - FAR_SHARE : slot === 1 ? rolled : FAR_SHARE;
    const daily = Math.exp(0.02 * dayRng.normal());
    return {
      expiry,
      month: MONTH_KEYS[slot] ?? 'far',
      openInterest: Math.max(0, Math.round(total * share * daily)),
    };
  });
}

/** Open interest (contracts) of one futures contract at the close of `date`; 0 when it is not live. */
export function futureOpenInterest(input: FutureOiInput): number {
  return seriesOpenInterest(input).find((c) => c.expiry === input.expiry)?.openInterest ?? 0;
}

/** Rollover %: the share of futures open interest beyond the near month, (next + far)/(all) × 100. */
export function rolloverPct(nearOi: number, nextOi: number, farOi: number): number {
  const total = nearOi + nextOi + farOi;
  return total > 0 ? ((nextOi + farOi) / total) * 100 : 0;
}

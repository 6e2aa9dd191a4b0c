/**
 * The option markets of the running market: for every index derivative and F&O stock the feed
 * carries, option chains priced from the volatility surface at the live level (`buildOptionChain`),
 * today's and the previous session's close (for changes in price and open interest), by day and
 * through today's session. Pure functions of the market state, the market time and the feed's
 * seed; chains are cached for one market tick.
 *
 * Volatility: NIFTY's 30-day ATM volatility is India VIX ÷ 1.1 (the simulated surface's VIX/ATM
 * ratio, options README); the other indices scale it by their long-run level; a stock's is its
 * realised 20-session volatility blended with a long-run 28 % and scaled by the market's regime.
 */

import type { MarketSource } from '@nivesh/contracts';
import {
  buildOptionChain,
  FNO_STOCKS,
  INDEX_DERIVATIVES,
  INDIA_VIX,
  type IsoDate,
  istDateTimeToUtc,
  listOptionExpiries,
  type MarketState,
  nseCalendar,
  type OptionChain,
  type OptionExpiry,
  optionUnderlying,
} from '@nivesh/market';
import type { MarketService } from '../market/market.service';
import { marketSource, previousSessionDate } from '../market/market-answers';

/** An option underlying of the running market. */
export interface UnderlyingRef {
  /** Derivatives symbol: NIFTY, BANKNIFTY, RELIANCE. */
  readonly symbol: string;
  readonly kind: 'index' | 'stock';
  /** The market state's symbol of the underlying (NIFTY 50 for NIFTY). */
  readonly marketSymbol: string;
  readonly id: number;
  readonly name: string;
}

/** A chain now, with each option's previous close and open interest at that close. */
export interface LiveChain {
  readonly ref: UnderlyingRef;
  readonly today: OptionChain;
}

/** Closes (points) the open interest of a session is centred on: the last one and the two before. */
export interface ReferenceCloses {
  readonly reference: number | undefined;
  readonly previous: number | undefined;
  readonly earlier: number | undefined;
}

/** The previous session's close: level, NIFTY's ATM volatility and instant. */
export interface PreviousClose {
  readonly spot: number;
  readonly niftyAtm: number;
  readonly asOf: Date;
}

const VIX_TO_ATM = 1.1;
const NIFTY_LONG_RUN = 0.15;
const STOCK_LONG_RUN = 0.28;
const REALISED_WINDOW = 20;

/** NIFTY's 30-day ATM volatility from an India VIX value (VIX ≈ 1.1 × ATM on the simulated surface). */
export function vixAtm(vix: number | undefined): number {
  return vix !== undefined && vix > 0 ? vix / 100 / VIX_TO_ATM : 0.13;
}

/** 15:30 IST of a session date. */
export const closeInstant = (date: IsoDate): Date => istDateTimeToUtc(date, '15:30');

/** The option underlyings the state carries: indices in NSE's order, then F&O stocks by symbol. */
export function optionUnderlyingRefs(state: MarketState): UnderlyingRef[] {
  const refs: UnderlyingRef[] = [];
  for (const d of INDEX_DERIVATIVES) {
    const id = state.idOf(d.index);
    if (id !== undefined)
      refs.push({ symbol: d.symbol, kind: 'index', marketSymbol: d.index, id, name: d.index });
  }
  const stocks: UnderlyingRef[] = [];
  for (const s of FNO_STOCKS) {
    const id = state.idOf(s.symbol);
    if (id === undefined) continue;
    stocks.push({
      symbol: s.symbol,
      kind: 'stock',
      marketSymbol: s.symbol,
      id,
      name: state.meta(id).name ?? s.symbol,
    });
  }
  stocks.sort((a, b) => (a.symbol < b.symbol ? -1 : 1));
  return [...refs, ...stocks];
}

function realisedVol(closes: ArrayLike<number>, end: number, window: number): number | undefined {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let i = Math.max(1, end - window + 1); i <= end; i++) {
    const a = closes[i - 1] ?? 0;
    const b = closes[i] ?? 0;
    if (a <= 0 || b <= 0) continue;
    const r = Math.log(b / a);
    sum += r;
    sumSq += r * r;
    n++;
  }
  if (n < 5) return undefined;
  const mean = sum / n;
  return Math.sqrt(Math.max(0, (sumSq - n * mean * mean) / (n - 1)) * 252);
}

/** The seed of a feed's simulated option markets (chains, participant-wise OI): every page agrees. */
export const optionsSeed = (pathSeed: string): string => `${pathSeed}:options`;

/** A stock's ATM volatility from its realised volatility: 70 % realised, 30 % long-run, within 12–100 %. */
function blendStockVol(realised: number): number {
  return Math.min(1, Math.max(0.12, 0.7 * realised + 0.3 * STOCK_LONG_RUN));
}

export class OptionMarkets {
  private refs: { key: string; list: UnderlyingRef[]; bySymbol: Map<string, UnderlyingRef> } | undefined;
  private readonly chains = new Map<string, LiveChain>();
  private chainsVersion = -1;
  private readonly stockVols = new Map<string, number>();
  private stockVolsDay = '';

  constructor(private readonly market: MarketService) {}

  get state(): MarketState {
    return this.market.feed.state;
  }

  /** Seed of every simulated chain: the feed's, so a replayed past session gets the same chains. */
  get seed(): string {
    return optionsSeed(this.market.feed.pathSeed);
  }

  underlyings(): readonly UnderlyingRef[] {
    return this.refTable().list;
  }

  underlying(symbol: string): UnderlyingRef | undefined {
    return this.refTable().bySymbol.get(symbol.toUpperCase());
  }

  private refTable() {
    const state = this.state;
    const key = `${state.symbolCount}`;
    if (this.refs?.key !== key) {
      const list = optionUnderlyingRefs(state);
      this.refs = { key, list, bySymbol: new Map(list.map((r) => [r.symbol, r])) };
    }
    return this.refs;
  }

  /** Where the prices come from (the answers' `source`). */
  source(): MarketSource {
    return marketSource(this.market);
  }

  /** Market time of the prices (epoch ms). */
  get now(): Date {
    return new Date(this.market.feed.session().marketTimeMs);
  }

  /** Live level of the underlying, rupees (index points). */
  spot(ref: UnderlyingRef): number {
    return this.state.quote(ref.id).ltp / 100;
  }

  previousClose(ref: UnderlyingRef): number {
    return this.state.quote(ref.id).prevClose / 100;
  }

  /** The completed session before today (the previous close's date), or undefined. */
  previousSessionDate(): IsoDate | undefined {
    return previousSessionDate(this.state);
  }

  vixNow(): number | undefined {
    const id = this.state.idOf(INDIA_VIX);
    if (id === undefined) return undefined;
    const ltp = this.state.quote(id).ltp;
    return ltp > 0 ? ltp / 100 : undefined;
  }

  /** India VIX close of completed day `t`. */
  vixClose(t: number): number | undefined {
    const id = this.state.idOf(INDIA_VIX);
    if (id === undefined) return undefined;
    const close = this.state.daily(id).close[t] ?? 0;
    return close > 0 ? close / 100 : undefined;
  }

  private stockVol(ref: UnderlyingRef): number {
    const day = this.state.sessionDate;
    if (this.stockVolsDay !== day) {
      this.stockVols.clear();
      this.stockVolsDay = day;
    }
    let vol = this.stockVols.get(ref.symbol);
    if (vol === undefined) {
      const closes = this.state.daily(ref.id).close;
      const realised = realisedVol(closes, this.state.dates.length - 1, REALISED_WINDOW) ?? STOCK_LONG_RUN;
      vol = blendStockVol(realised);
      this.stockVols.set(ref.symbol, vol);
    }
    return vol;
  }

  /** 30-day ATM volatility of an underlying when NIFTY's is `niftyAtm`. */
  atmVolFor(ref: UnderlyingRef, niftyAtm: number): number {
    if (ref.kind === 'index') {
      return (niftyAtm * optionUnderlying(ref.symbol, 1).longRunVol) / NIFTY_LONG_RUN;
    }
    return this.stockVol(ref) * Math.sqrt(niftyAtm / 0.13);
  }

  /** The 30-day ATM volatility of `ref` now (decimal). */
  atmVolNow(ref: UnderlyingRef): number {
    return this.atmVolFor(ref, vixAtm(this.vixNow()));
  }

  /** The 30-day ATM volatility of `ref` at the close of completed day `t` (decimal), or NaN. */
  atmVolOnDay(ref: UnderlyingRef, t: number): number {
    const niftyAtm = vixAtm(this.vixClose(t));
    if (ref.kind === 'index') return this.atmVolFor(ref, niftyAtm);
    const realised = realisedVol(this.state.daily(ref.id).close, t, REALISED_WINDOW);
    if (realised === undefined) return Number.NaN;
    return blendStockVol(realised) * Math.sqrt(niftyAtm / 0.13);
  }

  /** The expiries listed now (weeklies for NIFTY, monthlies for the rest). */
  expiriesNow(ref: UnderlyingRef): OptionExpiry[] {
    const weekly = optionUnderlying(ref.symbol, this.spot(ref)).weeklyExpiries;
    return listOptionExpiries(nseCalendar, this.now, { weekly });
  }

  /** Closes (points) of `ref` one, two and three sessions before completed-day index `t`. */
  closesBefore(ref: UnderlyingRef, t: number): ReferenceCloses {
    const closes = this.state.daily(ref.id).close;
    const at = (i: number): number | undefined => {
      const c = i >= 0 ? (closes[i] ?? 0) / 100 : 0;
      return c > 0 ? c : undefined;
    };
    const reference = at(t - 1);
    const previous = at(t - 2) ?? reference;
    return { reference, previous, earlier: at(t - 3) ?? previous };
  }

  /**
   * A chain of `ref` at `instant` with the underlying at `spot` and NIFTY's ATM volatility
   * `niftyAtm`; open interest is centred on the closes before the session (`closes`);
   * `expiries` default to those listed at the instant, `previous` prices the previous close.
   */
  chainAt(
    ref: UnderlyingRef,
    instant: Date,
    spot: number,
    niftyAtm: number,
    closes: ReferenceCloses,
    options: { expiries?: readonly OptionExpiry[]; previous?: PreviousClose } = {},
  ): OptionChain {
    const previous = options.previous;
    return buildOptionChain({
      symbol: ref.symbol,
      spot,
      asOf: instant,
      atmVol: this.atmVolFor(ref, niftyAtm),
      seed: this.seed,
      referenceLevel: closes.reference ?? spot,
      ...(closes.previous === undefined ? {} : { previousReferenceLevel: closes.previous }),
      ...(closes.earlier === undefined ? {} : { earlierReferenceLevel: closes.earlier }),
      ...(options.expiries ? { expiries: options.expiries } : {}),
      ...(previous
        ? {
            previousSpot: previous.spot,
            previousAtmVol: this.atmVolFor(ref, previous.niftyAtm),
            previousAsOf: previous.asOf,
          }
        : {}),
    });
  }

  /** Today's chain at the live level (with the previous close of each option); cached per tick. */
  liveChain(ref: UnderlyingRef): LiveChain {
    if (this.chainsVersion !== this.market.version) {
      this.chains.clear();
      this.chainsVersion = this.market.version;
    }
    const cached = this.chains.get(ref.symbol);
    if (cached) return cached;
    const pair = this.buildLive(ref);
    this.chains.set(ref.symbol, pair);
    return pair;
  }

  /** The closes today's open interest is centred on (the previous close as the quote has it). */
  liveCloses(ref: UnderlyingRef): ReferenceCloses {
    const prevDate = this.previousSessionDate();
    const t = prevDate === undefined ? -1 : this.state.dates.lastIndexOf(prevDate);
    // Today is the session after completed day t: its closes before are t, t − 1 and t − 2.
    const reference = this.previousClose(ref) || this.spot(ref);
    return { ...this.closesBefore(ref, t + 1), reference };
  }

  private buildLive(ref: UnderlyingRef): LiveChain {
    const spot = this.spot(ref);
    const closes = this.liveCloses(ref);
    const prevClose = closes.reference ?? spot;
    const prevDate = this.previousSessionDate();
    const t = prevDate === undefined ? -1 : this.state.dates.lastIndexOf(prevDate);
    const today = this.chainAt(ref, this.now, spot, vixAtm(this.vixNow()), closes, {
      previous: {
        spot: prevClose,
        niftyAtm: vixAtm(t >= 0 ? this.vixClose(t) : undefined),
        asOf: prevDate ? closeInstant(prevDate) : new Date(this.now.getTime() - 86_400_000),
      },
    });
    return { ref, today };
  }

  /** Days from the session date to `date` (calendar days). */
  daysTo(date: string): number {
    const from = Date.parse(`${this.state.sessionDate}T00:00:00Z`);
    return Math.round((Date.parse(`${date}T00:00:00Z`) - from) / 86_400_000);
  }
}

/**
 * FutureStock/getFutureStockData: the stock futures (every F&O stock) or the index futures on one
 * monthly expiry, each contract priced by its own cost of carry: the market package's futures-basis
 * model (`futureQuote`: per-symbol premium, a wandering per-contract carry, seeded dividends; the
 * basis is S(e^{cT} − 1), so it narrows into expiry and is exactly 0 from 15:30 on the expiry day).
 * Open interest and rollover come from the same model's series (`seriesOpenInterest`: the roll
 * happens in the last week), interpolated through the session from the previous close; volume is a
 * seeded share of the open interest and of its change. The simulation trades no futures: all
 * deterministic from the seed and the market time, and labelled simulated.
 */
import type { FutureExpiry, FutureKind, FutureStockRow } from '@nivesh/contracts';
import {
  createRng,
  DEFAULT_RISK_FREE_RATE,
  FNO_STOCKS,
  futureQuote,
  INDEX_DERIVATIVES,
  INDEX_FUTURE_SYMBOLS,
  type IsoDate,
  istDateTimeToUtc,
  type MarketState,
  futureExpiries as modelExpiries,
  NORMAL_SESSION_MS,
  NSE_SESSION,
  rolloverPct,
  seriesOpenInterest,
} from '@nivesh/market';
import type { MarketService } from '../../market.service';
import { fromHundredths, previousSessionDate, round } from '../../market-answers';

const DAY_MS = 86_400_000;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** The cost-of-carry model's risk-free rate, % a year. */
export const FUTURES_RATE_PCT = DEFAULT_RISK_FREE_RATE * 100;
/** Rollover is reported when the near contract expires within this many calendar days. */
export const ROLLOVER_WEEK_DAYS = 7;

/** Seed and market time of the futures model. */
export interface FuturesClock {
  /** Seed of the model's streams (from the feed's path seed, so a replayed session gets the same). */
  readonly seed: string;
  /** Market time the contracts are priced at. */
  readonly asOf: Date;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** NSE-style name of a future, e.g. RELIANCE26NOVFUT. */
export function futureContractName(symbol: string, expiry: string): string {
  const [y = '', m = '1'] = expiry.split('-');
  return `${symbol}${y.slice(2)}${MONTHS[Number(m) - 1] ?? ''}FUT`;
}

/** The near, next and far monthly expiries live during the session (as at its 09:15 open). */
export function futureExpiries(sessionDate: IsoDate): FutureExpiry[] {
  return modelExpiries(istDateTimeToUtc(sessionDate, NSE_SESSION.open)).map(({ month, expiry }) => ({
    month,
    expiry,
    daysToExpiry: daysBetween(sessionDate, expiry),
  }));
}

/** Share of the session elapsed at `asOf` (0 before 09:15, 1 from 15:30). */
function sessionProgress(sessionDate: IsoDate, asOf: Date): number {
  const open = istDateTimeToUtc(sessionDate, NSE_SESSION.open).getTime();
  return Math.min(Math.max((asOf.getTime() - open) / NORMAL_SESSION_MS, 0), 1);
}

/** An underlying the page lists: a stock or an index future's index, as the state carries it. */
interface Underlying {
  readonly kind: FutureKind;
  readonly symbol: string;
  readonly id: number;
  readonly name: string;
  readonly sector: string;
  readonly lotSize: number;
  readonly lotRecalled: boolean;
}

/** The index futures of the model whose index the state carries, and the symbols it does not. */
/** An index future's underlying as the state carries it (undefined when the state lacks its index). */
function indexUnderlying(
  state: MarketState,
  derivative: (typeof INDEX_DERIVATIVES)[number] | undefined,
): Underlying | undefined {
  const id = derivative ? state.idOf(derivative.index) : undefined;
  if (derivative === undefined || id === undefined) return undefined;
  return {
    kind: 'index',
    symbol: derivative.symbol,
    id,
    name: derivative.index,
    sector: '',
    lotSize: derivative.lotSize,
    lotRecalled: true,
  };
}

/** An F&O stock as the state carries it (undefined when the state lacks it). */
function stockUnderlying(state: MarketState, stock: (typeof FNO_STOCKS)[number]): Underlying | undefined {
  const id = state.idOf(stock.symbol);
  if (id === undefined) return undefined;
  const meta = state.meta(id);
  return {
    kind: 'stock',
    symbol: stock.symbol,
    id,
    name: meta.name ?? stock.symbol,
    sector: meta.sector,
    lotSize: stock.lotSize,
    lotRecalled: stock.lotRecalled,
  };
}

export function indexUnderlyings(state: MarketState): { carried: Underlying[]; unavailable: string[] } {
  const carried: Underlying[] = [];
  const unavailable: string[] = [];
  for (const symbol of INDEX_FUTURE_SYMBOLS) {
    const u = indexUnderlying(
      state,
      INDEX_DERIVATIVES.find((d) => d.symbol === symbol),
    );
    if (u) carried.push(u);
    else unavailable.push(symbol);
  }
  return { carried, unavailable };
}

function stockUnderlyings(state: MarketState, sector: string | null): Underlying[] {
  return FNO_STOCKS.flatMap((stock) => {
    const u = stockUnderlying(state, stock);
    return u && (sector === null || u.sector === sector) ? [u] : [];
  });
}

/** Open interest of `expiry` in a series, 0 when it is not live. */
function oiOf(series: readonly { expiry: IsoDate; openInterest: number }[], expiry: string): number {
  return series.find((c) => c.expiry === expiry)?.openInterest ?? 0;
}

/** Whether the near contract expires within the rollover week. */
export function isRolloverWeek(expiries: readonly FutureExpiry[]): boolean {
  const near = expiries[0];
  return near !== undefined && near.daysToExpiry <= ROLLOVER_WEEK_DAYS;
}

/** What every row of one moment shares: the session, the previous close and the model's clock. */
interface FuturesMoment {
  readonly state: MarketState;
  readonly seed: string;
  readonly asOf: Date;
  readonly today: IsoDate;
  readonly prevDate: IsoDate | undefined;
  readonly live: IsoDate[];
  readonly prevLive: IsoDate[];
  readonly prevClose: Date | undefined;
  readonly progress: number;
  readonly rolloverWeek: boolean;
}

function momentOf(state: MarketState, clock: FuturesClock): FuturesMoment {
  const today = state.sessionDate;
  const prevDate = previousSessionDate(state);
  const expiries = futureExpiries(today);
  return {
    state,
    seed: clock.seed,
    asOf: clock.asOf,
    today,
    prevDate,
    live: expiries.map((e) => e.expiry as IsoDate),
    prevLive: prevDate ? futureExpiries(prevDate).map((e) => e.expiry as IsoDate) : [],
    prevClose: prevDate ? istDateTimeToUtc(prevDate, NSE_SESSION.close) : undefined,
    progress: sessionProgress(today, clock.asOf),
    rolloverWeek: isRolloverWeek(expiries),
  };
}

/** One underlying's contract on `contractExpiry`, or undefined when it has no price yet. */
function futureRow(at: FuturesMoment, u: Underlying, contractExpiry: IsoDate): FutureStockRow | undefined {
  const { state, seed, asOf, today, prevDate } = at;
  const q = state.quote(u.id);
  if (q.ltp <= 0 || q.prevClose <= 0) return undefined;
  const spot = q.ltp / 100;
  const previousSpot = q.prevClose / 100;
  const quote = futureQuote({ symbol: u.symbol, spot, previousSpot, asOf, expiry: contractExpiry, seed });
  const prevPrice =
    at.prevClose === undefined
      ? quote.price
      : futureQuote({
          symbol: u.symbol,
          spot: previousSpot,
          asOf: at.prevClose,
          expiry: contractExpiry,
          seed,
        }).price;
  const changePct = ((quote.price - prevPrice) / prevPrice) * 100;

  // Open interest: the model's close-of-day figures, moved from yesterday's close through the session.
  const series = seriesOpenInterest({ symbol: u.symbol, date: today, seed, expiries: at.live });
  const prevSeries = prevDate
    ? seriesOpenInterest({ symbol: u.symbol, date: prevDate, seed, expiries: at.prevLive })
    : series;
  const prevOi = oiOf(prevSeries, contractExpiry);
  const openInterest = Math.round(prevOi + at.progress * (oiOf(series, contractExpiry) - prevOi));
  const oiChange = openInterest - prevOi;
  const [nearOi = 0, nextOi = 0, farOi = 0] = series.map((c) => c.openInterest);
  const noise = Math.exp(
    0.2 * createRng(seed, `future-volume:${u.symbol}:${contractExpiry}:${today}`).normal(),
  );
  const volume = Math.round(at.progress * (0.3 * openInterest + 1.5 * Math.abs(oiChange)) * noise);

  return {
    kind: u.kind,
    symbol: u.symbol,
    name: u.name,
    sector: u.sector,
    contract: futureContractName(u.symbol, contractExpiry),
    expiry: contractExpiry,
    lotSize: u.lotSize,
    lotRecalled: u.lotRecalled,
    spot: fromHundredths(q.ltp),
    price: fromHundredths(quote.price),
    prevPrice: fromHundredths(prevPrice),
    change: fromHundredths(quote.price - prevPrice),
    changePct: round(changePct),
    basis: round(quote.basis, 2),
    basisPct: round(quote.basisPct, 3),
    annualisedBasisPct: round(quote.annualisedCarryPct, 2),
    fairPrice: fromHundredths(quote.fairPrice),
    premiumToFair: round(quote.premiumToFair, 2),
    lotValue: round((quote.price / 100) * u.lotSize, 2),
    openInterest,
    oiChange,
    oiChangePct: prevOi > 0 ? round((oiChange / prevOi) * 100) : null,
    volume,
    rolloverPct: at.rolloverWeek ? round(rolloverPct(nearOi, nextOi, farOi), 1) : null,
  };
}

/** Rows of the stock futures (optionally of one sector) or of the index futures on the expiry. */
export function futureStockRows(
  state: MarketState,
  expiry: FutureExpiry,
  options: { readonly kind: FutureKind; readonly sector: string | null; readonly clock: FuturesClock },
): FutureStockRow[] {
  const at = momentOf(state, options.clock);
  const underlyings =
    options.kind === 'index' ? indexUnderlyings(state).carried : stockUnderlyings(state, options.sector);
  const rows: FutureStockRow[] = [];
  for (const u of underlyings) {
    const row = futureRow(at, u, expiry.expiry as IsoDate);
    if (row) rows.push(row);
  }
  return rows;
}

/**
 * The near, next and far contracts of one stock or index (its symbol as the market carries it:
 * `RELIANCE`, `NIFTY 50`), priced as on the futures page; empty when it has no futures.
 */
export function futuresOfSymbol(state: MarketState, symbol: string, clock: FuturesClock): FutureStockRow[] {
  const index = INDEX_DERIVATIVES.find(
    (d) => d.index === symbol && (INDEX_FUTURE_SYMBOLS as readonly string[]).includes(d.symbol),
  );
  const stock = FNO_STOCKS.find((s) => s.symbol === symbol);
  const u = index ? indexUnderlying(state, index) : stock ? stockUnderlying(state, stock) : undefined;
  if (!u) return [];
  const at = momentOf(state, clock);
  return at.live.flatMap((expiry) => futureRow(at, u, expiry) ?? []);
}

/** The futures model's clock of the running market: its seed and market time. */
export function futuresClock(market: MarketService): FuturesClock {
  return { seed: `${market.feed.pathSeed}:futures`, asOf: new Date(market.feed.session().marketTimeMs) };
}

/**
 * TodayActivity/getDeals: one session's bulk or block deals. A session with an imported NSE deals
 * file of that kind is answered from the database with the file's name; any other closed session of
 * the running market from the simulation (`simulatedDeals`, seeded by the feed's seed, drawn from
 * that session's prices, volumes and listed shares). Each deal is shown with what the running market
 * knows of its stock: the close that day, the latest price, and the move since adjusted for the
 * corporate actions in between.
 */
import type { DealDto, DealKind, DealsAnswer, DealsSource, MarketSource } from '@nivesh/contracts';
import type { DealStockDay, IsoDate, MarketState, Paise } from '@nivesh/market';
import { round } from '../market/market-answers';
import { dayIndexOf } from '../market/session-days';
import type { StoredDeal } from './today-activity.repository';

/** Sessions whose mean volume is the reference of a volume spike (as NSE's and the screens' 20-day average). */
const AVERAGE_VOLUME_SESSIONS = 20;
const PAISE_PER_CRORE = 1_000_000_000;

/** The source of an answer over simulated and imported days: imported (naming the file) once a file counts. */
export function fileOrSimulated(market: MarketSource, fileName: string | null): DealsSource {
  return {
    ...market,
    simulated: fileName === null,
    kind: fileName === null ? 'simulated' : 'imported',
    fileName,
  };
}

/** A deal as listed (imported or simulated). */
export type ListedDeal = Omit<StoredDeal, 'sourceFile'>;

/** Where `date` sits on the market's daily axis (-1 when it is not a completed session there). */
const dayIndex = (state: MarketState, date: IsoDate): number => dayIndexOf(state.dates, date);

/** Backward price factor of day `t` to today's terms (1 for the live session). */
function factorAt(state: MarketState, id: number, t: number): number {
  return t < 0 ? 1 : (state.daily(id).adjFactor[t] ?? 1);
}

/**
 * Listed shares on day `t`: today's shares in that day's terms (a 1:1 bonus since halves them). The
 * factor also carries dividends, a few percent over years; the simulated deals use the same figure.
 */
function sharesOn(state: MarketState, id: number, t: number): number {
  return state.sharesOutstanding(id) * factorAt(state, id, t);
}

/** The ids of the market's equities (its indices left out), in id order. */
export function equityIds(state: MarketState): number[] {
  const ids: number[] = [];
  for (let id = 0; id < state.symbolCount; id++) if (!state.meta(id).isIndex) ids.push(id);
  return ids;
}

/**
 * The session `date` (a completed day, or the market's own session once it has closed) of the
 * equities `ids`, those without a bar that day left out, in their order.
 */
export function stockDaysOf(state: MarketState, date: IsoDate, ids: readonly number[]): DealStockDay[] {
  const t = dayIndex(state, date);
  const out: DealStockDay[] = [];
  for (const id of ids) {
    const day = stockDay(state, id, date, t);
    if (day !== undefined) out.push(day);
  }
  return out;
}

/** One equity's session `date` (at index `t` of the daily axis, -1 for the running session). */
function stockDay(state: MarketState, id: number, date: IsoDate, t: number): DealStockDay | undefined {
  const meta = state.meta(id);
  const shares = sharesOn(state, id, t);
  if (t < 0) {
    if (date !== state.sessionDate) return undefined;
    const q = state.quote(id);
    if (q.ltp <= 0 || q.volume <= 0) return undefined;
    const bars = state.daily(id);
    return {
      symbol: meta.symbol,
      name: meta.name ?? meta.symbol,
      open: q.open,
      high: q.high,
      low: q.low,
      close: q.ltp,
      prevClose: q.prevClose,
      volume: q.volume,
      averageVolume: meanVolume(bars.volume, bars.volume.length),
      sharesOutstanding: shares,
    };
  }
  const bars = state.daily(id);
  const close = bars.close[t] ?? 0;
  if (close <= 0) return undefined;
  const before = t > 0 ? (bars.close[t - 1] ?? 0) : 0;
  const ratio = factorAt(state, id, t - 1) / factorAt(state, id, t);
  return {
    symbol: meta.symbol,
    name: meta.name ?? meta.symbol,
    open: (bars.open[t] ?? close) as Paise,
    high: (bars.high[t] ?? close) as Paise,
    low: (bars.low[t] ?? close) as Paise,
    close: close as Paise,
    // The reference in that day's terms (a split that day halves the day before's close).
    prevClose: (before > 0 ? Math.round(before * ratio) : close) as Paise,
    volume: bars.volume[t] ?? 0,
    averageVolume: meanVolume(bars.volume, t),
    sharesOutstanding: shares,
  };
}

/** Mean of the traded days among the `AVERAGE_VOLUME_SESSIONS` before index `end` (0 without any). */
function meanVolume(volume: ArrayLike<number>, end: number): number {
  let sum = 0;
  let n = 0;
  for (let t = Math.max(0, end - AVERAGE_VOLUME_SESSIONS); t < end; t++) {
    const v = volume[t] ?? 0;
    if (v > 0) {
      sum += v;
      n++;
    }
  }
  return n > 0 ? sum / n : 0;
}

/** A deal as the pages list it, with what the running market knows of its stock. */
export function dealDto(state: MarketState, deal: ListedDeal): DealDto {
  const id = state.idOf(deal.symbol);
  const value = deal.quantity * deal.price;
  const base = {
    symbol: deal.symbol,
    securityName: deal.securityName,
    clientName: deal.clientName,
    side: deal.side,
    quantity: deal.quantity,
    price: deal.price / 100,
    valueCr: round(value / PAISE_PER_CRORE, 2),
    remarks: deal.remarks,
  };
  if (id === undefined) {
    return { ...base, pctOfShares: null, closeThatDay: null, lastPrice: null, changeSincePct: null };
  }
  const t = dayIndex(state, deal.tradeDate);
  const live = t < 0 && deal.tradeDate === state.sessionDate;
  const quote = state.quote(id);
  const shares = t >= 0 || live ? sharesOn(state, id, t) : 0;
  const close = t >= 0 ? (state.daily(id).close[t] ?? 0) : live ? quote.ltp : 0;
  const adjustedPrice = deal.price * factorAt(state, id, t);
  return {
    ...base,
    pctOfShares: shares > 0 ? round((deal.quantity / shares) * 100, 3) : null,
    closeThatDay: close > 0 ? close / 100 : null,
    lastPrice: quote.ltp > 0 ? quote.ltp / 100 : null,
    changeSincePct:
      quote.ltp > 0 && adjustedPrice > 0 && (t >= 0 || live)
        ? round((quote.ltp / adjustedPrice - 1) * 100, 2)
        : null,
  };
}

export interface DealsInputs {
  readonly state: MarketState;
  readonly market: MarketSource;
  readonly kind: DealKind;
  readonly date: IsoDate;
  readonly deals: readonly ListedDeal[];
  /** The imported file of the day's deals; null when simulated. */
  readonly fileName: string | null;
  /** Sessions with deals (either source), oldest first; the day's source's earliest. */
  readonly dates: readonly IsoDate[];
  readonly earliest: IsoDate;
}

/** The answer of TodayActivity/getDeals. */
export function dealsAnswer(
  inputs: DealsInputs,
  query: {
    readonly side?: 'BUY' | 'SELL' | undefined;
    readonly symbol?: string | undefined;
    page: number;
    size: number;
  },
): Omit<DealsAnswer, 'status' | 'message'> {
  const { state, date, dates } = inputs;
  const all = inputs.deals
    .map((d) => dealDto(state, d))
    .sort((a, b) => b.valueCr - a.valueCr || (a.symbol < b.symbol ? -1 : 1));
  const symbol = query.symbol?.toUpperCase();
  const shown = all.filter(
    (d) => (query.side === undefined || d.side === query.side) && (!symbol || d.symbol === symbol),
  );
  const k = dates.indexOf(date);
  const start = (query.page - 1) * query.size;
  const sum = (side: 'BUY' | 'SELL') =>
    round(
      inputs.deals.filter((d) => d.side === side).reduce((a, d) => a + d.quantity * d.price, 0) /
        PAISE_PER_CRORE,
      2,
    );
  return {
    source: fileOrSimulated(inputs.market, inputs.fileName),
    kind: inputs.kind,
    date,
    previousDate: dates[k - 1] ?? null,
    nextDate: dates[k + 1] ?? null,
    latestDate: dates.at(-1) ?? date,
    earliestDate: inputs.earliest,
    total: shown.length,
    page: query.page,
    size: query.size,
    rows: shown.slice(start, start + query.size),
    summary: {
      deals: all.length,
      stocks: new Set(all.map((d) => d.symbol)).size,
      buyValueCr: sum('BUY'),
      sellValueCr: sum('SELL'),
    },
  };
}

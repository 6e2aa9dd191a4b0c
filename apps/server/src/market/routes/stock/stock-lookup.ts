/**
 * Finds a symbol in the running market and describes it: profile (universe metadata), the live
 * quote and the day's statistics every stock endpoint shares.
 */
import type { InstrumentKind, StockProfile, StockStats } from '@nivesh/contracts';
import { ETFS, equityBySymbol, INDEX_DERIVATIVES, lotSize, type SymbolMeta } from '@nivesh/market';
import type { MarketService } from '../../market.service';
import { fromHundredths, round } from '../../market-answers';

/** A symbol found in the market: its id in the MarketState and its metadata. */
export interface FoundSymbol {
  readonly id: number;
  readonly meta: SymbolMeta;
}

/** The refusal for a symbol the market does not know. */
export function unknownSymbol(symbol: string): { status: 0; message: string } {
  return { status: 0 as const, message: `No stock with symbol ${symbol}` };
}

/** Looks a symbol up as typed, then upper-cased (URLs may carry `reliance`). */
export function findSymbol(market: MarketService, symbol: string): FoundSymbol | undefined {
  const state = market.feed.state;
  const id = state.idOf(symbol) ?? state.idOf(symbol.toUpperCase());
  return id === undefined ? undefined : { id, meta: state.meta(id) };
}

const ETF_SYMBOLS: ReadonlySet<string> = new Set(ETFS.map((etf) => etf.symbol));

/** What kind of instrument a symbol is. */
export function instrumentKind(meta: SymbolMeta): InstrumentKind {
  if (meta.isIndex) return 'index';
  if (equityBySymbol(meta.symbol)) return 'equity';
  if (ETF_SYMBOLS.has(meta.symbol)) return 'etf';
  return 'other';
}

/** F&O lot of a stock, or of the index derivative on an index. */
export function lotOf(meta: SymbolMeta): number | null {
  if (meta.isIndex) return INDEX_DERIVATIVES.find((d) => d.index === meta.symbol)?.lotSize ?? null;
  return lotSize(meta.symbol) ?? null;
}

export function profileOf(meta: SymbolMeta): StockProfile {
  const equity = equityBySymbol(meta.symbol);
  return {
    symbol: meta.symbol,
    name: meta.name ?? equity?.name ?? meta.symbol,
    kind: instrumentKind(meta),
    isin: equity?.isin ?? null,
    sector: meta.sector,
    industry: meta.industry ?? equity?.industry ?? null,
    faceValue: equity?.faceValue ?? null,
    lotSize: lotOf(meta),
  };
}

const CRORE = 1e7;
/** Tick size in paise (₹0.05). */
export const TICK_PAISE = 5;

/** Rounds paise to the ₹0.05 tick. */
export function toTick(paise: number): number {
  return Math.round(paise / TICK_PAISE) * TICK_PAISE;
}

/**
 * The day's price band (simulated circuit limits): F&O stocks have NSE's dynamic ±10 % band, other
 * equities ±20 %; indices have none.
 */
export function circuitBandPct(meta: SymbolMeta): number | null {
  if (meta.isIndex) return null;
  return lotSize(meta.symbol) === undefined ? 20 : 10;
}

/** A finite value, else null (NaN reference levels of a symbol without history). */
export function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

function averageVolume(volume: ArrayLike<number>, firstDay: number, days: number): number | null {
  const end = volume.length;
  const start = Math.max(firstDay, end - days);
  if (firstDay < 0 || end - start < 1) return null;
  let sum = 0;
  for (let t = start; t < end; t++) sum += volume[t] ?? 0;
  return Math.round(sum / (end - start));
}

/**
 * Session VWAP so far in paise: the session's turnover ÷ volume (MarketState sums price × quantity of
 * every print, O(1)); from the minute bars only when the state has no turnover. Null before any trade.
 */
export function sessionVwapPaise(market: MarketService, found: FoundSymbol): number | null {
  const quote = market.feed.state.quote(found.id);
  if (quote.volume > 0 && quote.turnover > 0) return quote.turnover / quote.volume;
  const bars = market.feed.minuteBars(found.meta.symbol);
  const v = bars && bars.count > 0 ? (bars.vwap[bars.count - 1] ?? Number.NaN) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : null;
}

/** The day's statistics of a symbol (rupees, ₹ crore). */
export function statsOf(market: MarketService, found: FoundSymbol): StockStats {
  const state = market.feed.state;
  const quote = state.quote(found.id);
  const levels = state.referenceLevels(found.id);
  const daily = state.daily(found.id);
  const shares = found.meta.isIndex ? null : (found.meta.sharesOutstanding ?? null);
  const band = circuitBandPct(found.meta);
  const vwap = sessionVwapPaise(market, found);
  const bandLimit = (sign: 1 | -1): number | null =>
    band === null || quote.prevClose <= 0
      ? null
      : fromHundredths(toTick(quote.prevClose * (1 + (sign * band) / 100)));
  return {
    vwap: vwap === null ? null : round(vwap / 100, 2),
    high52: finiteOrNull(levels.high52) === null ? null : round(levels.high52 / 100, 2),
    low52: finiteOrNull(levels.low52) === null ? null : round(levels.low52 / 100, 2),
    allTimeHigh: finiteOrNull(levels.allTimeHigh) === null ? null : round(levels.allTimeHigh / 100, 2),
    // Turnover is kept in paise × shares: ÷ 100 for rupees, ÷ 1e7 for crore.
    turnoverCr: round(quote.turnover / 100 / CRORE, 2),
    averageVolume20: averageVolume(daily.volume, daily.firstDay, 20),
    marketCapCr: shares === null ? null : round(((quote.ltp / 100) * shares) / CRORE, 0),
    sharesOutstanding: shares,
    upperCircuit: bandLimit(1),
    lowerCircuit: bandLimit(-1),
    circuitBandPct: band,
  };
}

/**
 * stock/getStockSupportData: classic, Fibonacci and Camarilla levels of each symbol from its last
 * completed session (adjusted to today's terms, so an ex-date today does not skew them).
 */
import type { SupportRow } from '@nivesh/contracts';
import { allPivotLevels } from '@nivesh/market';
import type { MarketService } from '../../market.service';
import { round } from '../../market-answers';
import type { FoundSymbol } from './stock-lookup';

function rupeesOf<T extends object>(levels: T): { [K in keyof T]: number } {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(levels)) out[key] = round(Number(value) / 100, 2);
  return out as { [K in keyof T]: number };
}

/** Pivot levels of one symbol, or null when it has no completed session yet. */
export function supportRowOf(market: MarketService, found: FoundSymbol): SupportRow | null {
  const state = market.feed.state;
  const daily = state.daily(found.id);
  const t = daily.close.length - 1;
  if (t < 0 || daily.firstDay < 0 || t < daily.firstDay) return null;
  const f = daily.adjFactor[t] ?? 1;
  const high = (daily.high[t] ?? 0) * f;
  const low = (daily.low[t] ?? 0) * f;
  const close = (daily.close[t] ?? 0) * f;
  if (!(close > 0) || low > high || close < low || close > high) return null;
  const levels = allPivotLevels({ high, low, close });
  const quote = state.quote(found.id);
  return {
    symbol: found.meta.symbol,
    name: found.meta.name ?? found.meta.symbol,
    sector: found.meta.sector,
    ltp: quote.ltp / 100,
    changePct: round(Number.isFinite(quote.changePct) ? quote.changePct : 0, 2),
    basisDate: state.dates[t] ?? '',
    prevHigh: round(high / 100, 2),
    prevLow: round(low / 100, 2),
    prevClose: round(close / 100, 2),
    classic: rupeesOf(levels.classic),
    fibonacci: rupeesOf(levels.fibonacci),
    camarilla: rupeesOf(levels.camarilla),
  };
}

/** Pivot levels of every equity, alphabetically. */
export function allSupportRows(market: MarketService): SupportRow[] {
  const state = market.feed.state;
  const rows: SupportRow[] = [];
  for (let id = 0; id < state.symbolCount; id++) {
    const meta = state.meta(id);
    if (meta.isIndex) continue;
    const row = supportRowOf(market, { id, meta });
    if (row) rows.push(row);
  }
  return rows.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}

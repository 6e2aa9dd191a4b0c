/**
 * The simulated financial statements of each equity (`generateFinancials` of @nivesh/market),
 * generated lazily and cached, for every area that reads fundamentals (stock analysis, sector
 * valuation, screeners). Each session the statements are scaled to the last completed close in
 * today's terms, so today's P/E at that close is the company's drawn P/E.
 */
import { type CompanyFinancials, equityBySymbol, generateFinancials, type SymbolMeta } from '@nivesh/market';
import { BoundedCache } from './bounded-cache';
import type { MarketService } from './market.service';

/** A symbol of the market: its id in MarketState and its metadata. */
export interface MarketSymbol {
  readonly id: number;
  readonly meta: SymbolMeta;
}

/** Seed of the statements' random streams (`financials:<SYMBOL>` under it). */
export const FUNDAMENTALS_SEED = 'nivesh-fundamentals';
const CACHE_LIMIT = 1_200;

const cache = new BoundedCache<CompanyFinancials>(CACHE_LIMIT);

/** The last completed close of a symbol in today's terms (paise on the tick), or undefined. */
function lastClosePaise(market: MarketService, found: MarketSymbol): number | undefined {
  const daily = market.feed.state.daily(found.id);
  const t = daily.close.length - 1;
  const close = (daily.close[t] ?? 0) * (daily.adjFactor[t] ?? 1);
  return t >= daily.firstDay && daily.firstDay >= 0 && close > 0
    ? Math.max(5, Math.round(close / 5) * 5)
    : undefined;
}

/**
 * The simulated statements of an equity as of the current session, or undefined for other symbols;
 * `quarters`: how many quarters (a period's figures do not depend on it; the events pages ask for
 * the whole window's).
 */
export function financialsOf(
  market: MarketService,
  found: MarketSymbol,
  quarters?: number,
): CompanyFinancials | undefined {
  const equity = equityBySymbol(found.meta.symbol);
  const shares = found.meta.sharesOutstanding;
  const pricePaise = lastClosePaise(market, found);
  if (!equity || found.meta.isIndex || !shares || shares <= 0 || pricePaise === undefined) return undefined;
  const asOf = market.feed.state.sessionDate;
  return cache.get(`${equity.symbol}|${asOf}|${shares}|${pricePaise}|${quarters ?? ''}`, () =>
    generateFinancials({
      seed: FUNDAMENTALS_SEED,
      symbol: equity.symbol,
      sector: equity.sector,
      industry: equity.industry,
      sharesOutstanding: shares,
      pricePaise,
      actions: market.feed.corporateActions(equity.symbol),
      asOf,
      ...(quarters === undefined ? {} : { quarters }),
    }),
  );
}

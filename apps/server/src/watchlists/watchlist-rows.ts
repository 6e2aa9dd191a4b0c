/**
 * The rows of a watchlist: each stock's quote and the values of the user's chosen columns, read
 * from what the market services already compute (the quote, `statsOf`, `valuationFor`, RSI(14) on
 * the adjusted daily series with today's bar, as `stock/stockScanDetails` reads it).
 */
import type { ColumnDto, WatchlistStock } from '@nivesh/contracts';
import { rsi } from '@nivesh/market';
import type { MarketService } from '../market/market.service';
import { round } from '../market/market-answers';
import { dailySeries } from '../market/routes/stock/daily-series';
import { valuationFor } from '../market/routes/stock/stock-fundamentals';
import { findSymbol, profileOf, statsOf } from '../market/routes/stock/stock-lookup';

const QUOTE_FIELDS = ['ltp', 'change', 'changePct', 'open', 'high', 'low', 'prevClose', 'volume'] as const;
type QuoteField = (typeof QUOTE_FIELDS)[number];
const isQuoteField = (field: string): field is QuoteField =>
  (QUOTE_FIELDS as readonly string[]).includes(field);

function lastRsi14(market: MarketService, id: number): number | null {
  const values = rsi(dailySeries(market.feed.state, id).close, 14);
  const v = values[values.length - 1];
  return v === undefined || !Number.isFinite(v) ? null : round(v, 2);
}

/** The rows of `symbols` in order; a symbol the market no longer quotes is left out. */
export function watchlistRows(
  market: MarketService,
  symbols: readonly string[],
  columns: readonly ColumnDto[],
): WatchlistStock[] {
  const fields = columns.map((c) => c.field);
  const valuation = valuationFor(market);
  const rows: WatchlistStock[] = [];
  for (const symbol of symbols) {
    const found = findSymbol(market, symbol);
    const quote = market.quote(symbol);
    if (!found || !quote) continue;
    const needsStats = fields.some((f) => f === 'high52' || f === 'low52' || f === 'marketCapCr');
    const stats = needsStats ? statsOf(market, found) : undefined;
    const values: Record<string, number | null> = {};
    for (const field of fields) {
      if (isQuoteField(field)) values[field] = quote[field];
      else if (field === 'high52') values[field] = stats?.high52 ?? null;
      else if (field === 'low52') values[field] = stats?.low52 ?? null;
      else if (field === 'marketCapCr') values[field] = stats?.marketCapCr ?? null;
      else if (field === 'pe') values[field] = found.meta.isIndex ? null : valuation(found).pe;
      else if (field === 'rsi14') values[field] = lastRsi14(market, found.id);
    }
    const { time: _time, ...quoteFields } = quote;
    rows.push({
      ...quoteFields,
      symbol: found.meta.symbol,
      name: profileOf(found.meta).name,
      values,
    });
  }
  return rows;
}

/**
 * stock/getBoardsDataBySymbol: the stock's peers, i.e. the equities of its industry (its sector
 * when it is alone in the industry), largest by market cap first, with valuation from the
 * fundamentals cache.
 */
import type { PeerRow, StockBoard } from '@nivesh/contracts';
import type { MarketService } from '../../market.service';
import { round } from '../../market-answers';
import type { FoundSymbol } from './stock-lookup';

/** P/E and ROE (%) of a symbol, null when unknown (an index, a loss-maker's P/E). */
export type ValuationOf = (found: FoundSymbol) => { readonly pe: number | null; readonly roe: number | null };

const MAX_PEERS = 15;
const CRORE = 1e7;

/** The peers of an equity (the route adds status, message and source). */
export function peersOf(
  market: MarketService,
  found: FoundSymbol,
  valuationOf: ValuationOf,
): Omit<StockBoard, 'status' | 'message' | 'source'> {
  const state = market.feed.state;
  const industry: FoundSymbol[] = [];
  const sector: FoundSymbol[] = [];
  for (let id = 0; id < state.symbolCount; id++) {
    const meta = state.meta(id);
    if (meta.isIndex || meta.sector !== found.meta.sector) continue;
    sector.push({ id, meta });
    if (found.meta.industry !== undefined && meta.industry === found.meta.industry)
      industry.push({ id, meta });
  }
  const byIndustry = industry.length > 1;
  const group = byIndustry ? industry : sector;
  const cap = (f: FoundSymbol) => (state.quote(f.id).ltp / 100) * (f.meta.sharesOutstanding ?? 0);
  const ranked = group.sort((a, b) => cap(b) - cap(a) || (a.meta.symbol < b.meta.symbol ? -1 : 1));
  // Keep the stock itself even when it is not among the largest.
  const chosen = ranked.slice(0, MAX_PEERS);
  if (!chosen.some((f) => f.id === found.id)) chosen[chosen.length - 1] = found;
  const peers: PeerRow[] = (chosen.length > 0 ? chosen : [found]).map((f) => {
    const quote = state.quote(f.id);
    const shares = f.meta.sharesOutstanding;
    const { pe, roe } = valuationOf(f);
    return {
      symbol: f.meta.symbol,
      name: f.meta.name ?? f.meta.symbol,
      ltp: quote.ltp / 100,
      change: round((quote.ltp - quote.prevClose) / 100, 2),
      changePct: round(Number.isFinite(quote.changePct) ? quote.changePct : 0, 2),
      marketCapCr: shares ? round(((quote.ltp / 100) * shares) / CRORE, 0) : null,
      pe,
      roe,
      isSelf: f.id === found.id,
    };
  });
  return {
    symbol: found.meta.symbol,
    group: byIndustry ? 'industry' : 'sector',
    groupName: byIndustry ? (found.meta.industry ?? found.meta.sector) : found.meta.sector,
    sector: found.meta.sector,
    peers,
  };
}

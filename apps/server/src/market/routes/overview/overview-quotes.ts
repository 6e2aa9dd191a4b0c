/**
 * Quotes and rows every overview answer shares: a symbol's live quote with its 52-week range, the
 * session's state, breadth and sector moves, in API v3 units (rupees or points, ₹ crore totals).
 */
import { type IndexQuote, type SectorMove, type SessionStateDto, sectorSlug } from '@nivesh/contracts';
import type { MarketState, SectorPerformance } from '@nivesh/market';
import { SESSION_MS } from '../../feed-session';
import { type MarketService, toLiveQuote } from '../../market.service';
import { round } from '../../market-answers';

export { breadthCounts as breadthSummary } from '../lists/breadth';

const CRORE_PAISE = 1e9;

/** Paise (Σ price × quantity, or price × shares) to ₹ crore, two decimals. */
export function paiseToCrore(paise: number): number {
  return round(paise / CRORE_PAISE, 2);
}

/** A finite reference level in rupees (or points), else null. */
function level(value: number): number | null {
  return Number.isFinite(value) && value > 0 ? Math.round(value) / 100 : null;
}

/** The quote of symbol id `id` with its name and 52-week range of completed days. */
export function quoteOf(state: MarketState, id: number): IndexQuote {
  const meta = state.meta(id);
  const ref = state.referenceLevels(id);
  return {
    ...toLiveQuote(state.quote(id)),
    name: meta.name ?? meta.symbol,
    high52: level(ref.high52),
    low52: level(ref.low52),
  };
}

/** Quotes of the symbols the market has, in the order given (absent ones are skipped). */
export function quotesOf(state: MarketState, symbols: readonly string[]): IndexQuote[] {
  const out: IndexQuote[] = [];
  for (const symbol of symbols) {
    const id = state.idOf(symbol);
    if (id !== undefined) out.push(quoteOf(state, id));
  }
  return out;
}

/** Where the session stands. */
export function sessionStateOf(market: MarketService): SessionStateDto {
  const session = market.feed.session();
  return {
    date: session.date,
    live: session.live,
    marketTime: session.marketTimeMs,
    opensAt: session.openMs,
    closesAt: session.openMs + SESSION_MS,
  };
}

/** A sector's session in API units. */
export function sectorMove(p: SectorPerformance): SectorMove {
  return {
    sector: p.sector,
    slug: sectorSlug(p.sector),
    count: p.count,
    advances: p.advances,
    declines: p.declines,
    unchanged: p.unchanged,
    averageChangePct: round(p.averageChangePct),
    weightedChangePct: round(p.weightedChangePct),
  };
}

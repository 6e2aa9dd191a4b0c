/**
 * Small helpers every market route uses to speak API v3's units: rupees from paise (and points
 * from the hundredths index levels are kept in), and the `source` block that tells the web app
 * whether the prices are simulated.
 */
import type { MarketSource } from '@nivesh/contracts';
import type { IsoDate, MarketState } from '@nivesh/market';
import type { MarketService } from './market.service';

/** The completed session before the state's session date (the previous close's date), if any. */
export function previousSessionDate(state: MarketState): IsoDate | undefined {
  const dates = state.dates;
  for (let i = dates.length - 1; i >= 0; i--) {
    const d = dates[i];
    if (d !== undefined && d < state.sessionDate) return d;
  }
  return undefined;
}

/** Paise (or hundredths of an index point) to rupees (or points), two decimals. */
export function fromHundredths(value: number): number {
  return Math.round(value) / 100;
}

/** Rounds to `digits` decimals (for percentages and ratios in answers). */
export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return 0;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A rule's value in an answer: two decimals, null where it has none (missing or not finite). */
export const roundedFinite = (v: number | undefined): number | null =>
  v === undefined || !Number.isFinite(v) ? null : round(v, 2);

/** The `source` block of a market answer. */
export function marketSource(market: MarketService): MarketSource {
  const session = market.feed.session();
  return {
    simulated: market.feed.simulated,
    feed: market.feed.kind,
    sessionDate: session.date,
    live: session.live,
    asOf: session.marketTimeMs,
  };
}

/** One page of a list: the whole list when no `limit` is given. */
export function pageRows<T>(
  rows: readonly T[],
  page: number,
  limit: number | undefined,
): { rows: T[]; total: number; page: number; limit: number } {
  const total = rows.length;
  if (limit === undefined) return { rows: [...rows], total, page: 1, limit: total };
  const start = (page - 1) * limit;
  return { rows: rows.slice(start, start + limit), total, page, limit };
}

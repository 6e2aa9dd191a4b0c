/**
 * Brute-force figures the sectors tests check the endpoints against, computed from the MarketState
 * in the most direct way (no shared code with the routes' helpers beyond the state itself).
 */
import type { MarketState } from '@nivesh/market';

/** Today's share count of each symbol with a previous close: the heat map's cap ÷ the LTP. */
export function sharesBySymbol(state: MarketState): Map<string, number> {
  const shares = new Map<string, number>();
  for (const cell of state.heatMap()) {
    const id = state.idOf(cell.symbol);
    if (id !== undefined) shares.set(cell.symbol, cell.marketCap / state.quote(id).ltp);
  }
  return shares;
}

/** Index of the last completed session on or before `date` (plain scan). */
export function lastSessionOnOrBefore(state: MarketState, date: string): number {
  let found = -1;
  state.dates.forEach((d, t) => {
    if (d <= date) found = t;
  });
  return found;
}

/** `date` minus whole calendar months (day clamped to the month's end), as YYYY-MM-DD. */
export function monthsBefore(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * A group's market-cap-weighted return (%) from completed day `base` to now: the product of each
 * day's cap ratio among stocks trading both days, times today's cap ratio (LTP vs previous close).
 */
export function chainLinkedReturn(state: MarketState, symbols: readonly string[], base: number): number {
  const shares = sharesBySymbol(state);
  const ids = symbols.flatMap((s) => {
    const id = state.idOf(s);
    return id === undefined ? [] : [id];
  });
  let growth = 1;
  for (let t = base + 1; t < state.dates.length; t++) {
    let now = 0;
    let before = 0;
    for (const id of ids) {
      const d = state.daily(id);
      const c0 = (d.close[t - 1] ?? 0) * (d.adjFactor[t - 1] ?? 1);
      const c1 = (d.close[t] ?? 0) * (d.adjFactor[t] ?? 1);
      const sh = shares.get(state.meta(id).symbol) ?? 0;
      if (c0 > 0 && c1 > 0) {
        now += sh * c1;
        before += sh * c0;
      }
    }
    if (before > 0) growth *= now / before;
  }
  let capNow = 0;
  let capPrev = 0;
  for (const id of ids) {
    const q = state.quote(id);
    const sh = shares.get(q.symbol) ?? 0;
    capNow += q.ltp * sh;
    capPrev += q.prevClose * sh;
  }
  return (growth * (capNow / capPrev) - 1) * 100;
}

/** Equity symbols of one sector in the state. */
export function sectorSymbols(state: MarketState, sector: string): string[] {
  const out: string[] = [];
  for (let id = 0; id < state.symbolCount; id++) {
    const meta = state.meta(id);
    if (!meta.isIndex && meta.sector === sector) out.push(meta.symbol);
  }
  return out;
}

/**
 * A group of stocks in the live session: advances and declines, equal-weight and market-cap-weighted
 * change (as `MarketState.sectorPerformance` computes them, for any group), and its market caps.
 */
import type { MarketState } from '@nivesh/market';
import type { GroupCaps } from './group-levels';

const at = (a: ArrayLike<number>, i: number): number => a[i] ?? 0;

export interface GroupToday extends GroupCaps {
  /** Stocks with a previous close. */
  readonly count: number;
  readonly advances: number;
  readonly declines: number;
  readonly unchanged: number;
  readonly averageChangePct: number;
  readonly weightedChangePct: number;
}

/** The session of the stocks `ids`, weighted by today's `shares` (by id). */
export function groupToday(state: MarketState, ids: readonly number[], shares: Float64Array): GroupToday {
  let count = 0;
  let advances = 0;
  let declines = 0;
  let sumChange = 0;
  let previous = 0;
  let now = 0;
  for (const id of ids) {
    const q = state.quote(id);
    if (q.prevClose <= 0) continue;
    count++;
    sumChange += q.changePct;
    if (q.ltp > q.prevClose) advances++;
    else if (q.ltp < q.prevClose) declines++;
    const sh = at(shares, id);
    previous += q.prevClose * sh;
    now += q.ltp * sh;
  }
  const averageChangePct = count === 0 ? 0 : sumChange / count;
  return {
    count,
    advances,
    declines,
    unchanged: count - advances - declines,
    averageChangePct,
    weightedChangePct: previous > 0 ? ((now - previous) / previous) * 100 : averageChangePct,
    previous,
    now,
  };
}

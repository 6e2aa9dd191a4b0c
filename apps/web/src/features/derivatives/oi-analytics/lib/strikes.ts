// Pure helpers over an expiry's strikes: the window around spot the charts show, where spot falls
// between two strikes, the ranked strikes and the open interest either side of spot.
import type { OiProfileRow } from '@nivesh/contracts';

/** How many strikes either side of the ATM strike the strike charts show (`all`: every listed one). */
export const STRIKE_WINDOWS = ['10', '15', '25', 'all'] as const;
export type StrikeWindow = (typeof STRIKE_WINDOWS)[number];
export const DEFAULT_STRIKE_WINDOW: StrikeWindow = '15';

/** Index of the strike nearest `spot` in ascending `strikes` (the lower one on a tie); -1 when none. */
export function nearestStrikeIndex(strikes: readonly number[], spot: number): number {
  let best = -1;
  strikes.forEach((strike, i) => {
    const bestStrike = strikes[best];
    if (bestStrike === undefined || Math.abs(strike - spot) < Math.abs(bestStrike - spot)) best = i;
  });
  return best;
}

/** The rows within `window` strikes either side of the strike nearest spot (rows sorted by strike). */
export function rowsAroundSpot<Row extends { readonly strike: number }>(
  rows: readonly Row[],
  spot: number,
  window: StrikeWindow,
): readonly Row[] {
  if (window === 'all') return rows;
  const width = Number(window);
  const atm = nearestStrikeIndex(
    rows.map((r) => r.strike),
    spot,
  );
  if (atm < 0) return rows;
  return rows.slice(Math.max(0, atm - width), atm + width + 1);
}

/**
 * Where `level` falls on a category axis of ascending strikes, as a fractional index (24,210 between
 * 24,200 at 4 and 24,250 at 5 → 4.2); null outside the strikes shown.
 */
export function categoryPosition(strikes: readonly number[], level: number | null): number | null {
  if (level === null) return null;
  for (let i = 0; i < strikes.length; i++) {
    const low = strikes[i];
    if (low === undefined) continue;
    if (low === level) return i;
    const high = strikes[i + 1];
    if (high !== undefined && low < level && level < high) return i + (level - low) / (high - low);
  }
  return null;
}

/** The largest rows by `value`, largest first (ties: the lower strike first); zero and below left out. */
export function topRows<Row extends { readonly strike: number }>(
  rows: readonly Row[],
  value: (row: Row) => number,
  count: number,
): Row[] {
  return rows
    .filter((r) => value(r) > 0)
    .sort((a, b) => value(b) - value(a) || a.strike - b.strike)
    .slice(0, count);
}

/** One side of spot: every strike below it, or every strike at or above it. */
export interface OiSideOfSpot {
  readonly callOi: number;
  readonly putOi: number;
  readonly callOiChange: number;
  readonly putOiChange: number;
  readonly strikes: number;
}

const EMPTY_SIDE: OiSideOfSpot = { callOi: 0, putOi: 0, callOiChange: 0, putOiChange: 0, strikes: 0 };

const addRow = (side: OiSideOfSpot, r: OiProfileRow): OiSideOfSpot => ({
  callOi: side.callOi + r.callOi,
  putOi: side.putOi + r.putOi,
  callOiChange: side.callOiChange + r.callOiChange,
  putOiChange: side.putOiChange + r.putOiChange,
  strikes: side.strikes + 1,
});

/** Open interest summed over the strikes below spot and over those at or above it. */
export function oiEitherSideOfSpot(
  profile: readonly OiProfileRow[],
  spot: number,
): { readonly below: OiSideOfSpot; readonly above: OiSideOfSpot } {
  let below = EMPTY_SIDE;
  let above = EMPTY_SIDE;
  for (const row of profile) {
    if (row.strike < spot) below = addRow(below, row);
    else above = addRow(above, row);
  }
  return { below, above };
}

/** Put OI ÷ call OI; null without call OI. */
export function putCallRatio(putOi: number, callOi: number): number | null {
  return callOi > 0 ? putOi / callOi : null;
}

/** (level − spot) ÷ spot in %, null without a level. */
export function distancePct(level: number | null | undefined, spot: number): number | null {
  if (level === null || level === undefined || spot <= 0) return null;
  return ((level - spot) / spot) * 100;
}

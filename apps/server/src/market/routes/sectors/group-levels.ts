/**
 * Multi-period returns of groups of stocks, market-cap weighted. Each group is a chain-linked index
 * of its stocks' adjusted daily closes: a day's move is the change of the group's total market cap
 * among the stocks with a close on both days, at today's share counts (adjusted prices × today's
 * shares restate every day's cap in today's terms, so splits and bonuses do not move it). The live
 * level continues the last close by the session's cap-weighted change, the same figure as
 * `MarketState.sectorPerformance`. Everything from completed days is computed once per session.
 */
import type { PeriodReturns } from '@nivesh/contracts';
import { barIndexOnOrBefore, type IsoDate, type MarketState } from '@nivesh/market';
import { perSession } from '../../day/per-session';
import { round } from '../../market-answers';
import type { StockGroup } from './stock-groups';

const at = (a: ArrayLike<number>, i: number): number => a[i] ?? 0;

/** Completed sessions kept in each series: a year (about 250) with room for holidays. */
const SERIES_DAYS = 300;

export const RETURN_PERIODS = ['week1', 'month1', 'month3', 'year1'] as const;
export type ReturnPeriod = (typeof RETURN_PERIODS)[number];

/** Calendar distance of each period's base from today: [years, months, days]. */
const PERIOD_SPAN: Readonly<Record<ReturnPeriod, readonly [number, number, number]>> = {
  week1: [0, 0, 7],
  month1: [0, 1, 0],
  month3: [0, 3, 0],
  year1: [1, 0, 0],
};

/** Per period, the index in `state.dates` of its base session (−1 when the history is shorter). */
export type PeriodBases = Readonly<Record<ReturnPeriod, number>>;

/** The ISO date `span` before `date`, clamped to the month's end (31 Mar − 1 month = 28/29 Feb). */
export function dateBefore(date: string, span: readonly [number, number, number]): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [years, months, days] = span;
  const monthIndex = (y - years) * 12 + (m - 1) - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = new Date(Date.UTC(year, month, Math.min(d, lastDay) - days));
  return shifted.toISOString().slice(0, 10);
}

/** The base session of each period for the live session (once per session). */
export function periodBases(state: MarketState): PeriodBases {
  return perSession(state, 'sectors:period-bases', () => {
    // Imported data not reaching a period's start without a gap has no base: not enough history.
    const from = Math.max(0, state.dates.length - SERIES_DAYS, state.continuousHistoryFrom);
    const base = (period: ReturnPeriod): number => {
      const t = barIndexOnOrBefore(
        state.dates,
        dateBefore(state.sessionDate, PERIOD_SPAN[period]) as IsoDate,
      );
      return t >= from ? t : -1;
    };
    return { week1: base('week1'), month1: base('month1'), month3: base('month3'), year1: base('year1') };
  });
}

/** A daily series over completed days [from, from + values.length); 0 marks a missing value. */
export interface DailySeries {
  readonly from: number;
  readonly values: Float64Array;
}

/** The series' value on completed day `t`, or NaN outside it or where missing. */
export function valueAt(series: DailySeries, t: number): number {
  const v = series.values[t - series.from];
  return v !== undefined && v > 0 ? v : Number.NaN;
}

/** Today's share count of each equity by id (0 for symbols without a previous close). */
export function currentShares(state: MarketState): Float64Array {
  return perSession(state, 'sectors:shares', () => {
    const shares = new Float64Array(state.symbolCount);
    // The heat map's market cap is LTP × today's shares (after any split or bonus going ex today).
    for (const cell of state.heatMap()) {
      const id = state.idOf(cell.symbol);
      const ltp = id === undefined ? 0 : state.quote(id).ltp;
      if (id !== undefined && ltp > 0) shares[id] = cell.marketCap / ltp;
    }
    return shares;
  });
}

/** The chain-linked level (100 at the series' first day) of each group over the last completed days. */
export function groupLevels(
  state: MarketState,
  key: string,
  groups: readonly StockGroup[],
): readonly DailySeries[] {
  return perSession(state, `sectors:levels:${key}`, () => {
    const end = state.dates.length;
    const from = Math.max(0, end - SERIES_DAYS);
    const shares = currentShares(state);
    return groups.map((group) => {
      const n = end - from;
      const now = new Float64Array(n);
      const before = new Float64Array(n);
      for (const id of group.ids) {
        const sh = at(shares, id);
        const daily = state.daily(id);
        if (sh <= 0 || daily.firstDay < 0) continue;
        for (let t = Math.max(from + 1, daily.firstDay + 1); t < end; t++) {
          const c0 = at(daily.close, t - 1);
          const c1 = at(daily.close, t);
          if (c0 <= 0 || c1 <= 0) continue;
          now[t - from] = at(now, t - from) + sh * c1 * at(daily.adjFactor, t);
          before[t - from] = at(before, t - from) + sh * c0 * at(daily.adjFactor, t - 1);
        }
      }
      const values = new Float64Array(n);
      let level = 100;
      for (let k = 0; k < n; k++) {
        if (k > 0 && at(before, k) > 0) level *= at(now, k) / at(before, k);
        values[k] = level;
      }
      return { from, values };
    });
  });
}

/** A group's cap-weighted session: market caps (paise) at the previous close and at the LTP. */
export interface GroupCaps {
  readonly previous: number;
  readonly now: number;
}

/** The live level of a group: its last completed level moved by the session's cap change. */
export function liveLevel(state: MarketState, series: DailySeries, caps: GroupCaps): number {
  const last = state.dates.length > 0 ? valueAt(series, state.dates.length - 1) : 100;
  return caps.previous > 0 ? last * (caps.now / caps.previous) : last;
}

/** `live` ÷ the series' value on completed day `t` (NaN when either is unknown or `t` < 0). */
export function growth(series: DailySeries, live: number, t: number): number {
  const base = t < 0 ? Number.NaN : valueAt(series, t);
  return live > 0 ? live / base : Number.NaN;
}

/** Returns (%) from each period's base to `live`, null where the base is unknown. */
export function periodReturns(
  series: DailySeries,
  live: number,
  bases: PeriodBases,
  digits = 2,
): PeriodReturns {
  const ret = (period: ReturnPeriod): number | null => {
    const g = growth(series, live, bases[period]);
    return Number.isFinite(g) ? round((g - 1) * 100, digits) : null;
  };
  return { week1: ret('week1'), month1: ret('month1'), month3: ret('month3'), year1: ret('year1') };
}

/** One symbol's adjusted closes over the series window (an index's levels, in hundredths). */
export function closeSeries(state: MarketState, id: number): DailySeries {
  const end = state.dates.length;
  const from = Math.max(0, end - SERIES_DAYS);
  const daily = state.daily(id);
  const values = new Float64Array(end - from);
  for (let t = from; t < end; t++) values[t - from] = at(daily.close, t) * at(daily.adjFactor, t);
  return { from, values };
}

/**
 * Sector analysis: rotation (each sector's relative strength vs the benchmark over one and three
 * months, and the quadrant it puts the sector in), breadth (share of its stocks above their 50 and
 * 200-day SMAs), valuation medians, and for one sector its relative-strength line over a year and
 * its stocks' own returns.
 */
import {
  type RelativeStrength,
  type RelativeStrengthPoint,
  type RotationQuadrant,
  SECTOR_LEADERS_LIMIT,
  type SectorAnalysisRow,
  type SectorAnalysisStock,
} from '@nivesh/contracts';
import type { MarketState } from '@nivesh/market';
import { isRefusal } from '../../../http/answers';
import { dayQuote, type ListDay } from '../../day/list-day';
import { resolveScope } from '../../day/list-scope';
import type { MarketService } from '../../market.service';
import { round } from '../../market-answers';
import { type BreadthTally, dayBreadth, daySma } from '../lists/breadth';
import { paiseToCrore } from '../overview/overview-quotes';
import { type DailySeries, growth, valueAt } from './group-levels';
import type { GroupFigures, SectorsView } from './sector-rows';
import { peAt, type StockFundamentals, sectorValuation } from './sector-valuation';
import { industryOf } from './stock-groups';

const at = (a: ArrayLike<number>, i: number): number => a[i] ?? 0;

/** Relative strength (%) of growth `g` against the benchmark's growth `b` over the same days. */
function relative(g: number, b: number): number | null {
  return Number.isFinite(g) && Number.isFinite(b) && b > 0 ? round((g / b - 1) * 100) : null;
}

/** The group's strength vs the benchmark over one and three months. */
function relativeStrength(view: SectorsView, series: DailySeries, live: number): RelativeStrength {
  const b = view.benchmark;
  const over = (t: number) => relative(growth(series, live, t), growth(b.series, b.live, t));
  return { month1: over(view.bases.month1), month3: over(view.bases.month3) };
}

/** Leading, weakening, lagging or improving (see ROTATION_QUADRANTS); null while unknown. */
export function quadrantOf(rs: RelativeStrength): RotationQuadrant | null {
  if (rs.month1 === null || rs.month3 === null) return null;
  if (rs.month3 >= 0) return rs.month1 >= 0 ? 'leading' : 'weakening';
  return rs.month1 >= 0 ? 'improving' : 'lagging';
}

const liveDay = (state: MarketState): ListDay => ({ kind: 'live', date: state.sessionDate });

/** Per sector name, its breadth tally of the live session with SMA shares. */
function sectorBreadth(state: MarketState): ReadonlyMap<string, BreadthTally> {
  const scope = resolveScope(state, { index: 'all' });
  return isRefusal(scope) ? new Map() : dayBreadth(state, scope, liveDay(state), true).sectors;
}

/** One analysis row per sector of `figures` (from `sectorFigures`); valuation when `fundamentals` is given. */
export function analysisRows(
  market: MarketService,
  view: SectorsView,
  figures: readonly GroupFigures[],
  fundamentals: StockFundamentals | null,
): SectorAnalysisRow[] {
  const breadth = sectorBreadth(view.state);
  return figures.map((f) => analysisRow(market, view, f, breadth, fundamentals));
}

function analysisRow(
  market: MarketService,
  view: SectorsView,
  { row, series, live, group }: GroupFigures,
  breadth: ReadonlyMap<string, BreadthTally>,
  fundamentals: StockFundamentals | null,
): SectorAnalysisRow {
  const rs = relativeStrength(view, series, live);
  const smas = breadth.get(group.name)?.movingAverages();
  return {
    name: row.name,
    slug: row.slug,
    count: row.count,
    weightedChangePct: row.weightedChangePct,
    returns: row.returns,
    relativeStrength: rs,
    quadrant: quadrantOf(rs),
    breadth: { above50Pct: smas?.above50Pct ?? null, above200Pct: smas?.above200Pct ?? null },
    valuation: fundamentals ? sectorValuation(market, fundamentals, group.ids) : null,
  };
}

/**
 * The sector's relative-strength line: each completed session from the one-year base (or the
 * oldest kept) and the live session, sector and benchmark rebased to 100 at the first point.
 */
export function relativeStrengthLine(
  view: SectorsView,
  { series, live }: GroupFigures,
): RelativeStrengthPoint[] {
  const { state, benchmark: b } = view;
  const end = state.dates.length;
  const first = view.bases.year1 >= 0 ? view.bases.year1 : Math.max(series.from, b.series.from);
  const sectorBase = valueAt(series, first);
  const benchBase = valueAt(b.series, first);
  if (!(sectorBase > 0 && benchBase > 0)) return [];
  const point = (date: string, s: number, bm: number): RelativeStrengthPoint => ({
    date,
    sector: round((s / sectorBase) * 100),
    benchmark: round((bm / benchBase) * 100),
    ratio: round((s / sectorBase / (bm / benchBase)) * 100),
  });
  const points: RelativeStrengthPoint[] = [];
  for (let t = first; t < end; t++) {
    const s = valueAt(series, t);
    const bm = valueAt(b.series, t);
    if (s > 0 && bm > 0) points.push(point(state.dates[t] ?? '', s, bm));
  }
  points.push(point(state.sessionDate, live, b.live));
  return points;
}

/** The stocks `ids` with their own returns and trend, largest market cap first. */
export function analysisStocks(
  view: SectorsView,
  ids: readonly number[],
  fundamentals: StockFundamentals | null,
): SectorAnalysisStock[] {
  const { state, bases, benchmark: b } = view;
  const day = liveDay(state);
  const rows: { cap: number; row: SectorAnalysisStock }[] = [];
  for (const id of ids) {
    const q = dayQuote(state, id, day);
    if (!q) continue;
    const daily = state.daily(id);
    const grown = (t: number) => {
      const base = t >= Math.max(0, daily.firstDay) ? at(daily.close, t) * at(daily.adjFactor, t) : 0;
      return base > 0 ? q.ltp / base : Number.NaN;
    };
    const pct = (t: number) => {
      const g = grown(t);
      return Number.isFinite(g) ? round((g - 1) * 100) : null;
    };
    const above = (period: 50 | 200) => {
      const sma = daySma(state, id, day, q, period);
      return Number.isFinite(sma) ? q.ltp > sma : null;
    };
    const cap = q.ltp * at(view.shares, id);
    const meta = state.meta(id);
    rows.push({
      cap,
      row: {
        symbol: meta.symbol,
        name: meta.name ?? meta.symbol,
        industry: industryOf(state, id),
        ltp: q.ltp / 100,
        changePct: round(q.changePct),
        marketCapCr: paiseToCrore(cap),
        returns: {
          week1: pct(bases.week1),
          month1: pct(bases.month1),
          month3: pct(bases.month3),
          year1: pct(bases.year1),
        },
        relativeStrength3m: relative(grown(bases.month3), growth(b.series, b.live, bases.month3)),
        above50: above(50),
        above200: above(200),
        pe: fundamentals ? peAt(fundamentals, id, q.ltp) : null,
      },
    });
  }
  return rows.sort((x, y) => y.cap - x.cap || (x.row.symbol < y.row.symbol ? -1 : 1)).map((r) => r.row);
}

/** The stocks with the best (leaders) and worst (laggards) three-month return. */
export function leadersAndLaggards(stocks: readonly SectorAnalysisStock[]): {
  leaders: SectorAnalysisStock[];
  laggards: SectorAnalysisStock[];
} {
  const known = stocks.filter((s) => s.returns.month3 !== null);
  const m3 = (s: SectorAnalysisStock) => s.returns.month3 ?? 0;
  const bySymbol = (a: SectorAnalysisStock, b: SectorAnalysisStock) => (a.symbol < b.symbol ? -1 : 1);
  return {
    leaders: [...known].sort((a, b) => m3(b) - m3(a) || bySymbol(a, b)).slice(0, SECTOR_LEADERS_LIMIT),
    laggards: [...known].sort((a, b) => m3(a) - m3(b) || bySymbol(a, b)).slice(0, SECTOR_LEADERS_LIMIT),
  };
}

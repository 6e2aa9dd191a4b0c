/**
 * The rows of the sectors answers: a group's day and period returns, a sector with its index, an
 * industry with its sectors, and a group's stocks, in API v3 units.
 */
import {
  GROUP_MOVERS_LIMIT,
  type IndustryRow,
  type SectorRow,
  type SectorStockRow,
  type StockGroupRow,
  sectorSlug,
} from '@nivesh/contracts';
import type { MarketState } from '@nivesh/market';
import { perSession } from '../../day/per-session';
import { toLiveQuote } from '../../market.service';
import { round } from '../../market-answers';
import { paiseToCrore } from '../overview/overview-quotes';
import {
  currentShares,
  type DailySeries,
  groupLevels,
  liveLevel,
  type PeriodBases,
  periodBases,
  periodReturns,
} from './group-levels';
import { type GroupToday, groupToday } from './group-today';
import { type BenchmarkSeries, benchmarkSeries, indexQuote, SECTOR_INDEX } from './sector-benchmarks';
import { type Groupings, groupingsOf, type IndustryGroup, industryOf, type StockGroup } from './stock-groups';

/** What every sectors answer is computed from, gathered once per request. */
export interface SectorsView {
  readonly state: MarketState;
  readonly groupings: Groupings;
  readonly shares: Float64Array;
  readonly bases: PeriodBases;
  readonly benchmark: BenchmarkSeries;
}

export function sectorsView(state: MarketState): SectorsView {
  const groupings = groupingsOf(state);
  return {
    state,
    groupings,
    shares: currentShares(state),
    bases: periodBases(state),
    benchmark: benchmarkSeries(state, groupings.equities),
  };
}

/** A group's session and live level, for rows and for relative strength. */
export interface GroupFigures<G extends StockGroup = StockGroup> {
  readonly group: G;
  readonly today: GroupToday;
  readonly series: DailySeries;
  readonly live: number;
  readonly row: StockGroupRow;
}

/** Figures of each of `groups`; `key` names the grouping in the per-session cache. */
export function groupFigures<G extends StockGroup>(
  view: SectorsView,
  key: string,
  groups: readonly G[],
): GroupFigures<G>[] {
  const levels = groupLevels(view.state, key, groups);
  return groups.map((group, k) => {
    const series = levels[k] ?? { from: 0, values: new Float64Array(0) };
    const today = groupToday(view.state, group.ids, view.shares);
    const live = liveLevel(view.state, series, today);
    return {
      group,
      today,
      series,
      live,
      row: {
        name: group.name,
        slug: group.slug,
        count: today.count,
        advances: today.advances,
        declines: today.declines,
        unchanged: today.unchanged,
        averageChangePct: round(today.averageChangePct),
        weightedChangePct: round(today.weightedChangePct),
        marketCapCr: paiseToCrore(today.now),
        returns: periodReturns(series, live, view.bases),
      },
    };
  });
}

/** Figures of every sector (by name, as `groupings.sectors`). */
export function sectorFigures(view: SectorsView): GroupFigures[] {
  return groupFigures(view, 'sectors', view.groupings.sectors);
}

/** Rows of the sectors whose `figures` are given (from `sectorFigures`). */
export function sectorRows(view: SectorsView, figures: readonly GroupFigures[]): SectorRow[] {
  const { state } = view;
  return figures.map(({ row, group }) => {
    const ids = group.ids;
    return {
      ...row,
      index: indexQuote(state, SECTOR_INDEX[row.name]),
      industries: new Set(ids.map((id) => industryOf(state, id))).size,
    };
  });
}

function industryRow(row: StockGroupRow, group: IndustryGroup): IndustryRow {
  return { ...row, sector: group.sector, sectorSlug: sectorSlug(group.sector), sectors: [...group.sectors] };
}

/** Every industry's row (by sector, then name). */
export function industryRows(view: SectorsView): IndustryRow[] {
  return groupFigures(view, 'industries', view.groupings.industries).map((f) => industryRow(f.row, f.group));
}

/**
 * The industries of one sector, each over its stocks in that sector only (an industry spanning two
 * sectors shows its part here, so the rows add up to the sector).
 */
export function industriesWithin(view: SectorsView, sector: StockGroup): IndustryRow[] {
  const groups = perSession(view.state, `sectors:industries-of:${sector.slug}`, () => {
    const inSector = new Set(sector.ids);
    return view.groupings.industries
      .map((industry) => ({ ...industry, ids: industry.ids.filter((id) => inSector.has(id)) }))
      .filter((industry) => industry.ids.length > 0)
      .sort((a, b) => (a.name < b.name ? -1 : 1));
  });
  return groupFigures(view, `industries-of:${sector.slug}`, groups).map((f) => industryRow(f.row, f.group));
}

const rupees = (value: number): number | null =>
  Number.isFinite(value) && value > 0 ? Math.round(value) / 100 : null;

/** The stocks `ids` with today's figures, largest market cap first (ties by symbol). */
export function stockRows(view: SectorsView, ids: readonly number[]): SectorStockRow[] {
  const { state, shares } = view;
  let total = 0;
  const rows = ids.flatMap((id) => {
    const quote = state.quote(id);
    if (quote.prevClose <= 0) return [];
    const cap = quote.ltp * (shares[id] ?? 0);
    total += cap;
    return [{ id, quote, cap }];
  });
  return rows
    .sort((a, b) => b.cap - a.cap || (a.quote.symbol < b.quote.symbol ? -1 : 1))
    .map(({ id, quote, cap }) => {
      const meta = state.meta(id);
      const live = toLiveQuote(quote);
      const levels = state.referenceLevels(id);
      const distance = (level: number) =>
        Number.isFinite(level) && level > 0 ? round(((quote.ltp - level) / level) * 100) : null;
      return {
        symbol: meta.symbol,
        name: meta.name ?? meta.symbol,
        sector: meta.sector,
        industry: industryOf(state, id),
        ltp: live.ltp,
        prevClose: live.prevClose,
        change: live.change,
        changePct: live.changePct,
        volume: live.volume,
        marketCapCr: paiseToCrore(cap),
        weightPct: total > 0 ? round((cap / total) * 100) : 0,
        high52: rupees(levels.high52),
        low52: rupees(levels.low52),
        fromHigh52Pct: distance(levels.high52),
        fromLow52Pct: distance(levels.low52),
      };
    });
}

/** The group's top gainers (change > 0, best first) and losers (change < 0, worst first). */
export function groupMovers(rows: readonly SectorStockRow[]): {
  gainers: SectorStockRow[];
  losers: SectorStockRow[];
} {
  // Ranked on the unrounded move computed as MarketState.topMovers computes it (in whole paise, so
  // two stocks with the same move tie exactly), then by symbol.
  const move = (r: SectorStockRow) => {
    const ltp = Math.round(r.ltp * 100);
    const prev = Math.round(r.prevClose * 100);
    return ((ltp - prev) / prev) * 100;
  };
  const bySymbol = (a: SectorStockRow, b: SectorStockRow) => (a.symbol < b.symbol ? -1 : 1);
  const gainers = rows.filter((r) => r.change > 0).sort((a, b) => move(b) - move(a) || bySymbol(a, b));
  const losers = rows.filter((r) => r.change < 0).sort((a, b) => move(a) - move(b) || bySymbol(a, b));
  return { gainers: gainers.slice(0, GROUP_MOVERS_LIMIT), losers: losers.slice(0, GROUP_MOVERS_LIMIT) };
}

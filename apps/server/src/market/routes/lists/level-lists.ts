/**
 * The whole-universe lists of a day: movers, new and near 52-week highs/lows, all-time highs and
 * breakouts. The live session reads MarketState's precomputed queries (≤ 0.1 ms); a completed day
 * is computed here from the daily columns with the same rules (`dayHits`, which also runs on the
 * live session so tests can hold the two implementations against each other).
 */
import { FIFTY_TWO_WEEK_DAYS, type LevelHit, type MarketState } from '@nivesh/market';
import { type DayQuote, dayQuote, type ListDay, windowEnd } from '../../day/list-day';
import type { ListScope } from '../../day/list-scope';
import { windowLevels } from '../../day/window-levels';

/** A stock on a list: its figures that day, the sort key, and the level it was measured against. */
export interface Hit {
  readonly id: number;
  readonly quote: DayQuote;
  /** The reference level in the day's printed paise (NaN for movers). */
  readonly level: number;
}

export type LevelKind = 'high' | 'low';

/** How a list is drawn: the level of a symbol from completed days before `end`, and the test and key. */
interface ListRule {
  /** Adjusted level from the daily columns; NaN when there is none. */
  readonly level: (state: MarketState, id: number, end: number) => number;
  /** Whether the stock is on the list (prices adjusted: `factor` × printed). */
  readonly hit: (q: DayQuote, factor: number, level: number) => boolean;
  readonly key: (q: DayQuote, factor: number, level: number) => number;
  readonly descending: boolean;
}

const fromLevel = (q: DayQuote, f: number, level: number): number => ((q.ltp * f - level) / level) * 100;

function fiftyTwoWeekLevel(kind: LevelKind) {
  return (state: MarketState, id: number, end: number): number => {
    // Imported data not reaching 250 sessions back without a gap: not enough history, no level.
    if (!state.hasWindow(end, FIFTY_TWO_WEEK_DAYS)) return Number.NaN;
    const levels = windowLevels(state.daily(id), end - FIFTY_TWO_WEEK_DAYS, end);
    return kind === 'high' ? levels.high : levels.low;
  };
}

const RULES = {
  gainers: {
    level: () => Number.NaN,
    hit: (q) => q.changePct > 0,
    key: (q) => q.changePct,
    descending: true,
  },
  losers: {
    level: () => Number.NaN,
    hit: (q) => q.changePct < 0,
    key: (q) => q.changePct,
    descending: false,
  },
  newHigh: {
    level: fiftyTwoWeekLevel('high'),
    hit: (q, f, level) => q.high > 0 && q.high * f >= level,
    key: fromLevel,
    descending: true,
  },
  newLow: {
    level: fiftyTwoWeekLevel('low'),
    hit: (q, f, level) => q.high > 0 && q.low * f <= level,
    key: fromLevel,
    descending: false,
  },
  allTimeHigh: {
    // A partial (imported) history does not reach a stock's first day: no all-time high.
    level: (state, id, end) =>
      state.historyComplete ? windowLevels(state.daily(id), 0, end).high : Number.NaN,
    hit: (q, f, level) => q.high > 0 && q.high * f >= level,
    key: fromLevel,
    descending: true,
  },
} satisfies Record<string, ListRule>;

function nearRule(kind: LevelKind, within: number): ListRule {
  // Distance from the level away from it: ≤ 0 once the level is reached (as MarketState measures).
  const distance = (q: DayQuote, f: number, level: number): number =>
    ((kind === 'high' ? level - q.ltp * f : q.ltp * f - level) / level) * 100;
  return {
    level: fiftyTwoWeekLevel(kind),
    hit: (q, f, level) => distance(q, f, level) <= within,
    key: distance,
    descending: false,
  };
}

/** The adjustment factor of the day's printed prices (1 for the live session). */
export function dayFactor(state: MarketState, id: number, day: ListDay): number {
  return day.kind === 'past' ? (state.daily(id).adjFactor[day.t] ?? 1) : 1;
}

/** Sorts hits by key, ties by symbol (as MarketState ranks). */
function rank<T extends { readonly id: number }>(
  state: MarketState,
  items: readonly (T & { readonly key: number })[],
  descending: boolean,
): T[] {
  const sign = descending ? -1 : 1;
  const symbol = (id: number): string => state.meta(id).symbol;
  return [...items].sort((a, b) => {
    if (a.key !== b.key) return sign * (a.key - b.key);
    const sa = symbol(a.id);
    const sb = symbol(b.id);
    return sa < sb ? -1 : sa > sb ? 1 : 0;
  });
}

/** A list computed from the daily columns (and, on the live session, the quotes) with `rule`. */
function dayHits(state: MarketState, scope: ListScope, day: ListDay, rule: ListRule): Hit[] {
  const end = windowEnd(state, day);
  const found: (Hit & { key: number })[] = [];
  for (const id of scope.ids) {
    const quote = dayQuote(state, id, day);
    if (!quote) continue;
    const f = dayFactor(state, id, day);
    const level = rule.level(state, id, end);
    if (!rule.hit(quote, f, level)) continue;
    found.push({ id, quote, level: level / f, key: rule.key(quote, f, level) });
  }
  return rank(state, found, rule.descending);
}

/** Hits of a MarketState query on the live session, restricted to the scope. */
function liveHits(state: MarketState, scope: ListScope, rows: readonly LevelHit[]): Hit[] {
  const hits: Hit[] = [];
  for (const row of rows) {
    const id = state.idOf(row.symbol);
    if (id === undefined || scope.mask[id] !== 1) continue;
    hits.push({ id, quote: state.quote(id), level: row.level });
  }
  return hits;
}

/** Top gainers or losers of the day in the scope. */
export function moverHits(
  state: MarketState,
  scope: ListScope,
  day: ListDay,
  direction: 'gainers' | 'losers',
): Hit[] {
  if (day.kind === 'past') return dayHits(state, scope, day, RULES[direction]);
  const movers = state.topMovers({ direction, limit: state.symbolCount, ...sectorOf(scope) });
  return liveHits(
    state,
    scope,
    movers.map((m) => ({ ...m, level: Number.NaN, pctFromLevel: Number.NaN })),
  );
}

/** Stocks that made a new 52-week high (low) on the day: the session's high (low) reached the previous 250 days' extreme. */
export function fiftyTwoWeekHits(state: MarketState, scope: ListScope, day: ListDay, kind: LevelKind): Hit[] {
  if (day.kind === 'past') return dayHits(state, scope, day, kind === 'high' ? RULES.newHigh : RULES.newLow);
  return liveHits(state, scope, state.fiftyTwoWeek({ kind, ...sectorOf(scope) }));
}

/** Stocks whose price is within `within` % of their 52-week high (low), nearest first. */
export function nearFiftyTwoWeekHits(
  state: MarketState,
  scope: ListScope,
  day: ListDay,
  kind: LevelKind,
  within: number,
): Hit[] {
  if (day.kind === 'past') return dayHits(state, scope, day, nearRule(kind, within));
  return liveHits(state, scope, state.nearFiftyTwoWeek({ kind, thresholdPct: within, ...sectorOf(scope) }));
}

/** Stocks whose session high reached their all-time high of completed days. */
export function allTimeHighHits(state: MarketState, scope: ListScope, day: ListDay): Hit[] {
  if (day.kind === 'past') return dayHits(state, scope, day, RULES.allTimeHigh);
  return liveHits(state, scope, state.allTimeHighs(sectorOf(scope)));
}

function sectorOf(scope: ListScope): { sector?: string } {
  return scope.sector === null ? {} : { sector: scope.sector };
}

/** The rule-based list on any day (exported for tests: on the live session it must equal MarketState's query). */
export function ruleHits(
  state: MarketState,
  scope: ListScope,
  day: ListDay,
  list: 'gainers' | 'losers' | 'newHigh' | 'newLow' | 'allTimeHigh' | { near: LevelKind; within: number },
): Hit[] {
  return dayHits(
    state,
    scope,
    day,
    typeof list === 'string' ? RULES[list] : nearRule(list.near, list.within),
  );
}

export interface BreakoutHit extends Hit {
  readonly averageVolume: number;
  readonly volumeRatio: number;
  readonly volumeConfirmed: boolean;
}

interface BreakoutLevels {
  readonly maxHigh: Float64Array;
  readonly averageVolume: Float64Array;
}

/** Highest adjusted high and mean volume of the `lookback` completed days before `end` (NaN without a full window). */
function breakoutLevels(state: MarketState, lookback: number, end: number): BreakoutLevels {
  const maxHigh = new Float64Array(state.symbolCount).fill(Number.NaN);
  const averageVolume = new Float64Array(state.symbolCount).fill(Number.NaN);
  const start = end - lookback;
  for (let id = 0; id < state.symbolCount; id++) {
    const daily = state.daily(id);
    if (start < 0 || daily.firstDay < 0 || daily.firstDay > start) continue;
    const levels = windowLevels(daily, start, end);
    maxHigh[id] = levels.high;
    // MarketState averages over the whole window, gaps counting as zero volume: so do we.
    averageVolume[id] = (levels.meanVolume * levels.bars) / lookback;
  }
  return { maxHigh, averageVolume };
}

/**
 * Breakouts: price above the highest high of the previous `lookback` days. Volume confirms when the
 * session's volume is above the window's average daily volume × `sessionFraction` (the share of
 * the session played). The live session is MarketState's query; a completed day is computed here
 * from the daily columns with the same rule and whole-day volume.
 */
export function breakoutHits(
  state: MarketState,
  scope: ListScope,
  day: ListDay,
  options: { readonly lookback: number; readonly sessionFraction: number; readonly confirmedOnly: boolean },
): BreakoutHit[] {
  const { lookback } = options;
  const volume = options.confirmedOnly ? 'confirmed' : 'any';
  if (day.kind === 'live') {
    const found = state.breakouts({
      lookback,
      sessionFraction: options.sessionFraction,
      volume,
      ...sectorOf(scope),
    });
    const hits: BreakoutHit[] = [];
    for (const b of found) {
      const id = state.idOf(b.symbol);
      if (id === undefined || scope.mask[id] !== 1) continue;
      const { averageVolume, volumeRatio, volumeConfirmed } = b;
      hits.push({ id, quote: state.quote(id), level: b.level, averageVolume, volumeRatio, volumeConfirmed });
    }
    return hits;
  }
  return dayBreakoutHits(state, scope, day, options);
}

/** Breakouts computed from the daily columns with whole-day volume (exported for tests: on the live session at fraction 1 it must equal MarketState's query). */
export function dayBreakoutHits(
  state: MarketState,
  scope: ListScope,
  day: ListDay,
  options: { readonly lookback: number; readonly confirmedOnly: boolean },
): BreakoutHit[] {
  const end = windowEnd(state, day);
  const levels = breakoutLevels(state, options.lookback, end);
  const found: (BreakoutHit & { key: number })[] = [];
  for (const id of scope.ids) {
    const quote = dayQuote(state, id, day);
    const level = levels.maxHigh[id] ?? Number.NaN;
    if (!quote || !(quote.open > 0)) continue;
    const f = dayFactor(state, id, day);
    if (!(quote.ltp * f > level)) continue;
    const average = levels.averageVolume[id] ?? Number.NaN;
    const volumeRatio = average > 0 ? quote.volume / average : 0;
    const volumeConfirmed = volumeRatio > 1;
    if (options.confirmedOnly && !volumeConfirmed) continue;
    found.push({
      id,
      quote,
      level: level / f,
      key: fromLevel(quote, f, level),
      averageVolume: average,
      volumeRatio,
      volumeConfirmed,
    });
  }
  return rank(state, found, true);
}

/**
 * Why a 52-week or all-time list is empty on imported data that does not reach back far enough
 * ("not enough history"), or undefined when the history suffices.
 */
export function historyShortfall(
  state: MarketState,
  day: ListDay,
  kind: 'fiftyTwoWeek' | 'allTime',
): string | undefined {
  const end = windowEnd(state, day);
  if (kind === 'allTime') {
    return state.historyComplete
      ? undefined
      : "Not enough history for all-time highs: the imported data does not reach back to each stock's first day";
  }
  if (state.hasWindow(end, FIFTY_TWO_WEEK_DAYS)) return undefined;
  const days = Math.max(0, end - state.continuousHistoryFrom);
  return `Not enough history for 52-week levels: the imported data has ${days} sessions without a gap; ${FIFTY_TWO_WEEK_DAYS} are needed`;
}

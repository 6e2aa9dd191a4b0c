/** Shapes of the built-in screener answers: screen descriptions, result rows, sorting, sectors. */
import {
  type BuiltinScreenDto,
  type BuiltinScreenRow,
  type ScreenSectorCount,
  sectorSlug,
} from '@nivesh/contracts';
import {
  type BuiltinScreen,
  type BuiltinScreenResult,
  compileBuiltinScreen,
  type MarketState,
} from '@nivesh/market';
import { type DayQuote, dayQuote, type ListDay } from '../market/day/list-day';
import { equityIds, equitySectors } from '../market/day/list-scope';
import { round } from '../market/market-answers';

/** A screen as the API describes it. */
export function screenDto(screen: BuiltinScreen): BuiltinScreenDto {
  const { inputs } = compileBuiltinScreen(screen);
  return {
    id: screen.id,
    slug: screen.slug,
    category: screen.category,
    theme: screen.theme,
    name: screen.name,
    description: screen.description,
    query: screen.query,
    columns: screen.columns.map((c) => ({
      key: c.expression,
      label: c.label,
      unit: c.unit,
      decimals: c.decimals ?? 2,
    })),
    sort: { key: screen.sort.expression, direction: screen.sort.direction },
    fundamentals: [...inputs.fundamentals],
    intraday: inputs.m15,
    pastDates: inputs.fundamentals.length === 0 && !inputs.m15,
  };
}

const finite = (v: number | undefined, decimals = 4): number | null =>
  v === undefined || !Number.isFinite(v) ? null : round(v, decimals);

/** The matches of a run in one sector (or all), as rows with the day's price. */
export function resultRows(
  state: MarketState,
  result: BuiltinScreenResult,
  idAt: (row: number) => number,
  day: ListDay,
  sector: string | null,
): BuiltinScreenRow[] {
  const rows: BuiltinScreenRow[] = [];
  result.rows.forEach((row, k) => {
    const id = idAt(row);
    const meta = state.meta(id);
    if (sector !== null && meta.sector !== sector) return;
    const quote: DayQuote | undefined = dayQuote(state, id, day);
    rows.push({
      symbol: meta.symbol,
      name: meta.name ?? meta.symbol,
      sector: meta.sector,
      ltp: quote ? round(quote.ltp / 100, 2) : 0,
      changePct: quote && Number.isFinite(quote.changePct) ? round(quote.changePct, 2) : 0,
      values: result.values.map((v) => finite(v[k])),
    });
  });
  return rows;
}

/** Every equity sector with its number of matches (0 when none) in a run. */
export function matchesBySector(
  state: MarketState,
  result: BuiltinScreenResult,
  idAt: (row: number) => number,
): ScreenSectorCount[] {
  const counts = new Map<string, number>();
  for (const row of result.rows) {
    const sector = state.meta(idAt(row)).sector;
    counts.set(sector, (counts.get(sector) ?? 0) + 1);
  }
  return equitySectors(state).map((name) => ({ slug: sectorSlug(name), name, count: counts.get(name) ?? 0 }));
}

/** Every equity sector with its number of stocks. */
export function stocksBySector(state: MarketState): ScreenSectorCount[] {
  const counts = new Map<string, number>();
  for (const id of equityIds(state)) {
    const sector = state.meta(id).sector;
    counts.set(sector, (counts.get(sector) ?? 0) + 1);
  }
  return equitySectors(state).map((name) => ({ slug: sectorSlug(name), name, count: counts.get(name) ?? 0 }));
}

const QUOTE_KEYS = ['symbol', 'name', 'sector', 'ltp', 'changePct'] as const;
type QuoteKey = (typeof QUOTE_KEYS)[number];

/** The value a row is sorted on: a quote field or a column of the screen. */
function sortValue(row: BuiltinScreenRow, key: QuoteKey | number): number | string | null {
  return typeof key === 'number' ? (row.values[key] ?? null) : row[key];
}

/**
 * Rows sorted by `key` (a column's expression or a quote field), unknown values last both ways,
 * ties by symbol; or the list of keys it may be when `key` names none.
 */
export function sortRows(
  rows: BuiltinScreenRow[],
  screen: BuiltinScreen,
  key: string,
  direction: 'asc' | 'desc',
): BuiltinScreenRow[] | { readonly unknownKey: string } {
  const column = screen.columns.findIndex((c) => c.expression === key);
  const quoteKey = QUOTE_KEYS.find((k) => k === key);
  const by: QuoteKey | number | undefined = column >= 0 ? column : quoteKey;
  if (by === undefined) {
    return { unknownKey: [...QUOTE_KEYS, ...screen.columns.map((c) => c.expression)].join(', ') };
  }
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, by);
    const y = sortValue(b, by);
    if (x === null || y === null) return x === y ? a.symbol.localeCompare(b.symbol) : x === null ? 1 : -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order === 0 ? a.symbol.localeCompare(b.symbol) : sign * order;
  });
}

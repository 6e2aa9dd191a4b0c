/**
 * Rows of the lists answers in API v3 units (rupees, rounded percentages), paging, the column
 * definitions the server sends (spec section 3), and the frame every list answer shares.
 */
import type { ColumnDto, ListLevelRow, ListStockRow } from '@nivesh/contracts';
import type { MarketState } from '@nivesh/market';
import { asOfDay, type DayQuote, isLiveDay, type ListDay } from '../../day/list-day';
import type { ListScope } from '../../day/list-scope';
import type { MarketService } from '../../market.service';
import { fromHundredths, marketSource, round } from '../../market-answers';

/** A stock's row from its figures that day. */
export function stockRow(state: MarketState, id: number, q: DayQuote): ListStockRow {
  const meta = state.meta(id);
  return {
    symbol: meta.symbol,
    name: meta.name ?? meta.symbol,
    sector: meta.sector,
    ltp: fromHundredths(q.ltp),
    prevClose: fromHundredths(q.prevClose),
    change: fromHundredths(q.ltp - q.prevClose),
    changePct: round(q.changePct),
    open: fromHundredths(q.open),
    high: fromHundredths(q.high),
    low: fromHundredths(q.low),
    volume: q.volume,
  };
}

/** A stock's row measured against a level (printed paise of the day). */
export function levelRow(
  state: MarketState,
  hit: { id: number; quote: DayQuote; level: number },
): ListLevelRow {
  return {
    ...stockRow(state, hit.id, hit.quote),
    level: fromHundredths(hit.level),
    pctFromLevel: round(((hit.quote.ltp - hit.level) / hit.level) * 100),
  };
}

const c = (field: string, label: string): ColumnDto => ({ field, label });

/** Columns of every stock row. */
export const STOCK_COLUMNS: readonly ColumnDto[] = [
  c('symbol', 'Symbol'),
  c('name', 'Company'),
  c('sector', 'Sector'),
  c('ltp', 'LTP (₹)'),
  c('change', 'Change (₹)'),
  c('changePct', 'Change %'),
  c('prevClose', 'Prev. close (₹)'),
  c('open', 'Open (₹)'),
  c('high', 'High (₹)'),
  c('low', 'Low (₹)'),
  c('volume', 'Volume'),
];

/** Stock columns plus the level a list measures against. */
export function levelColumns(levelLabel: string): ColumnDto[] {
  return [...STOCK_COLUMNS, c('level', levelLabel), c('pctFromLevel', `% from ${levelLabel.toLowerCase()}`)];
}

export const BREAKOUT_COLUMNS: readonly ColumnDto[] = [
  ...levelColumns('Breakout level (₹)'),
  c('averageVolume', 'Average volume'),
  c('volumeRatio', 'Volume ratio'),
  c('volumeConfirmed', 'Volume confirmed'),
];

export const HOURLY_COLUMNS: readonly ColumnDto[] = [
  ...STOCK_COLUMNS,
  c('startPrice', 'Period start (₹)'),
  c('endPrice', 'Period end (₹)'),
  c('periodChange', 'Period change (₹)'),
  c('periodChangePct', 'Period change %'),
];

export const BREADTH_STOCK_COLUMNS: readonly ColumnDto[] = [
  ...STOCK_COLUMNS,
  c('sma20', '20-day SMA (₹)'),
  c('sma50', '50-day SMA (₹)'),
  c('sma200', '200-day SMA (₹)'),
];

/** What every answer about a day carries: source, the day, and the index filter. */
export function dayFrame(market: MarketService, day: ListDay, scope: ListScope) {
  return {
    status: 1 as const,
    source: marketSource(market),
    date: day.date,
    live: isLiveDay(market, day),
    asOf: asOfDay(market, day),
    index: scope.index,
  };
}

/** What every list answer carries besides rows: the day frame, sector, paging and columns. */
export function listFrame<T>(
  market: MarketService,
  day: ListDay,
  scope: ListScope,
  paged: { rows: T[]; total: number; page: number; limit: number },
  columns: readonly ColumnDto[],
) {
  return {
    ...dayFrame(market, day, scope),
    sector: scope.sector,
    total: paged.total,
    page: paged.page,
    limit: paged.limit,
    columns: [...columns],
    rows: paged.rows,
  };
}

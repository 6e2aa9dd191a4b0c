/**
 * Reads the imported real NSE days back from the database for the replay feed: equity day bars,
 * index day bars and company names, each in one ordered query.
 *
 * Series: EQ, BE and SM (the universe is whatever the files hold). BE (trade-for-trade) holds the
 * same shares as EQ; NSE moves a stock between the two under surveillance, so without BE such a
 * stock's history would have holes; SM is the SME platform's equity. When a symbol has more than
 * one on a day (rare) EQ wins over BE over SM. Other series (bonds, GS, N*, …) are not replayed.
 */
import { type IsoDate, isoDate } from '@nivesh/market';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { equityDailyBars, indexDailyBars, instruments } from '../../db/schema';

/** The equity series replayed, in order of preference for one symbol and day. */
export const REPLAYED_SERIES = ['EQ', 'BE', 'SM'] as const;
export type ReplayedSeries = (typeof REPLAYED_SERIES)[number];

const seriesRank = (series: string): number => {
  const rank = REPLAYED_SERIES.indexOf(series as ReplayedSeries);
  return rank < 0 ? REPLAYED_SERIES.length : rank;
};

/** One imported day of a security: printed paise, whole shares, NSE's own previous close. */
export interface ImportedBar {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  /** The bhavcopy's PREVCLOSE: adjusted by NSE on some ex-dates (see detect-corporate-actions.ts). */
  readonly prevClose: number;
  readonly volume: number;
  /** The bhavcopy's TOTTRDVAL in paise (0 when the file has none). */
  readonly turnover: number;
}

/** One symbol's imported days: `days[j]` (an index into `ImportedMarket.days`) has `bars[j]`. */
export interface ImportedSeries {
  readonly days: number[];
  readonly bars: ImportedBar[];
  /** The series of its latest bar (EQ, BE or SM) and its ISIN there (null when the file has none). */
  series: string;
  isin: string | null;
}

/** One index's imported days, levels in hundredths of a point (as MarketState holds them). */
export interface ImportedIndexBar {
  readonly date: IsoDate;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
}

export interface ImportedMarket {
  /** Every day with at least one replayed equity bar, ascending. */
  readonly days: readonly IsoDate[];
  readonly equities: ReadonlyMap<string, ImportedSeries>;
  /** Index bars by index name, ascending by date. */
  readonly indices: ReadonlyMap<string, readonly ImportedIndexBar[]>;
  /** Company names from the imported EQUITY_L, by symbol. */
  readonly names: ReadonlyMap<string, string>;
}

const hundredths = (points: number): number => Math.round(points * 100);

/** Loads every imported equity day (EQ, else BE), index day and company name. */
export async function loadImportedMarket(db: Db): Promise<ImportedMarket> {
  const rows = await db
    .select({
      symbol: equityDailyBars.symbol,
      series: equityDailyBars.series,
      isin: equityDailyBars.isin,
      turnover: equityDailyBars.turnover,
      tradeDate: equityDailyBars.tradeDate,
      open: equityDailyBars.open,
      high: equityDailyBars.high,
      low: equityDailyBars.low,
      close: equityDailyBars.close,
      prevClose: equityDailyBars.prevClose,
      volume: equityDailyBars.volume,
    })
    .from(equityDailyBars)
    .where(inArray(equityDailyBars.series, [...REPLAYED_SERIES]))
    .orderBy(asc(equityDailyBars.tradeDate), asc(equityDailyBars.symbol));

  const days: IsoDate[] = [];
  const equities = new Map<string, ImportedSeries>();
  for (const row of rows) {
    if (days[days.length - 1] !== row.tradeDate) days.push(isoDate(row.tradeDate));
    const t = days.length - 1;
    let series = equities.get(row.symbol);
    if (!series) {
      series = { days: [], bars: [], series: row.series, isin: row.isin };
      equities.set(row.symbol, series);
    }
    const bar: ImportedBar = {
      open: row.open,
      high: row.high,
      low: row.low,
      close: row.close,
      prevClose: row.prevClose,
      volume: row.volume,
      turnover: row.turnover,
    };
    const j = series.days.length - 1;
    if (series.days[j] === t) {
      // A second series of the symbol that day: the preferred one (EQ, BE, SM) wins.
      if (seriesRank(row.series) >= seriesRank(series.series)) continue;
      series.bars[j] = bar;
    } else {
      series.days.push(t);
      series.bars.push(bar);
    }
    series.series = row.series;
    series.isin = row.isin ?? series.isin;
  }

  const indexRows = await db
    .select({
      name: indexDailyBars.indexName,
      tradeDate: indexDailyBars.tradeDate,
      open: indexDailyBars.open,
      high: indexDailyBars.high,
      low: indexDailyBars.low,
      close: indexDailyBars.close,
    })
    .from(indexDailyBars)
    .orderBy(asc(indexDailyBars.indexName), asc(indexDailyBars.tradeDate));
  const indices = new Map<string, ImportedIndexBar[]>();
  for (const row of indexRows) {
    // Some index files carry only the close: the day is then a flat bar at it.
    const close = hundredths(row.close);
    const bar: ImportedIndexBar = {
      date: isoDate(row.tradeDate),
      open: row.open === null ? close : hundredths(row.open),
      high: row.high === null ? close : hundredths(row.high),
      low: row.low === null ? close : hundredths(row.low),
      close,
    };
    const list = indices.get(row.name);
    if (list) list.push(bar);
    else indices.set(row.name, [bar]);
  }

  const nameRows = await db.select({ symbol: instruments.symbol, name: instruments.name }).from(instruments);
  return { days, equities, indices, names: new Map(nameRows.map((r) => [r.symbol, r.name])) };
}

/**
 * The replay's MarketState at its first live day: imported days before it as history, adjusted for
 * the detected corporate actions up to and including that day, and the day itself as the session.
 */
import {
  type DailyColumnsInput,
  equityBySymbol,
  FIFTY_TWO_WEEK_DAYS,
  INDEX_SECTOR,
  type IsoDate,
  MarketState,
  type SymbolMeta,
} from '@nivesh/market';
import type { DetectedAction } from './detect-corporate-actions';
import type { ImportedBar, ImportedIndexBar, ImportedMarket, ImportedSeries } from './imported-market';

/** Sector of an imported equity the universe does not know. */
export const UNCLASSIFIED_SECTOR = 'Unclassified';

/**
 * The history axis: imported equity days before `fromDate`, and index days before it from a year
 * (250 index days) before the first equity day on. An index history may reach back decades, but the
 * state has one date axis: 22 years of NIFTY 50 would give every stock 22 years of empty columns.
 */
function historyDates(imported: ImportedMarket, fromIndex: number, fromDate: IsoDate): IsoDate[] {
  const firstEquityDay = imported.days[0] ?? fromDate;
  const indexDays = new Set<IsoDate>();
  for (const bars of imported.indices.values()) {
    for (const bar of bars) if (bar.date < fromDate) indexDays.add(bar.date);
  }
  const sortedIndexDays = [...indexDays].sort();
  const firstInside = sortedIndexDays.findIndex((d) => d >= firstEquityDay);
  const keepFrom = Math.max(
    0,
    (firstInside < 0 ? sortedIndexDays.length : firstInside) - FIFTY_TWO_WEEK_DAYS,
  );
  const dates = new Set<IsoDate>(imported.days.slice(0, fromIndex));
  for (const day of sortedIndexDays.slice(keepFrom)) dates.add(day);
  return [...dates].sort();
}

/**
 * An imported equity's meta: its series and ISIN from the files; name, sector, industry and shares
 * from the simulated universe when it knows the symbol, else the imported EQUITY_L's name and the
 * sector `Unclassified` (the symbol is listed, not dropped).
 */
export function equityMeta(
  symbol: string,
  series: Pick<ImportedSeries, 'series' | 'isin'>,
  names: ReadonlyMap<string, string>,
): SymbolMeta {
  const fromFile = { series: series.series, ...(series.isin ? { isin: series.isin } : {}) };
  const known = equityBySymbol(symbol);
  if (known) {
    return {
      symbol,
      name: known.name,
      sector: known.sector,
      industry: known.industry,
      isIndex: false,
      sharesOutstanding: known.sharesOutstanding,
      ...fromFile,
    };
  }
  const name = names.get(symbol);
  return {
    symbol,
    ...(name === undefined ? {} : { name }),
    sector: UNCLASSIFIED_SECTOR,
    isIndex: false,
    ...fromFile,
  };
}

/**
 * Backward price factors over `dates` in the terms of `fromDate`: the product of the factors of the
 * actions going ex after each day, up to and including `fromDate` (later ones are applied live).
 */
function adjustmentFactors(
  dates: readonly IsoDate[],
  actions: readonly DetectedAction[],
  fromDate: IsoDate,
): Float64Array {
  const adj = new Float64Array(dates.length).fill(1);
  for (const action of actions) {
    if (action.exDate > fromDate) continue;
    for (let t = 0; t < dates.length && (dates[t] ?? '') < action.exDate; t++) {
      adj[t] = (adj[t] ?? 1) * action.adjustment.priceFactor;
    }
  }
  return adj;
}

interface PriceColumns {
  readonly open: Int32Array;
  readonly high: Int32Array;
  readonly low: Int32Array;
  readonly close: Int32Array;
}

function emptyColumns(n: number): PriceColumns {
  return {
    open: new Int32Array(n),
    high: new Int32Array(n),
    low: new Int32Array(n),
    close: new Int32Array(n),
  };
}

function putBar(columns: PriceColumns, t: number, bar: ImportedBar | ImportedIndexBar): void {
  columns.open[t] = bar.open;
  columns.high[t] = bar.high;
  columns.low[t] = bar.low;
  columns.close[t] = bar.close;
}

/** Builds the state whose session is imported day `fromIndex` (≥ 1: at least one day of history). */
export function buildReplayState(
  imported: ImportedMarket,
  fromIndex: number,
  actions: ReadonlyMap<string, readonly DetectedAction[]>,
  gapDays: ReadonlySet<number> = new Set(),
): MarketState {
  const fromDate = imported.days[fromIndex];
  if (fromDate === undefined || fromIndex < 1) {
    throw new RangeError(`The replay needs imported days before its first live day (index ${fromIndex})`);
  }
  const dates = historyDates(imported, fromIndex, fromDate);
  const position = new Map(dates.map((d, t) => [d, t]));
  const n = dates.length;
  const symbols: DailyColumnsInput[] = [];

  // Every imported symbol is in the state, also one that lists later: the player can then play it.
  for (const [symbol, series] of imported.equities) {
    const columns = emptyColumns(n);
    const volume = new Float64Array(n);
    // Each day's change is against the file's PREVCLOSE (also after a gap in the imported days),
    // except on an ex-date found here, where the old format's PREVCLOSE is not restated.
    const prevClose = new Int32Array(n);
    const symbolActions = actions.get(symbol) ?? [];
    for (let j = 0; j < series.days.length; j++) {
      const date = imported.days[series.days[j] ?? -1];
      const t = date === undefined ? undefined : position.get(date);
      const bar = series.bars[j];
      if (t === undefined || !bar) continue;
      putBar(columns, t, bar);
      volume[t] = bar.volume;
      if (!symbolActions.some((a) => a.exDate === date)) prevClose[t] = Math.max(0, bar.prevClose);
    }
    symbols.push({
      meta: equityMeta(symbol, series, imported.names),
      ...columns,
      volume,
      adjFactor: adjustmentFactors(dates, symbolActions, fromDate),
      prevClose,
    });
  }

  for (const [name, bars] of imported.indices) {
    if (imported.equities.has(name)) continue;
    const columns = emptyColumns(n);
    for (const bar of bars) {
      const t = position.get(bar.date);
      if (t !== undefined) putBar(columns, t, bar);
    }
    symbols.push({
      meta: { symbol: name, name, sector: INDEX_SECTOR, isIndex: true },
      ...columns,
      volume: new Float64Array(n),
    });
  }
  // The history is partial: it runs without a gap from the last imported day that follows one (or
  // the first imported day), and nothing says that day is anyone's first (see MarketStateInput).
  let continuousFrom = 0;
  for (let t = 1; t <= fromIndex; t++) if (gapDays.has(t)) continuousFrom = t;
  return new MarketState({
    dates,
    symbols,
    sessionDate: fromDate,
    history: { continuousFrom: imported.days[continuousFrom] ?? fromDate },
  });
}

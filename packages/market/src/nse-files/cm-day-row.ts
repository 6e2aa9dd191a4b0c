import type { IsoDate, Paise } from '../units';
import type { DayGuard } from './day-guard';
import type { OhlcColumns } from './ohlc';
import type { DateParser, RowReader } from './row-reader';

/** Where one CM daily price layout keeps the fields all of them share: identity, OHLC, trade date. */
export interface CmDayColumns extends OhlcColumns {
  readonly symbol: string;
  readonly series: string;
  readonly tradeDate: string;
  /** Parser of the trade-date cell and the form it expects, as named in errors. */
  readonly parseDate: DateParser;
  readonly dateForm: string;
}

/** The shared part of one CM daily row. */
export interface CmDayHead {
  readonly symbol: string;
  /** NSE series as printed (EQ, BE, BZ, SM, GS, N1, …); kept because the same symbol trades in several. */
  readonly series: string;
  readonly tradeDate: IsoDate;
  readonly open: Paise;
  readonly high: Paise;
  readonly low: Paise;
  readonly close: Paise;
}

/**
 * Reads symbol, series, OHLC and trade date of the current row, refusing a broken OHLC order
 * (real bhavcopies never break it, checked on 27 files, so a break means a damaged file) and
 * passing the trade date and `SYMBOL SERIES` key to the day guard; null for an exact duplicate of an
 * earlier row (dropped, the guard keeps the warning).
 */
export function readCmDayHead(r: RowReader, columns: CmDayColumns, guard: DayGuard): CmDayHead | null {
  const symbol = r.required(columns.symbol);
  const series = r.text(columns.series);
  const key = `${symbol} ${series}`;
  const { open, high, low, close } = r.ohlc(columns, 'refuse', key);
  const tradeDate = r.date(columns.tradeDate, columns.parseDate, columns.dateForm);
  if (!guard.check(r.current, tradeDate, key)) return null;
  return { symbol, series, tradeDate, open, high, low, close };
}

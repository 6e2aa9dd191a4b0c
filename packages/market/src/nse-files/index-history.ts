import type { IsoDate, Paise, Quantity } from '../units';
import { readCsv } from './csv';
import { parseIso, parseMonthDayYear } from './dates';
import { ohlcProblem } from './ohlc';
import { type DateParser, type RowReader, readerFor } from './row-reader';
import { UniqueKeys, type WithWarnings } from './unique-keys';

/** Columns of the index daily history (`NIFTY_50_daily`, `NIFTY_BANK_daily`, `INDIA_VIX_daily`). */
export const INDEX_HISTORY_COLUMNS = ['DATE', 'OPEN', 'HIGH', 'LOW', 'CLOSE', 'VOLUME', 'TURNOVER'] as const;
/** Columns of NSE's India VIX download (`Date,Open,High,Low,Close,PrevClose,Change,Pchange`, M/D/YYYY). */
export const INDEX_HISTORY_NSE_COLUMNS = [
  'DATE',
  'OPEN',
  'HIGH',
  'LOW',
  'CLOSE',
  'PREVCLOSE',
  'CHANGE',
  'PCHANGE',
] as const;

/**
 * One day of an index. Levels are index points (plain numbers, not paise: an index is not money,
 * and VIX has 4 decimals).
 */
export interface IndexBar {
  readonly date: IsoDate;
  /** Null where the file has no value or 0 (early NIFTY BANK rows, VIX on 2021-02-12). */
  readonly open: number | null;
  readonly high: number | null;
  readonly low: number | null;
  readonly close: number;
  readonly prevClose: number | null;
  /** Shares traded in the constituents; null where the file leaves it empty (VIX). */
  readonly volume: Quantity | null;
  readonly turnover: Paise | null;
  /** Why OHLC is inconsistent, or null. Flagged, not refused: real VIX data has such a day (2013-08-22). */
  readonly ohlcFlag: string | null;
}

/** Result of parsing an index history (many days, oldest or newest first as in the file). */
export interface IndexHistoryFile extends WithWarnings {
  readonly rows: IndexBar[];
}

function level(r: RowReader, column: string): number | null {
  const n = r.optionalNumber(column);
  if (n !== null && n < 0) throw r.fail(`${column} is negative ('${r.text(column)}')`);
  // 0 is not an index level; the source uses it for "not computed".
  return n === null || n === 0 ? null : n;
}

function parse(
  fileName: string,
  text: string,
  needed: readonly string[],
  parseDate: DateParser,
  dateForm: string,
): IndexHistoryFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, needed);
  const hasVolume = needed.includes('VOLUME');
  const hasPrev = needed.includes('PREVCLOSE');
  const keys = new UniqueKeys(fileName);
  const rows: IndexBar[] = [];
  const lines: number[] = [];
  for (const record of table.records) {
    r.at(record);
    const date = r.date('DATE', parseDate, dateForm);
    if (!keys.check(date, record)) continue;
    const close = level(r, 'CLOSE');
    if (close === null) throw r.fail(`CLOSE is empty or 0 ('${r.text('CLOSE')}')`);
    const open = level(r, 'OPEN');
    const high = level(r, 'HIGH');
    const low = level(r, 'LOW');
    lines.push(record.line);
    rows.push({
      date,
      open,
      high,
      low,
      close,
      prevClose: hasPrev ? level(r, 'PREVCLOSE') : null,
      volume: hasVolume ? r.optionalQuantity('VOLUME') : null,
      turnover: hasVolume && r.text('TURNOVER') !== '' ? r.price('TURNOVER') : null,
      ohlcFlag: ohlcProblem(open, high, low, close),
    });
  }
  return { rows, warnings: keys.warnings, lines };
}

/** Parses an index daily history `Date,Open,High,Low,Close,Volume,Turnover` with ISO dates. */
export function parseIndexHistory(fileName: string, text: string): IndexHistoryFile {
  return parse(fileName, text, INDEX_HISTORY_COLUMNS, parseIso, 'YYYY-MM-DD');
}

/** Parses NSE's index download layout `Date,Open,High,Low,Close,PrevClose,Change,Pchange` (M/D/YYYY). */
export function parseIndexHistoryNse(fileName: string, text: string): IndexHistoryFile {
  return parse(fileName, text, INDEX_HISTORY_NSE_COLUMNS, parseMonthDayYear, 'M/D/YYYY');
}

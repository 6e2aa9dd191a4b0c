import type { IsoDate } from '../units';
import { readCsv } from './csv';
import { parseDdMmYy, parseDdMmYyyySlashed } from './dates';
import { baseName } from './file-name';
import { NseFileError } from './nse-file-error';
import type { RowReader } from './row-reader';
import { readerFor } from './row-reader';
import { UniqueKeys, type WithWarnings } from './unique-keys';

// NSE's daily "PR" zip (PRddmmyy.zip) holds, among others, Bc<ddmmyy>.csv (corporate actions and
// book closures announced) and bh<ddmmyy>.csv (securities at a new 52-week high or low that day).

/** Columns of `Bc<ddmmyy>.csv`. */
export const CORPORATE_ACTION_COLUMNS = [
  'SERIES',
  'SYMBOL',
  'SECURITY',
  'RECORD_DT',
  'BC_STRT_DT',
  'BC_END_DT',
  'EX_DT',
  'ND_STRT_DT',
  'ND_END_DT',
  'PURPOSE',
] as const;
/** Columns of `bh<ddmmyy>.csv`. */
export const WEEK52_HITS_COLUMNS = ['SYMBOL', 'SERIES', 'SECURITY', 'HIGH/LOW', 'INDEX FLAG'] as const;

/** One announced corporate action (dates null where NSE leaves a blank). */
export interface CorporateActionRow {
  /** The series code (EQ, BE, MF, GS…); for debt instruments NSE puts a number here. */
  readonly series: string;
  readonly symbol: string;
  readonly security: string;
  readonly recordDate: IsoDate | null;
  readonly bookClosureStart: IsoDate | null;
  readonly bookClosureEnd: IsoDate | null;
  readonly exDate: IsoDate | null;
  readonly noDeliveryStart: IsoDate | null;
  readonly noDeliveryEnd: IsoDate | null;
  /** E.g. "DIV - RS 25 PER SH", "BONUS 1:1", "FACE VALUE SPLIT…" (padding removed). */
  readonly purpose: string;
}

/** One security at a new 52-week high (H) or low (L) on the file's day. */
export interface Week52HitRow {
  readonly symbol: string;
  readonly series: string;
  readonly security: string;
  readonly highLow: 'H' | 'L';
  /** NSE's index flag, null when empty. */
  readonly indexFlag: string | null;
}

/** A PR-bundle file: its day comes from the name (`Bc010721.csv` → 2021-07-01). */
export interface PrBundleFile<Row> extends WithWarnings {
  readonly tradeDate: IsoDate;
  readonly rows: Row[];
}

/** The day of a PR-bundle file from its name (`Bc010721…`, `bh010721…`), or null. */
export function prBundleDateFromFileName(fileName: string): IsoDate | null {
  const digits = /^(?:bc|bh|pr|pd)(\d{6})(?:\D|$)/i.exec(baseName(fileName))?.[1];
  return digits ? parseDdMmYy(digits) : null;
}

function dayOf(fileName: string, example: string): IsoDate {
  const date = prBundleDateFromFileName(fileName);
  if (date === null) {
    throw new NseFileError(
      fileName,
      1,
      `a PR-bundle file carries its day only in its name, and none was found: keep NSE's name (e.g. ${example})`,
    );
  }
  return date;
}

function optionalDate(r: RowReader, column: string): IsoDate | null {
  return r.text(column) === '' ? null : r.date(column, parseDdMmYyyySlashed, 'DD/MM/YYYY');
}

/** Parses NSE's corporate-action file `Bc<ddmmyy>.csv` (blanks as a single space, PURPOSE padded). */
export function parseCorporateActions(fileName: string, text: string): PrBundleFile<CorporateActionRow> {
  const tradeDate = dayOf(fileName, 'Bc010721.csv');
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, CORPORATE_ACTION_COLUMNS);
  const keys = new UniqueKeys(fileName);
  const rows: CorporateActionRow[] = [];
  for (const record of table.records) {
    r.at(record);
    const series = r.required('SERIES');
    const symbol = r.required('SYMBOL');
    const purpose = r.required('PURPOSE');
    const exDate = optionalDate(r, 'EX_DT');
    const recordDate = optionalDate(r, 'RECORD_DT');
    if (!keys.check(`${symbol} ${series} ${purpose} ex ${exDate ?? '-'}`, record)) continue;
    rows.push({
      series,
      symbol,
      security: r.required('SECURITY'),
      recordDate,
      bookClosureStart: optionalDate(r, 'BC_STRT_DT'),
      bookClosureEnd: optionalDate(r, 'BC_END_DT'),
      exDate,
      noDeliveryStart: optionalDate(r, 'ND_STRT_DT'),
      noDeliveryEnd: optionalDate(r, 'ND_END_DT'),
      purpose,
    });
  }
  return { tradeDate, rows, warnings: keys.warnings };
}

/** Parses NSE's 52-week high/low file `bh<ddmmyy>.csv` (INDEX FLAG is left off when empty). */
export function parseWeek52Hits(fileName: string, text: string): PrBundleFile<Week52HitRow> {
  const tradeDate = dayOf(fileName, 'bh010721.csv');
  const table = readCsv(fileName, text, { hasHeader: true, trim: true, padShortRecords: true });
  const r = readerFor(fileName, table.header, WEEK52_HITS_COLUMNS);
  const keys = new UniqueKeys(fileName);
  const rows: Week52HitRow[] = [];
  for (const record of table.records) {
    r.at(record);
    const symbol = r.required('SYMBOL');
    const series = r.text('SERIES');
    const highLow = r.required('HIGH/LOW').toUpperCase();
    if (highLow !== 'H' && highLow !== 'L') throw r.fail(`HIGH/LOW is '${highLow}', expected H or L`);
    // A security can hit both on one day (a wide range): one row of each is fine.
    if (!keys.check(`${symbol} ${series} ${highLow}`, record)) continue;
    rows.push({
      symbol,
      series,
      security: r.required('SECURITY'),
      highLow,
      indexFlag: r.text('INDEX FLAG') || null,
    });
  }
  return { tradeDate, rows, warnings: keys.warnings };
}

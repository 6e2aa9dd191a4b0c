import type { IsoDate } from '../units';
import { type CmBhavcopyColumns, type CmBhavcopyRow, readCmBhavcopyRow } from './cm-bhavcopy-row';
import { parseCmDayFile } from './cm-day-file';
import { parseDayMonYear, parseDdMonYyyy } from './dates';
import { DayGuard } from './day-guard';
import { baseName } from './file-name';
import { OHLC_COLUMNS } from './ohlc';
import type { WithWarnings } from './unique-keys';

/** Columns of the old (pre-July-2024) CM bhavcopy, in file order. */
export const CM_BHAVCOPY_COLUMNS = [
  'SYMBOL',
  'SERIES',
  'OPEN',
  'HIGH',
  'LOW',
  'CLOSE',
  'LAST',
  'PREVCLOSE',
  'TOTTRDQTY',
  'TOTTRDVAL',
  'TIMESTAMP',
  'TOTALTRADES',
  'ISIN',
] as const;

const DAILY_NAME = /^cm(\d{2}[A-Za-z]{3}\d{4})bhav\.csv$/i;

/** Result of parsing an old-format CM bhavcopy. */
export interface CmBhavcopyFile extends WithWarnings {
  readonly rows: CmBhavcopyRow[];
  /** Set for a one-day file; undefined for a multi-day compilation in the same layout. */
  readonly tradeDate: IsoDate | undefined;
}

const COLUMNS: CmBhavcopyColumns = {
  symbol: 'SYMBOL',
  series: 'SERIES',
  ...OHLC_COLUMNS,
  tradeDate: 'TIMESTAMP',
  parseDate: parseDayMonYear,
  dateForm: 'DD-MON-YYYY',
  last: 'LAST',
  prevClose: 'PREVCLOSE',
  volume: 'TOTTRDQTY',
  turnover: 'TOTTRDVAL',
  trades: 'TOTALTRADES',
  isin: 'ISIN',
};

/** A file named like a daily bhavcopy holds one day, the one in its name; others are compilations. */
function guardFor(fileName: string): DayGuard {
  const nameMatch = DAILY_NAME.exec(baseName(fileName));
  const nameDate = nameMatch?.[1] ? parseDdMonYyyy(nameMatch[1]) : null;
  return new DayGuard(fileName, nameMatch !== null, nameDate, 'TIMESTAMP');
}

/**
 * Parses an old-format CM bhavcopy (`cmDDMMMYYYYbhav.csv`, with or without the trailing comma, LF
 * or CRLF). A file named like a daily bhavcopy must hold one trade date, the one in its name; other
 * names are treated as multi-day compilations of the same layout.
 */
export function parseCmBhavcopy(fileName: string, text: string): CmBhavcopyFile {
  return parseCmDayFile(fileName, text, {
    needed: CM_BHAVCOPY_COLUMNS,
    trim: false,
    head: COLUMNS,
    guard: guardFor,
    row: (r, head) => readCmBhavcopyRow(r, COLUMNS, head),
  });
}

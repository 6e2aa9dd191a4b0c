import type { IsoDate } from '../units';
import type { CmBhavcopyRow } from './cm-bhavcopy-row';
import { readCsv } from './csv';
import { parseDayMonYear, parseDdMonYyyy } from './dates';
import { DayGuard } from './day-guard';
import { baseName } from './file-name';
import { isValidIndianIsin } from './isin';
import { ohlcProblem, rupeesText } from './ohlc';
import { readerFor } from './row-reader';

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
export interface CmBhavcopyFile {
  readonly rows: CmBhavcopyRow[];
  /** Set for a one-day file; undefined for a multi-day compilation in the same layout. */
  readonly tradeDate: IsoDate | undefined;
}

/**
 * Parses an old-format CM bhavcopy (`cmDDMMMYYYYbhav.csv`, with or without the trailing comma, LF
 * or CRLF). A file named like a daily bhavcopy must hold one trade date, the one in its name; other
 * names are treated as multi-day compilations of the same layout.
 */
export function parseCmBhavcopy(fileName: string, text: string): CmBhavcopyFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: false });
  const r = readerFor(fileName, table.header, CM_BHAVCOPY_COLUMNS);
  const nameMatch = DAILY_NAME.exec(baseName(fileName));
  const nameDate = nameMatch?.[1] ? parseDdMonYyyy(nameMatch[1]) : null;
  const guard = new DayGuard(fileName, nameMatch !== null, nameDate, 'TIMESTAMP');
  const rows: CmBhavcopyRow[] = [];
  for (const record of table.records) {
    r.at(record);
    const symbol = r.required('SYMBOL');
    const series = r.text('SERIES');
    const open = r.price('OPEN');
    const high = r.price('HIGH');
    const low = r.price('LOW');
    const close = r.price('CLOSE');
    // Real bhavcopies never break OHLC order (checked on 27 files), so a break means a damaged file.
    const problem = ohlcProblem(open, high, low, close, rupeesText);
    if (problem !== null) throw r.fail(`${problem} for ${symbol} ${series}`);
    const tradeDate = r.date('TIMESTAMP', parseDayMonYear, 'DD-MON-YYYY');
    guard.check(record.line, tradeDate, `${symbol} ${series}`);
    const isin = r.text('ISIN').toUpperCase();
    rows.push({
      symbol,
      series,
      tradeDate,
      open,
      high,
      low,
      close,
      last: r.price('LAST'),
      prevClose: r.price('PREVCLOSE'),
      volume: r.quantity('TOTTRDQTY'),
      turnover: r.price('TOTTRDVAL'),
      trades: r.quantity('TOTALTRADES'),
      isin,
      isinValid: isValidIndianIsin(isin),
    });
  }
  return { rows, tradeDate: guard.tradeDate };
}

import type { IsoDate, Paise, Quantity } from '../units';
import { readCsv } from './csv';
import { parseDayMonYear, parseDdMmYy, parseIso } from './dates';
import { isValidIndianIsin } from './isin';
import { OHLC_COLUMNS } from './ohlc';
import { type DateParser, type RowReader, readerFor } from './row-reader';
import { UniqueKeys } from './unique-keys';

/** Columns of NSE's per-security "historical data" export (with 52-week high/low). */
export const SECURITY_HISTORY_NSE_COLUMNS = [
  'DATE',
  'SERIES',
  'OPEN',
  'HIGH',
  'LOW',
  'PREV. CLOSE',
  'LTP',
  'CLOSE',
  'VWAP',
  '52W H',
  '52W L',
  'VOLUME',
  'VALUE',
  'NO OF TRADES',
  'SYMBOL',
] as const;
/** Columns of a per-security history compiled from bhavcopies (StockName, ISINNo, …, ISO dates). */
export const SECURITY_HISTORY_BHAV_COLUMNS = [
  'STOCKNAME',
  'ISINNO',
  'DATEOFLISTING',
  'SERIES',
  'SYMBOL',
  'DATE',
  'OPEN',
  'HIGH',
  'LOW',
  'CLOSE',
  'LAST',
  'PREVCLOSE',
  'VOLUME',
  'TOTTRDVAL',
  'TOTALTRADES',
] as const;
/** Column meaning of the quoted no-header history (`"ddmmyy","open",…`), which has no header line. */
export const SECURITY_HISTORY_QUOTED_COLUMNS = [
  'DATE',
  'OPEN',
  'HIGH',
  'LOW',
  'CLOSE',
  'VALUE',
  'VOLUME',
  'TRADES',
] as const;

/** One day of one security from a per-security history file; fields a layout lacks are null. */
export interface SecurityBar {
  readonly date: IsoDate;
  /** Null in the no-header layout: the symbol is only in the file name there. */
  readonly symbol: string | null;
  readonly series: string | null;
  readonly isin: string | null;
  readonly open: Paise;
  readonly high: Paise;
  readonly low: Paise;
  readonly close: Paise;
  readonly last: Paise | null;
  readonly prevClose: Paise | null;
  readonly vwap: Paise | null;
  readonly week52High: Paise | null;
  readonly week52Low: Paise | null;
  readonly volume: Quantity;
  readonly turnover: Paise;
  /** Null where the source left it empty (early years of the bhav-derived files). */
  readonly trades: Quantity | null;
  /**
   * Why OHLC is inconsistent, or null. Flagged, not refused: these are third-party compilations and
   * the checks of the importer decide what to do with a bad day.
   */
  readonly ohlcFlag: string | null;
}

/** Result of parsing a per-security history (many days). */
export interface SecurityHistoryFile {
  readonly rows: SecurityBar[];
}

const nseDate = (text: string): IsoDate | null => parseIso(text) ?? parseDayMonYear(text);

/** Reads DATE, SYMBOL and SERIES and refuses a second row for the same `SYMBOL SERIES on DATE`. */
function readDayKey(r: RowReader, keys: UniqueKeys, parseDate: DateParser, dateForm: string) {
  const date = r.date('DATE', parseDate, dateForm);
  const symbol = r.required('SYMBOL');
  const series = r.text('SERIES');
  const key = `${symbol} ${series} on ${date}`;
  keys.check(key, r.line);
  return { date, symbol, series, key };
}

/** Parses NSE's per-security historical-data export (`DATE,SERIES,OPEN,…,52W H,52W L,…,SYMBOL`). */
export function parseSecurityHistoryNse(fileName: string, text: string): SecurityHistoryFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, SECURITY_HISTORY_NSE_COLUMNS);
  const keys = new UniqueKeys(fileName);
  const rows: SecurityBar[] = [];
  for (const record of table.records) {
    r.at(record);
    const { date, symbol, series, key } = readDayKey(r, keys, nseDate, 'YYYY-MM-DD or DD-Mon-YYYY');
    const { open, high, low, close, ohlcFlag } = r.ohlc(OHLC_COLUMNS, 'flag', key);
    rows.push({
      date,
      symbol,
      series,
      isin: null,
      open,
      high,
      low,
      close,
      last: r.optionalPrice('LTP'),
      prevClose: r.optionalPrice('PREV. CLOSE'),
      vwap: r.optionalPrice('VWAP'),
      week52High: r.optionalPrice('52W H'),
      week52Low: r.optionalPrice('52W L'),
      volume: r.quantity('VOLUME'),
      turnover: r.price('VALUE'),
      trades: r.optionalQuantity('NO OF TRADES'),
      ohlcFlag,
    });
  }
  return { rows };
}

/** Parses a per-security history compiled from bhavcopies (`StockName,ISINNo,…,TOTALTRADES`). */
export function parseSecurityHistoryBhav(fileName: string, text: string): SecurityHistoryFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, SECURITY_HISTORY_BHAV_COLUMNS);
  const keys = new UniqueKeys(fileName);
  const rows: SecurityBar[] = [];
  for (const record of table.records) {
    r.at(record);
    const { date, symbol, series, key } = readDayKey(r, keys, parseIso, 'YYYY-MM-DD');
    const isin = r.text('ISINNO').toUpperCase();
    // Identity comes from this column for the whole file, so a broken ISIN is refused here.
    if (!isValidIndianIsin(isin)) throw r.fail(`ISINNo '${isin}' is not a valid Indian ISIN`);
    const { open, high, low, close, ohlcFlag } = r.ohlc(OHLC_COLUMNS, 'flag', key);
    const prevClose = r.price('PREVCLOSE');
    rows.push({
      date,
      symbol,
      series,
      isin,
      open,
      high,
      low,
      close,
      last: r.price('LAST'),
      // The first day after listing carries PrevClose 0.0: no previous close.
      prevClose: prevClose === 0 ? null : prevClose,
      vwap: null,
      week52High: null,
      week52Low: null,
      volume: r.quantity('VOLUME'),
      turnover: r.price('TOTTRDVAL'),
      trades: r.optionalQuantity('TOTALTRADES'),
      ohlcFlag,
    });
  }
  return { rows };
}

/** Parses the quoted no-header daily history (`"ddmmyy","open","high","low","close","value","qty","trades"`). */
export function parseSecurityHistoryQuoted(fileName: string, text: string): SecurityHistoryFile {
  const table = readCsv(fileName, text, { hasHeader: false, trim: true });
  const first = table.records[0];
  if (first !== undefined && first.fields.length !== SECURITY_HISTORY_QUOTED_COLUMNS.length) {
    throw readerFor(fileName, SECURITY_HISTORY_QUOTED_COLUMNS, [])
      .at(first)
      .fail(
        `has ${first.fields.length} fields, expected ${SECURITY_HISTORY_QUOTED_COLUMNS.length} (date, open, high, low, close, value, quantity, trades)`,
      );
  }
  const r = readerFor(fileName, SECURITY_HISTORY_QUOTED_COLUMNS, []);
  const keys = new UniqueKeys(fileName);
  const rows: SecurityBar[] = [];
  for (const record of table.records) {
    r.at(record);
    const date = r.date('DATE', parseDdMmYy, 'ddmmyy');
    keys.check(date, record.line);
    const { open, high, low, close, ohlcFlag } = r.ohlc(OHLC_COLUMNS, 'flag', date);
    rows.push({
      date,
      symbol: null,
      series: null,
      isin: null,
      open,
      high,
      low,
      close,
      last: null,
      prevClose: null,
      vwap: null,
      week52High: null,
      week52Low: null,
      volume: r.quantity('VOLUME'),
      turnover: r.price('VALUE'),
      trades: r.quantity('TRADES'),
      ohlcFlag,
    });
  }
  return { rows };
}

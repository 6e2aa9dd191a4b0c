import type { IsoDate, Paise, Quantity } from '../units';
import { readCsv } from './csv';
import { parseDayMonYear, parseDdMmYy, parseIso } from './dates';
import { baseName } from './file-name';
import { isValidIndianIsin } from './isin';
import { NseFileError } from './nse-file-error';
import { OHLC_COLUMNS } from './ohlc';
import { type DateParser, type RowReader, readerFor } from './row-reader';
import type { NseFileWarning, WithWarnings } from './unique-keys';

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
  /** From the file name in the no-header layout (which has no symbol column). */
  readonly symbol: string;
  /** EQ in the no-header layout (see {@link parseSecurityHistoryQuoted}). */
  readonly series: string;
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
export interface SecurityHistoryFile extends WithWarnings {
  readonly rows: SecurityBar[];
}

const nseDate = (text: string): IsoDate | null => parseIso(text) ?? parseDayMonYear(text);

/** Two bars of one key merged: a figure one of them lacks comes from the other; `differ` lists conflicts. */
function mergeBars(a: SecurityBar, b: SecurityBar): { merged: SecurityBar; differ: string[] } {
  const differ: string[] = [];
  const pick = <T extends string | number>(field: string, x: T | null, y: T | null): T | null => {
    if (x === y || y === null) return x;
    if (x === null) return y;
    differ.push(`${field} ${x} vs ${y}`);
    return x;
  };
  const same = <T extends string | number>(field: string, x: T, y: T): T => pick(field, x, y) ?? x;
  const merged: SecurityBar = {
    date: a.date,
    symbol: a.symbol,
    series: a.series,
    isin: pick('isin', a.isin, b.isin),
    open: same('open', a.open, b.open),
    high: same('high', a.high, b.high),
    low: same('low', a.low, b.low),
    close: same('close', a.close, b.close),
    last: pick('last', a.last, b.last),
    prevClose: pick('prevClose', a.prevClose, b.prevClose),
    vwap: pick('vwap', a.vwap, b.vwap),
    week52High: pick('week52High', a.week52High, b.week52High),
    week52Low: pick('week52Low', a.week52Low, b.week52Low),
    volume: same('volume', a.volume, b.volume),
    turnover: same('turnover', a.turnover, b.turnover),
    trades: pick('trades', a.trades, b.trades),
    ohlcFlag: a.ohlcFlag,
  };
  return { merged, differ };
}

/**
 * Keeps one bar per `SYMBOL SERIES on DATE`. A later line repeating an earlier one is dropped with
 * a warning; so is a later line that only fills or lacks figures the other has (a damaged
 * compilation row beside the good one, as HDFCBANK 2020-07-13 in the bhav-derived file): the two
 * are merged. Lines that disagree on a figure are refused, naming both.
 */
class HistoryRows {
  readonly rows: SecurityBar[] = [];
  readonly lines: number[] = [];
  readonly warnings: NseFileWarning[] = [];
  private readonly at = new Map<string, { readonly index: number; readonly line: number }>();

  constructor(private readonly fileName: string) {}

  add(key: string, line: number, bar: SecurityBar): void {
    const earlier = this.at.get(key);
    if (earlier === undefined) {
      this.at.set(key, { index: this.rows.length, line });
      this.rows.push(bar);
      this.lines.push(line);
      return;
    }
    const { merged, differ } = mergeBars(this.rows[earlier.index] ?? bar, bar);
    if (differ.length > 0) {
      throw new NseFileError(
        this.fileName,
        line,
        `duplicate row for ${key} (first seen on line ${earlier.line}) with other figures (${differ.join(', ')}); keep one of the two lines`,
      );
    }
    this.rows[earlier.index] = merged;
    this.warnings.push({
      fileName: this.fileName,
      line,
      message: `duplicated row for ${key} (the same as line ${earlier.line}) was dropped`,
    });
  }
}

/** Reads DATE, SYMBOL and SERIES: the bar's identity `SYMBOL SERIES on DATE`. */
function readDayKey(r: RowReader, parseDate: DateParser, dateForm: string) {
  const date = r.date('DATE', parseDate, dateForm);
  const symbol = r.required('SYMBOL');
  const series = r.text('SERIES');
  return { date, symbol, series, key: `${symbol} ${series} on ${date}` };
}

/** Parses NSE's per-security historical-data export (`DATE,SERIES,OPEN,…,52W H,52W L,…,SYMBOL`). */
export function parseSecurityHistoryNse(fileName: string, text: string): SecurityHistoryFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, SECURITY_HISTORY_NSE_COLUMNS);
  const out = new HistoryRows(fileName);
  for (const record of table.records) {
    r.at(record);
    const { date, symbol, series, key } = readDayKey(r, nseDate, 'YYYY-MM-DD or DD-Mon-YYYY');
    const { open, high, low, close, ohlcFlag } = r.ohlc(OHLC_COLUMNS, 'flag', key);
    out.add(key, record.line, {
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
  return { rows: out.rows, warnings: out.warnings, lines: out.lines };
}

/** Parses a per-security history compiled from bhavcopies (`StockName,ISINNo,…,TOTALTRADES`). */
export function parseSecurityHistoryBhav(fileName: string, text: string): SecurityHistoryFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, SECURITY_HISTORY_BHAV_COLUMNS);
  const out = new HistoryRows(fileName);
  for (const record of table.records) {
    r.at(record);
    const { date, symbol, series, key } = readDayKey(r, parseIso, 'YYYY-MM-DD');
    const isin = r.text('ISINNO').toUpperCase();
    // Identity comes from this column for the whole file, so a broken ISIN is refused here.
    if (!isValidIndianIsin(isin)) throw r.fail(`ISINNo '${isin}' is not a valid Indian ISIN`);
    const { open, high, low, close, ohlcFlag } = r.ohlc(OHLC_COLUMNS, 'flag', key);
    const prevClose = r.price('PREVCLOSE');
    // A compilation defect seen in the real HDFCBANK and INFY files: the ISIN repeated in the
    // TOTALTRADES cell of a row that the next line gives again with the count. Read as empty.
    const tradesHoldIsin = r.text('TOTALTRADES').toUpperCase() === isin;
    if (tradesHoldIsin) {
      out.warnings.push({
        fileName,
        line: record.line,
        message: `TOTALTRADES holds the ISIN ${isin} (a shifted column) for ${key}; read as empty`,
      });
    }
    out.add(key, record.line, {
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
      trades: tradesHoldIsin ? null : r.optionalQuantity('TOTALTRADES'),
      ohlcFlag,
    });
  }
  return { rows: out.rows, warnings: out.warnings, lines: out.lines };
}

/**
 * The symbol of a no-header history, from its file name: `RELIANCE_daily_2017-2022_noheader.csv` →
 * RELIANCE (the first word; NSE symbols have no underscore). Null when the name does not start with
 * a symbol-like word.
 */
export function symbolFromHistoryFileName(fileName: string): string | null {
  const first = baseName(fileName).split(/[_\s.]/)[0] ?? '';
  return /^[A-Z0-9&-]{1,20}$/.test(first) && /[A-Z]/.test(first) ? first : null;
}

/**
 * Parses the quoted no-header daily history (`"ddmmyy","open","high","low","close","value","qty","trades"`).
 * The symbol is the file name's first word; the series is EQ (these are NIFTY 50 samples of the
 * normal market: PROVENANCE §5 found RELIANCE equal to the EQ bhavcopy rows on 242 of 243 days).
 */
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
  const symbol = symbolFromHistoryFileName(fileName);
  if (symbol === null) {
    throw new NseFileError(
      fileName,
      1,
      'a history without a header names its security only in the file name, and none was found: name it <SYMBOL>_daily….csv (e.g. RELIANCE_daily_2017-2022_noheader.csv)',
    );
  }
  const r = readerFor(fileName, SECURITY_HISTORY_QUOTED_COLUMNS, []);
  const out = new HistoryRows(fileName);
  for (const record of table.records) {
    r.at(record);
    const date = r.date('DATE', parseDdMmYy, 'ddmmyy');
    const key = `${symbol} EQ on ${date}`;
    const { open, high, low, close, ohlcFlag } = r.ohlc(OHLC_COLUMNS, 'flag', key);
    out.add(key, record.line, {
      date,
      symbol,
      series: 'EQ',
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
  return { rows: out.rows, warnings: out.warnings, lines: out.lines };
}

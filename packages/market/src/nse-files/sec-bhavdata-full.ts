import type { IsoDate, Paise, Quantity } from '../units';
import { readCsv } from './csv';
import { parseDayMonYear, parseDdMmYyyy } from './dates';
import { DayGuard } from './day-guard';
import { baseName } from './file-name';
import { ohlcProblem, rupeesText } from './ohlc';
import { readerFor } from './row-reader';

/** Columns of `sec_bhavdata_full_DDMMYYYY.csv` (NSE prints a space after every comma). */
export const SEC_BHAVDATA_FULL_COLUMNS = [
  'SYMBOL',
  'SERIES',
  'DATE1',
  'PREV_CLOSE',
  'OPEN_PRICE',
  'HIGH_PRICE',
  'LOW_PRICE',
  'LAST_PRICE',
  'CLOSE_PRICE',
  'AVG_PRICE',
  'TTL_TRD_QNTY',
  'TURNOVER_LACS',
  'NO_OF_TRADES',
  'DELIV_QTY',
  'DELIV_PER',
] as const;

/** One security's day in NSE's "full bhavcopy with delivery" file. */
export interface SecBhavdataRow {
  readonly symbol: string;
  readonly series: string;
  readonly tradeDate: IsoDate;
  readonly prevClose: Paise;
  readonly open: Paise;
  readonly high: Paise;
  readonly low: Paise;
  readonly last: Paise;
  readonly close: Paise;
  /** Volume-weighted average price (AVG_PRICE). */
  readonly vwap: Paise;
  readonly volume: Quantity;
  /** TURNOVER_LACS (₹ lakh) converted to paise. */
  readonly turnover: Paise;
  readonly trades: Quantity;
  /** Deliverable quantity; null where NSE prints `-` (series without delivery, e.g. BE). */
  readonly deliveryQty: Quantity | null;
  /** Deliverable share of volume in percent; null where NSE prints `-`. */
  readonly deliveryPercent: number | null;
}

/** Result of parsing a sec_bhavdata_full file (one trading day). */
export interface SecBhavdataFile {
  readonly rows: SecBhavdataRow[];
  readonly tradeDate: IsoDate | undefined;
}

const NAME_DATE = /sec_bhavdata_full_(\d{8})\.csv$/i;

/** Parses `sec_bhavdata_full_DDMMYYYY.csv` (spaces after commas, `-` for missing delivery figures). */
export function parseSecBhavdataFull(fileName: string, text: string): SecBhavdataFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, SEC_BHAVDATA_FULL_COLUMNS);
  const nameDigits = NAME_DATE.exec(baseName(fileName))?.[1];
  const guard = new DayGuard(fileName, true, nameDigits ? parseDdMmYyyy(nameDigits) : null, 'DATE1');
  const rows: SecBhavdataRow[] = [];
  for (const record of table.records) {
    r.at(record);
    const symbol = r.required('SYMBOL');
    const series = r.text('SERIES');
    const open = r.price('OPEN_PRICE');
    const high = r.price('HIGH_PRICE');
    const low = r.price('LOW_PRICE');
    const close = r.price('CLOSE_PRICE');
    const problem = ohlcProblem(open, high, low, close, rupeesText);
    if (problem !== null) throw r.fail(`${problem} for ${symbol} ${series}`);
    const tradeDate = r.date('DATE1', parseDayMonYear, 'DD-Mon-YYYY');
    guard.check(record.line, tradeDate, `${symbol} ${series}`);
    rows.push({
      symbol,
      series,
      tradeDate,
      prevClose: r.price('PREV_CLOSE'),
      open,
      high,
      low,
      last: r.price('LAST_PRICE'),
      close,
      vwap: r.price('AVG_PRICE'),
      volume: r.quantity('TTL_TRD_QNTY'),
      turnover: r.lakhsAsPaise('TURNOVER_LACS'),
      trades: r.quantity('NO_OF_TRADES'),
      deliveryQty: r.optionalQuantity('DELIV_QTY'),
      deliveryPercent: r.optionalNumber('DELIV_PER'),
    });
  }
  return { rows, tradeDate: guard.tradeDate };
}

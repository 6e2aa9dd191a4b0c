import type { IsoDate, Paise, Quantity } from '../units';
import { parseCmDayFile } from './cm-day-file';
import type { CmDayColumns, CmDayHead } from './cm-day-row';
import { parseDayMonYear, parseDdMmYyyy } from './dates';
import { DayGuard } from './day-guard';
import { baseName } from './file-name';
import type { RowReader } from './row-reader';
import type { WithWarnings } from './unique-keys';

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
export interface SecBhavdataRow extends CmDayHead {
  readonly prevClose: Paise;
  readonly last: Paise;
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
export interface SecBhavdataFile extends WithWarnings {
  readonly rows: SecBhavdataRow[];
  readonly tradeDate: IsoDate | undefined;
}

const NAME_DATE = /sec_bhavdata_full_(\d{8})\.csv$/i;

const HEAD: CmDayColumns = {
  symbol: 'SYMBOL',
  series: 'SERIES',
  open: 'OPEN_PRICE',
  high: 'HIGH_PRICE',
  low: 'LOW_PRICE',
  close: 'CLOSE_PRICE',
  tradeDate: 'DATE1',
  parseDate: parseDayMonYear,
  dateForm: 'DD-Mon-YYYY',
};

/** A sec_bhavdata_full file is one day, the one in its name. */
function guardFor(fileName: string): DayGuard {
  const nameDigits = NAME_DATE.exec(baseName(fileName))?.[1];
  return new DayGuard(fileName, true, nameDigits ? parseDdMmYyyy(nameDigits) : null, 'DATE1');
}

function readRow(r: RowReader, head: CmDayHead): SecBhavdataRow {
  return {
    symbol: head.symbol,
    series: head.series,
    tradeDate: head.tradeDate,
    prevClose: r.price('PREV_CLOSE'),
    open: head.open,
    high: head.high,
    low: head.low,
    last: r.price('LAST_PRICE'),
    close: head.close,
    vwap: r.price('AVG_PRICE'),
    volume: r.quantity('TTL_TRD_QNTY'),
    turnover: r.lakhsAsPaise('TURNOVER_LACS'),
    trades: r.quantity('NO_OF_TRADES'),
    deliveryQty: r.optionalQuantity('DELIV_QTY'),
    deliveryPercent: r.optionalNumber('DELIV_PER'),
  };
}

/** Parses `sec_bhavdata_full_DDMMYYYY.csv` (spaces after commas, `-` for missing delivery figures). */
export function parseSecBhavdataFull(fileName: string, text: string): SecBhavdataFile {
  return parseCmDayFile(fileName, text, {
    needed: SEC_BHAVDATA_FULL_COLUMNS,
    trim: true,
    head: HEAD,
    guard: guardFor,
    row: readRow,
  });
}

import type { IsoDate, Paise, Quantity } from '../units';
import { readCsv } from './csv';
import { parseDayMonYear } from './dates';
import { isValidIndianIsin } from './isin';
import { type RowReader, readerFor } from './row-reader';
import { UniqueKeys, type WithWarnings } from './unique-keys';

/** Columns of NSE's `EQUITY_L.csv` (NSE prints a space before most names). */
export const EQUITY_LIST_COLUMNS = [
  'SYMBOL',
  'NAME OF COMPANY',
  'SERIES',
  'DATE OF LISTING',
  'PAID UP VALUE',
  'MARKET LOT',
  'ISIN NUMBER',
  'FACE VALUE',
] as const;
/** Columns of an index constituent list (`ind_nifty500list.csv`, `ind_nifty50list.csv`). */
export const INDEX_CONSTITUENT_COLUMNS = [
  'COMPANY NAME',
  'INDUSTRY',
  'SYMBOL',
  'SERIES',
  'ISIN CODE',
] as const;

/** One listed equity from `EQUITY_L.csv`. */
export interface EquityListRow {
  readonly symbol: string;
  readonly name: string;
  readonly series: string;
  readonly listingDate: IsoDate;
  readonly paidUpValue: Paise;
  readonly marketLot: Quantity;
  readonly isin: string;
  readonly faceValue: Paise;
}

/** One constituent of an index list. */
export interface IndexConstituentRow {
  readonly companyName: string;
  /** NSE's sector classification, e.g. "Financial Services". */
  readonly industry: string;
  readonly symbol: string;
  readonly series: string;
  readonly isin: string;
}

/** Result of parsing an instrument list. */
export interface InstrumentListFile<Row> extends WithWarnings {
  readonly rows: Row[];
}

// Lists are the instrument master keyed by ISIN, so a bad ISIN is refused (unlike in bhavcopies).
function isin(r: RowReader, column: string): string {
  const value = r.text(column).toUpperCase();
  if (!isValidIndianIsin(value)) {
    throw r.fail(`${column} '${value}' is not a valid Indian ISIN (IN + 9 characters + Luhn check digit)`);
  }
  return value;
}

/** Parses NSE's list of listed equities `EQUITY_L.csv`. */
export function parseEquityList(fileName: string, text: string): InstrumentListFile<EquityListRow> {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, EQUITY_LIST_COLUMNS);
  const keys = new UniqueKeys(fileName);
  const rows: EquityListRow[] = [];
  for (const record of table.records) {
    r.at(record);
    const symbol = r.required('SYMBOL');
    if (!keys.check(symbol, record)) continue;
    rows.push({
      symbol,
      name: r.required('NAME OF COMPANY'),
      series: r.text('SERIES'),
      listingDate: r.date('DATE OF LISTING', parseDayMonYear, 'DD-MON-YYYY'),
      paidUpValue: r.price('PAID UP VALUE'),
      marketLot: r.quantity('MARKET LOT'),
      isin: isin(r, 'ISIN NUMBER'),
      faceValue: r.price('FACE VALUE'),
    });
  }
  return { rows, warnings: keys.warnings };
}

/** Parses an index constituent list (`Company Name,Industry,Symbol,Series,ISIN Code`). */
export function parseIndexConstituents(
  fileName: string,
  text: string,
): InstrumentListFile<IndexConstituentRow> {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, INDEX_CONSTITUENT_COLUMNS);
  const keys = new UniqueKeys(fileName);
  const rows: IndexConstituentRow[] = [];
  for (const record of table.records) {
    r.at(record);
    const symbol = r.required('SYMBOL');
    if (!keys.check(symbol, record)) continue;
    rows.push({
      companyName: r.required('COMPANY NAME'),
      industry: r.text('INDUSTRY'),
      symbol,
      series: r.text('SERIES'),
      isin: isin(r, 'ISIN CODE'),
    });
  }
  return { rows, warnings: keys.warnings };
}

import type { IsoDate, Paise, Quantity } from '../units';
import { readCsv } from './csv';
import { parseDayMonYear, parseDdMonYyyy } from './dates';
import { DayGuard } from './day-guard';
import { baseName } from './file-name';
import { ohlcProblem, rupeesText } from './ohlc';
import { readerFor } from './row-reader';
import type { WithWarnings } from './unique-keys';

/** Columns of the classic F&O bhavcopy `foDDMMMYYYYbhav.csv` (futures and options). */
export const FO_BHAVCOPY_COLUMNS = [
  'INSTRUMENT',
  'SYMBOL',
  'EXPIRY_DT',
  'STRIKE_PR',
  'OPTION_TYP',
  'OPEN',
  'HIGH',
  'LOW',
  'CLOSE',
  'SETTLE_PR',
  'CONTRACTS',
  'VAL_INLAKH',
  'OPEN_INT',
  'CHG_IN_OI',
  'TIMESTAMP',
] as const;

/** One contract's day in the classic F&O bhavcopy. */
export interface FoBhavcopyRow {
  /** FUTIDX, FUTSTK, OPTIDX, OPTSTK, FUTIVX. */
  readonly instrument: string;
  readonly symbol: string;
  readonly expiry: IsoDate;
  /** Strike in paise; null for futures (NSE prints 0). */
  readonly strike: Paise | null;
  /** CE/PE (CA/PA on pre-2011 stock options); null for futures (NSE prints XX). */
  readonly optionType: string | null;
  readonly tradeDate: IsoDate;
  /** Null when no contract traded (NSE prints 0). */
  readonly open: Paise | null;
  readonly high: Paise | null;
  readonly low: Paise | null;
  /** As printed; for an untraded contract NSE carries the previous close. */
  readonly close: Paise;
  readonly settlement: Paise;
  readonly contracts: Quantity;
  /** VAL_INLAKH (₹ lakh) converted to paise. */
  readonly tradedValue: Paise;
  /** Open interest in shares/units (not contracts, unlike the futures report). */
  readonly openInterest: Quantity;
  readonly changeInOpenInterest: number;
  /** Why OHLC is inconsistent, or null; flagged, not refused (F&O closes are computed prices). */
  readonly ohlcFlag: string | null;
}

/** Result of parsing a classic F&O bhavcopy (one trading day). */
export interface FoBhavcopyFile extends WithWarnings {
  readonly rows: FoBhavcopyRow[];
  readonly tradeDate: IsoDate | undefined;
}

const NAME_DATE = /^fo(\d{2}[A-Za-z]{3}\d{4})bhav\.csv$/i;

/** Parses the classic F&O bhavcopy `foDDMMMYYYYbhav.csv` (pre-July-2024 layout). */
export function parseFoBhavcopy(fileName: string, text: string): FoBhavcopyFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, FO_BHAVCOPY_COLUMNS);
  const nameDate = NAME_DATE.exec(baseName(fileName))?.[1];
  const guard = new DayGuard(fileName, true, nameDate ? parseDdMonYyyy(nameDate) : null, 'TIMESTAMP');
  const rows: FoBhavcopyRow[] = [];
  for (const record of table.records) {
    r.at(record);
    const instrument = r.required('INSTRUMENT');
    const symbol = r.required('SYMBOL');
    const expiry = r.date('EXPIRY_DT', parseDayMonYear, 'DD-Mon-YYYY');
    const typeText = r.text('OPTION_TYP');
    const isOption = instrument.startsWith('OPT');
    if (isOption && !/^(CE|PE|CA|PA)$/.test(typeText)) {
      throw r.fail(`OPTION_TYP is '${typeText}' for an option, expected CE or PE`);
    }
    const optionType = isOption ? typeText : null;
    const strike = isOption ? r.price('STRIKE_PR') : null;
    const tradeDate = r.date('TIMESTAMP', parseDayMonYear, 'DD-MON-YYYY');
    const fresh = guard.check(
      record,
      tradeDate,
      `${instrument} ${symbol} ${expiry} ${optionType ?? ''} ${strike ?? ''}`.trim(),
    );
    if (!fresh) continue;
    const contracts = r.quantity('CONTRACTS');
    const traded = contracts > 0;
    const open = traded ? r.price('OPEN') : null;
    const high = traded ? r.price('HIGH') : null;
    const low = traded ? r.price('LOW') : null;
    const close = r.price('CLOSE');
    rows.push({
      instrument,
      symbol,
      expiry,
      strike,
      optionType,
      tradeDate,
      open,
      high,
      low,
      close,
      settlement: r.price('SETTLE_PR'),
      contracts,
      tradedValue: r.lakhsAsPaise('VAL_INLAKH'),
      openInterest: r.quantity('OPEN_INT'),
      changeInOpenInterest: r.signedInteger('CHG_IN_OI'),
      ohlcFlag: traded ? ohlcProblem(open, high, low, close, rupeesText) : null,
    });
  }
  return { rows, tradeDate: guard.tradeDate, warnings: guard.warnings };
}

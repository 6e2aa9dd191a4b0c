import type { IsoDate, Paise, Quantity } from '../units';
import { readCsv } from './csv';
import { parseDayMonYear, parseDdMmYyyy, parseDdMonYyyy } from './dates';
import { baseName } from './file-name';
import { ohlcProblem, rupeesText } from './ohlc';
import { readerFor } from './row-reader';
import { UniqueKeys, type WithWarnings } from './unique-keys';

/** Columns of NSE's F&O daily futures report (dBase-truncated names). */
export const FO_FUTURES_REPORT_COLUMNS = [
  'CONTRACT_D',
  'PREVIOUS_S',
  'OPEN_PRICE',
  'HIGH_PRICE',
  'LOW_PRICE',
  'CLOSE_PRIC',
  'SETTLEMENT',
  'NET_CHANGE',
  'OI_NO_CON',
  'TRADED_QUA',
  'TRD_NO_CON',
  'TRADED_VAL',
] as const;

/** A contract descriptor split out of CONTRACT_D (`FUTIDXNIFTY25-JUL-2024`). */
export interface FoContract {
  /** FUTIDX, FUTSTK, FUTIVX, OPTIDX or OPTSTK. */
  readonly instrument: string;
  readonly symbol: string;
  readonly expiry: IsoDate;
  /** CE/PE for options (CA/PA on old American-style stock options); null for futures. */
  readonly optionType: string | null;
  readonly strike: Paise | null;
}

/** One contract's day in the futures report. */
export interface FoFuturesReportRow extends FoContract {
  /** CONTRACT_D as printed, unique within the file. */
  readonly contract: string;
  /** Previous day's settlement price (PREVIOUS_S). */
  readonly prevSettle: Paise;
  /** Null when the contract did not trade (NSE prints 0 and an empty close). */
  readonly open: Paise | null;
  readonly high: Paise | null;
  readonly low: Paise | null;
  readonly close: Paise | null;
  readonly settlement: Paise;
  /** NET_CHANGE, percent against the previous settlement. */
  readonly netChangePercent: number;
  /** Open interest in contracts (OI_NO_CON). */
  readonly openInterestContracts: Quantity;
  /** Traded quantity in shares/units (TRADED_QUA = contracts × lot size). */
  readonly tradedQuantity: Quantity;
  readonly tradedContracts: Quantity;
  readonly tradedValue: Paise;
  /**
   * Why OHLC is inconsistent, or null. Flagged, not refused: NSE's F&O close is a computed price
   * and the real 19-Jul-2024 file has CLOSE below LOW for two contracts.
   */
  readonly ohlcFlag: string | null;
}

/** Result of parsing a futures report; the file itself carries no date, only its name may. */
export interface FoFuturesReportFile extends WithWarnings {
  readonly rows: FoFuturesReportRow[];
  readonly tradeDate: IsoDate | undefined;
}

const CONTRACT =
  /^(FUTIDX|FUTSTK|FUTIVX|FUTCUR|FUTINT|OPTIDX|OPTSTK|OPTCUR)(.+?)(\d{2}-[A-Za-z]{3}-\d{4})(?:(CE|PE|CA|PA)(\d+(?:\.\d+)?))?$/;

/** Splits a CONTRACT_D value into instrument, symbol, expiry and (for options) type and strike. */
export function parseContractDescriptor(text: string): FoContract | null {
  const m = CONTRACT.exec(text);
  if (!m) return null;
  const expiry = parseDayMonYear(m[3] ?? '');
  if (expiry === null) return null;
  const strike = m[5] === undefined ? null : (Math.round(Number(m[5]) * 100) as Paise);
  return { instrument: m[1] ?? '', symbol: m[2] ?? '', expiry, optionType: m[4] ?? null, strike };
}

/** Finds a trade date in a file name (`…19JUL2024…` or `…_19072024…`), or null. */
export function tradeDateFromName(fileName: string): IsoDate | null {
  const name = baseName(fileName);
  const mon = /(\d{2}[A-Za-z]{3}\d{4})/.exec(name)?.[1];
  if (mon) return parseDdMonYyyy(mon);
  const digits = /(?:^|[^\d])(\d{8})(?:[^\d]|$)/.exec(name)?.[1];
  return digits ? parseDdMmYyyy(digits) : null;
}

/** Parses NSE's F&O daily futures report (`CONTRACT_D,PREVIOUS_S,…`). */
export function parseFoFuturesReport(fileName: string, text: string): FoFuturesReportFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, FO_FUTURES_REPORT_COLUMNS);
  const keys = new UniqueKeys(fileName);
  const rows: FoFuturesReportRow[] = [];
  for (const record of table.records) {
    r.at(record);
    const contract = r.required('CONTRACT_D');
    const parts = parseContractDescriptor(contract);
    if (parts === null) {
      throw r.fail(
        `CONTRACT_D '${contract}' is not INSTRUMENT+SYMBOL+DD-MON-YYYY (e.g. FUTIDXNIFTY25-JUL-2024)`,
      );
    }
    if (!keys.check(contract, record)) continue;
    const tradedContracts = r.quantity('TRD_NO_CON');
    // An untraded contract has OPEN/HIGH/LOW 0 and an empty close: those are "no price", not zero.
    const traded = tradedContracts > 0;
    const open = traded ? r.price('OPEN_PRICE') : null;
    const high = traded ? r.price('HIGH_PRICE') : null;
    const low = traded ? r.price('LOW_PRICE') : null;
    const close = traded ? r.optionalPrice('CLOSE_PRIC') : null;
    rows.push({
      ...parts,
      contract,
      prevSettle: r.price('PREVIOUS_S'),
      open,
      high,
      low,
      close,
      settlement: r.price('SETTLEMENT'),
      netChangePercent: r.number('NET_CHANGE'),
      openInterestContracts: r.quantity('OI_NO_CON'),
      tradedQuantity: r.quantity('TRADED_QUA'),
      tradedContracts,
      tradedValue: r.price('TRADED_VAL'),
      ohlcFlag: ohlcProblem(open, high, low, close, rupeesText),
    });
  }
  return { rows, tradeDate: tradeDateFromName(fileName) ?? undefined, warnings: keys.warnings };
}

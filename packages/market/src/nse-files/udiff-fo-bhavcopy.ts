import type { IsoDate, Paise, Quantity } from '../units';
import { readCsv } from './csv';
import { parseIso, parseYyyyMmDd } from './dates';
import { DayGuard } from './day-guard';
import { baseName } from './file-name';
import type { FoBhavcopyRow } from './fo-bhavcopy';
import { ohlcProblem, rupeesText } from './ohlc';
import { readerFor } from './row-reader';
import type { WithWarnings } from './unique-keys';

/**
 * The UDiFF columns the F&O parser reads. The F&O file (`BhavCopy_NSE_FO_0_0_0_YYYYMMDD_F_0000.csv`,
 * NSE's daily F&O bhavcopy since July 2024) has the same 34 columns as the CM one.
 */
export const UDIFF_FO_COLUMNS = [
  'TRADDT',
  'SGMT',
  'FININSTRMTP',
  'TCKRSYMB',
  'XPRYDT',
  'FININSTRMACTLXPRYDT',
  'STRKPRIC',
  'OPTNTP',
  'OPNPRIC',
  'HGHPRIC',
  'LWPRIC',
  'CLSPRIC',
  'LASTPRIC',
  'PRVSCLSGPRIC',
  'UNDRLYGPRIC',
  'STTLMPRIC',
  'OPNINTRST',
  'CHNGINOPNINTRST',
  'TTLTRADGVOL',
  'TTLTRFVAL',
  'TTLNBOFTXSEXCTD',
  'NEWBRDLOTQTY',
] as const;

/** UDiFF FinInstrmTp → the classic bhavcopy's INSTRUMENT, so both layouts fill fo_daily_bars alike. */
export const UDIFF_FO_INSTRUMENTS: Readonly<Record<string, string>> = {
  IDF: 'FUTIDX',
  STF: 'FUTSTK',
  IDO: 'OPTIDX',
  STO: 'OPTSTK',
};

/** One contract's day in the UDiFF F&O bhavcopy: the classic row plus what UDiFF adds. */
export interface UdiffFoBhavcopyRow extends FoBhavcopyRow {
  /** FininstrmActlXpryDt when it differs from XpryDt (an expiry moved for a holiday), else null. */
  readonly actualExpiry: IsoDate | null;
  /** Last traded price; null when none (NSE prints 0 or nothing). */
  readonly last: Paise | null;
  readonly prevClose: Paise | null;
  /** The underlying's closing price (index points or share price) in paise; null when empty. */
  readonly underlyingPrice: Paise | null;
  readonly trades: Quantity;
  /** Lot size (NewBrdLotQty), shares/units per contract. */
  readonly lotSize: Quantity;
}

/** Result of parsing a UDiFF F&O bhavcopy (always one trading day). */
export interface UdiffFoBhavcopyFile extends WithWarnings {
  readonly rows: UdiffFoBhavcopyRow[];
  readonly tradeDate: IsoDate | undefined;
}

const NAME_DATE = /_(\d{8})_F_\d+\.csv$/i;

/** `parseIso` remembering its answers: a day's file has one trade date and a few dozen expiries. */
function cachedIsoParser(): (text: string) => IsoDate | null {
  const seen = new Map<string, IsoDate | null>();
  return (text) => {
    let date = seen.get(text);
    if (date === undefined) {
      date = parseIso(text);
      seen.set(text, date);
    }
    return date;
  };
}

/**
 * Parses the UDiFF F&O bhavcopy. Units as in the classic file: OpnIntrst and ChngInOpnIntrst in
 * shares/units, TtlTradgVol in contracts, TtlTrfVal in rupees (for options the notional value,
 * (strike + premium) × quantity, as NSE reports it). Futures have no strike and no option type.
 */
export function parseUdiffFoBhavcopy(fileName: string, text: string): UdiffFoBhavcopyFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: false });
  const r = readerFor(fileName, table.header, UDIFF_FO_COLUMNS);
  const nameDigits = NAME_DATE.exec(baseName(fileName))?.[1];
  const guard = new DayGuard(fileName, true, nameDigits ? parseYyyyMmDd(nameDigits) : null, 'TradDt');
  const isoDate = cachedIsoParser();
  const rows: UdiffFoBhavcopyRow[] = [];
  for (const record of table.records) {
    r.at(record);
    const segment = r.text('SGMT');
    if (segment !== 'FO') throw r.fail(`Sgmt is '${segment}', expected FO (is this a CM UDiFF file?)`);
    const type = r.text('FININSTRMTP');
    const instrument = UDIFF_FO_INSTRUMENTS[type];
    if (instrument === undefined) {
      throw r.fail(`FinInstrmTp is '${type}', expected IDF, STF, IDO or STO`);
    }
    const symbol = r.required('TCKRSYMB');
    const expiry = r.date('XPRYDT', isoDate, 'YYYY-MM-DD');
    const actualText = r.text('FININSTRMACTLXPRYDT');
    const actual = actualText === '' ? expiry : r.date('FININSTRMACTLXPRYDT', isoDate, 'YYYY-MM-DD');
    const typeText = r.text('OPTNTP');
    const isOption = instrument.startsWith('OPT');
    let optionType: string | null = null;
    let strike: Paise | null = null;
    if (isOption) {
      if (typeText !== 'CE' && typeText !== 'PE')
        throw r.fail(`OptnTp is '${typeText}' for an option, expected CE or PE`);
      optionType = typeText;
      strike = r.price('STRKPRIC');
      if (strike <= 0)
        throw r.fail(`StrkPric is '${r.text('STRKPRIC')}' for an option, expected a positive strike`);
    } else if (typeText !== '' && typeText !== 'XX') {
      throw r.fail(`OptnTp is '${typeText}' for a future, expected it empty`);
    }
    const tradeDate = r.date('TRADDT', isoDate, 'YYYY-MM-DD');
    const fresh = guard.check(
      record,
      tradeDate,
      `${type} ${symbol} ${expiry} ${optionType ?? ''} ${strike ?? ''}`.trim(),
    );
    if (!fresh) continue;
    const contracts = r.quantity('TTLTRADGVOL');
    // An untraded contract has OpnPric/HghPric/LwPric 0: "no price", not zero.
    const traded = contracts > 0;
    const open = traded ? r.price('OPNPRIC') : null;
    const high = traded ? r.price('HGHPRIC') : null;
    const low = traded ? r.price('LWPRIC') : null;
    const close = r.price('CLSPRIC');
    const last = r.optionalPrice('LASTPRIC');
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
      settlement: r.price('STTLMPRIC'),
      contracts,
      tradedValue: r.price('TTLTRFVAL'),
      openInterest: r.quantity('OPNINTRST'),
      changeInOpenInterest: r.signedInteger('CHNGINOPNINTRST'),
      ohlcFlag: traded ? ohlcProblem(open, high, low, close, rupeesText) : null,
      actualExpiry: actual === expiry ? null : actual,
      last: last === 0 ? null : last,
      prevClose: r.optionalPrice('PRVSCLSGPRIC'),
      underlyingPrice: r.optionalPrice('UNDRLYGPRIC'),
      trades: r.quantity('TTLNBOFTXSEXCTD'),
      lotSize: r.quantity('NEWBRDLOTQTY'),
    });
  }
  return { rows, tradeDate: guard.tradeDate, warnings: guard.warnings };
}

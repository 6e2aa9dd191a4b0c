import type { IsoDate } from '../units';
import type { CmBhavcopyRow } from './cm-bhavcopy-row';
import { readCsv } from './csv';
import { parseIso, parseYyyyMmDd } from './dates';
import { DayGuard } from './day-guard';
import { baseName } from './file-name';
import { isValidIndianIsin } from './isin';
import { ohlcProblem, rupeesText } from './ohlc';
import { readerFor } from './row-reader';

/** The UDiFF columns this parser reads (the file has 34; the rest are empty for cash-market rows). */
export const UDIFF_CM_COLUMNS = [
  'TRADDT',
  'BIZDT',
  'SGMT',
  'FININSTRMTP',
  'ISIN',
  'TCKRSYMB',
  'SCTYSRS',
  'OPNPRIC',
  'HGHPRIC',
  'LWPRIC',
  'CLSPRIC',
  'LASTPRIC',
  'PRVSCLSGPRIC',
  'TTLTRADGVOL',
  'TTLTRFVAL',
  'TTLNBOFTXSEXCTD',
] as const;

const NAME_DATE = /_(\d{8})_F_\d+\.csv$/i;

/** Result of parsing a UDiFF CM bhavcopy (always one trading day). */
export interface UdiffCmBhavcopyFile {
  readonly rows: CmBhavcopyRow[];
  readonly tradeDate: IsoDate | undefined;
}

/** Parses the UDiFF CM bhavcopy (`BhavCopy_NSE_CM_0_0_0_YYYYMMDD_F_0000.csv`) into old-format rows. */
export function parseUdiffCmBhavcopy(fileName: string, text: string): UdiffCmBhavcopyFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: false });
  const r = readerFor(fileName, table.header, UDIFF_CM_COLUMNS);
  const nameDigits = NAME_DATE.exec(baseName(fileName))?.[1];
  const guard = new DayGuard(fileName, true, nameDigits ? parseYyyyMmDd(nameDigits) : null, 'TradDt');
  const rows: CmBhavcopyRow[] = [];
  for (const record of table.records) {
    r.at(record);
    const segment = r.text('SGMT');
    // A CM file with F&O rows in it is the wrong file, not a cash-market day.
    if (segment !== 'CM') throw r.fail(`Sgmt is '${segment}', expected CM (is this an F&O UDiFF file?)`);
    const symbol = r.required('TCKRSYMB');
    const series = r.text('SCTYSRS');
    const open = r.price('OPNPRIC');
    const high = r.price('HGHPRIC');
    const low = r.price('LWPRIC');
    const close = r.price('CLSPRIC');
    const problem = ohlcProblem(open, high, low, close, rupeesText);
    if (problem !== null) throw r.fail(`${problem} for ${symbol} ${series}`);
    const tradeDate = r.date('TRADDT', parseIso, 'YYYY-MM-DD');
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
      last: r.price('LASTPRIC'),
      prevClose: r.price('PRVSCLSGPRIC'),
      volume: r.quantity('TTLTRADGVOL'),
      turnover: r.price('TTLTRFVAL'),
      trades: r.quantity('TTLNBOFTXSEXCTD'),
      isin,
      isinValid: isValidIndianIsin(isin),
    });
  }
  return { rows, tradeDate: guard.tradeDate };
}

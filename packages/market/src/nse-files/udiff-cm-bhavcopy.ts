import type { IsoDate } from '../units';
import { type CmBhavcopyColumns, type CmBhavcopyRow, readCmBhavcopyRow } from './cm-bhavcopy-row';
import { parseCmDayFile } from './cm-day-file';
import { parseIso, parseYyyyMmDd } from './dates';
import { DayGuard } from './day-guard';
import { baseName } from './file-name';
import type { RowReader } from './row-reader';
import type { WithWarnings } from './unique-keys';

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
export interface UdiffCmBhavcopyFile extends WithWarnings {
  readonly rows: CmBhavcopyRow[];
  readonly tradeDate: IsoDate | undefined;
}

const COLUMNS: CmBhavcopyColumns = {
  symbol: 'TCKRSYMB',
  series: 'SCTYSRS',
  open: 'OPNPRIC',
  high: 'HGHPRIC',
  low: 'LWPRIC',
  close: 'CLSPRIC',
  tradeDate: 'TRADDT',
  parseDate: parseIso,
  dateForm: 'YYYY-MM-DD',
  last: 'LASTPRIC',
  prevClose: 'PRVSCLSGPRIC',
  volume: 'TTLTRADGVOL',
  turnover: 'TTLTRFVAL',
  trades: 'TTLNBOFTXSEXCTD',
  isin: 'ISIN',
};

/** A UDiFF file is one day, the one in its name. */
function guardFor(fileName: string): DayGuard {
  const nameDigits = NAME_DATE.exec(baseName(fileName))?.[1];
  return new DayGuard(fileName, true, nameDigits ? parseYyyyMmDd(nameDigits) : null, 'TradDt');
}

/** A CM file with F&O rows in it is the wrong file, not a cash-market day. */
function checkSegment(r: RowReader): void {
  const segment = r.text('SGMT');
  if (segment !== 'CM') throw r.fail(`Sgmt is '${segment}', expected CM (is this an F&O UDiFF file?)`);
}

/** Parses the UDiFF CM bhavcopy (`BhavCopy_NSE_CM_0_0_0_YYYYMMDD_F_0000.csv`) into old-format rows. */
export function parseUdiffCmBhavcopy(fileName: string, text: string): UdiffCmBhavcopyFile {
  return parseCmDayFile(fileName, text, {
    needed: UDIFF_CM_COLUMNS,
    trim: false,
    head: COLUMNS,
    guard: guardFor,
    checkRow: checkSegment,
    row: (r, head) => readCmBhavcopyRow(r, COLUMNS, head),
  });
}

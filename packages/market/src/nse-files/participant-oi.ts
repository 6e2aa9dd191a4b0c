import type { IsoDate, Quantity } from '../units';
import { type CsvRecord, type CsvTable, readCsv, splitLines } from './csv';
import { parseDayMonYear, parseDdMmYyyy, parseIso } from './dates';
import { baseName } from './file-name';
import { NseFileError } from './nse-file-error';
import { type RowReader, readerFor } from './row-reader';

/** The twelve position columns of NSE's participant-wise open interest file, in its order. */
export const PARTICIPANT_OI_FILE_COLUMNS = [
  'FUTURE INDEX LONG',
  'FUTURE INDEX SHORT',
  'FUTURE STOCK LONG',
  'FUTURE STOCK SHORT',
  'OPTION INDEX CALL LONG',
  'OPTION INDEX PUT LONG',
  'OPTION INDEX CALL SHORT',
  'OPTION INDEX PUT SHORT',
  'OPTION STOCK CALL LONG',
  'OPTION STOCK PUT LONG',
  'OPTION STOCK CALL SHORT',
  'OPTION STOCK PUT SHORT',
] as const;

/** The participants NSE reports, in its order. */
export const PARTICIPANT_OI_CLIENT_TYPES = ['Client', 'DII', 'FII', 'Pro'] as const;
export type ParticipantOiClientType = (typeof PARTICIPANT_OI_CLIENT_TYPES)[number];

/** One participant type's open positions at the end of a day, in contracts. */
export interface ParticipantOiFileRow {
  readonly tradeDate: IsoDate;
  readonly clientType: ParticipantOiClientType;
  readonly futureIndexLong: Quantity;
  readonly futureIndexShort: Quantity;
  readonly futureStockLong: Quantity;
  readonly futureStockShort: Quantity;
  readonly optionIndexCallLong: Quantity;
  readonly optionIndexPutLong: Quantity;
  readonly optionIndexCallShort: Quantity;
  readonly optionIndexPutShort: Quantity;
  readonly optionStockCallLong: Quantity;
  readonly optionStockPutLong: Quantity;
  readonly optionStockCallShort: Quantity;
  readonly optionStockPutShort: Quantity;
}

/** Result of parsing a participant-wise OI file; `tradeDate` is set for NSE's one-day file. */
export interface ParticipantOiFile {
  readonly rows: ParticipantOiFileRow[];
  readonly tradeDate: IsoDate | undefined;
}

/** Column pairs whose totals over all participants must match: every long contract has a short side. */
const LONG_SHORT_PAIRS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [2, 3],
  [4, 6],
  [5, 7],
  [8, 10],
  [9, 11],
];
const LONG_COLUMNS = [0, 2, 4, 5, 8, 9];
const SHORT_COLUMNS = [1, 3, 6, 7, 10, 11];
/**
 * How far two sums may differ when they are built from `figures` whole-contract figures that NSE
 * rounded from fractional positions (lot-size revisions leave fractional contracts, e.g. 319.5):
 * half a contract per figure. Real files do differ: in NSE's November 2021 data the four
 * participants' index-option longs and shorts differ by one contract on 13 of 19 days.
 */
function roundingSlack(figures: number): number {
  return Math.floor(figures / 2);
}

const TOTAL_LONG = 'TOTAL LONG CONTRACTS';
const TOTAL_SHORT = 'TOTAL SHORT CONTRACTS';

const TITLE = /participant wise open interest/i;
const TITLE_DATE = /as on\s+([A-Za-z]{3})\s+(\d{1,2})\s*,\s*(\d{4})/i;
const NAME_DATE = /fao_participant_oi_(\d{8})/i;

/** Whether the first line is the title of NSE's daily `fao_participant_oi_DDMMYYYY.csv`. */
export function isParticipantOiTitle(firstLine: string): boolean {
  return TITLE.test(firstLine);
}

/** Whether a (normalised) header is a compilation of participant OI days with a Date column. */
export function isParticipantOiCompiledHeader(header: readonly string[]): boolean {
  return (
    header.includes('CLIENT TYPE') &&
    header.includes('DATE') &&
    PARTICIPANT_OI_FILE_COLUMNS.every((c) => header.includes(c))
  );
}

/** The participants of one day, and the TOTAL row when the file has one. */
interface Day {
  readonly date: IsoDate;
  readonly rows: {
    readonly line: number;
    readonly type: ParticipantOiClientType;
    readonly values: number[];
  }[];
  total: { readonly line: number; readonly values: number[] } | null;
  lastLine: number;
}

const TYPE_BY_NAME = new Map<string, ParticipantOiClientType>(
  PARTICIPANT_OI_CLIENT_TYPES.map((t) => [t.toUpperCase(), t]),
);

function columnName(index: number): string {
  return (PARTICIPANT_OI_FILE_COLUMNS[index] ?? '').toLowerCase();
}

/** Reads the twelve columns (and the two totals when present) of one record. */
function readValues(r: RowReader, hasTotals: boolean, clientType: string): number[] {
  const values: number[] = PARTICIPANT_OI_FILE_COLUMNS.map((c) => r.quantity(c));
  if (!hasTotals) return values;
  const long = r.quantity(TOTAL_LONG);
  const short = r.quantity(TOTAL_SHORT);
  const longSum = LONG_COLUMNS.reduce((s, i) => s + (values[i] ?? 0), 0);
  const shortSum = SHORT_COLUMNS.reduce((s, i) => s + (values[i] ?? 0), 0);
  const slack = roundingSlack(LONG_COLUMNS.length + 1);
  if (Math.abs(long - longSum) > slack) {
    throw r.fail(`${clientType}: Total Long Contracts is ${long} but its long columns add up to ${longSum}`);
  }
  if (Math.abs(short - shortSum) > slack) {
    throw r.fail(
      `${clientType}: Total Short Contracts is ${short} but its short columns add up to ${shortSum}`,
    );
  }
  return [...values, long, short];
}

/** Checks one day: every participant once, the TOTAL row (if any) and long = short per column. */
function checkDay(fileName: string, day: Day, hasTotals: boolean): void {
  for (const type of PARTICIPANT_OI_CLIENT_TYPES) {
    if (!day.rows.some((row) => row.type === type)) {
      throw new NseFileError(fileName, day.lastLine, `${day.date} has no ${type} row`);
    }
  }
  const width = PARTICIPANT_OI_FILE_COLUMNS.length + (hasTotals ? 2 : 0);
  const sums = Array.from({ length: width }, (_, i) =>
    day.rows.reduce((s, row) => s + (row.values[i] ?? 0), 0),
  );
  if (day.total !== null) {
    const total = day.total;
    sums.forEach((sum, i) => {
      const printed = total.values[i] ?? 0;
      if (Math.abs(printed - sum) > roundingSlack(day.rows.length + 1)) {
        const name =
          i < PARTICIPANT_OI_FILE_COLUMNS.length
            ? columnName(i)
            : i === width - 2
              ? 'total long'
              : 'total short';
        throw new NseFileError(
          fileName,
          total.line,
          `TOTAL ${name} is ${printed} but the participants add up to ${sum}`,
        );
      }
    });
  }
  const line = day.total?.line ?? day.lastLine;
  const slack = roundingSlack(2 * day.rows.length);
  for (const [long, short] of LONG_SHORT_PAIRS) {
    if (Math.abs((sums[long] ?? 0) - (sums[short] ?? 0)) > slack) {
      throw new NseFileError(
        fileName,
        line,
        `${day.date}: ${columnName(long)} adds up to ${sums[long]} but ${columnName(short)} to ${sums[short]}; every long contract has a short side, so beyond rounding (${slack}) the file is damaged`,
      );
    }
  }
  if (hasTotals && Math.abs((sums[width - 2] ?? 0) - (sums[width - 1] ?? 0)) > slack) {
    throw new NseFileError(
      fileName,
      line,
      `${day.date}: total long contracts add up to ${sums[width - 2]} but total short to ${sums[width - 1]}`,
    );
  }
}

function toRows(day: Day): ParticipantOiFileRow[] {
  return day.rows.map(({ type, values }) => {
    const at = (i: number) => (values[i] ?? 0) as Quantity;
    return {
      tradeDate: day.date,
      clientType: type,
      futureIndexLong: at(0),
      futureIndexShort: at(1),
      futureStockLong: at(2),
      futureStockShort: at(3),
      optionIndexCallLong: at(4),
      optionIndexPutLong: at(5),
      optionIndexCallShort: at(6),
      optionIndexPutShort: at(7),
      optionStockCallLong: at(8),
      optionStockPutLong: at(9),
      optionStockCallShort: at(10),
      optionStockPutShort: at(11),
    };
  });
}

/** Reads the records of a table into days (in file order), refusing unknown or repeated participants. */
function readDays(
  fileName: string,
  table: CsvTable,
  dateOf: (r: RowReader, record: CsvRecord) => IsoDate,
): { days: Day[]; hasTotals: boolean } {
  const hasTotals = table.header.some((h) => h.trim().toUpperCase() === TOTAL_LONG);
  const needed = [
    'CLIENT TYPE',
    ...PARTICIPANT_OI_FILE_COLUMNS,
    ...(hasTotals ? [TOTAL_LONG, TOTAL_SHORT] : []),
  ];
  const r = readerFor(fileName, table.header, needed);
  const days: Day[] = [];
  const byDate = new Map<IsoDate, Day>();
  for (const record of table.records) {
    r.at(record);
    const name = r.required('CLIENT TYPE');
    const date = dateOf(r, record);
    let day = byDate.get(date);
    if (day === undefined) {
      day = { date, rows: [], total: null, lastLine: record.line };
      byDate.set(date, day);
      days.push(day);
    }
    day.lastLine = record.line;
    const upper = name.toUpperCase();
    if (upper === 'TOTAL') {
      if (day.total !== null)
        throw r.fail(`a second TOTAL row for ${date} (first on line ${day.total.line})`);
      day.total = { line: record.line, values: readValues(r, hasTotals, 'TOTAL') };
      continue;
    }
    const type = TYPE_BY_NAME.get(upper);
    if (type === undefined) throw r.fail(`Client Type is '${name}', expected Client, DII, FII, Pro or TOTAL`);
    const earlier = day.rows.find((row) => row.type === type);
    if (earlier) throw r.fail(`a second ${type} row for ${date} (first on line ${earlier.line})`);
    day.rows.push({ line: record.line, type, values: readValues(r, hasTotals, type) });
  }
  for (const day of days) checkDay(fileName, day, hasTotals);
  return { days, hasTotals };
}

/** The title's "as on Nov 01, 2021", or null. */
function titleDate(title: string): IsoDate | null {
  const m = TITLE_DATE.exec(title);
  return m ? parseDayMonYear(`${(m[2] ?? '').padStart(2, '0')}-${m[1]}-${m[3]}`) : null;
}

/** The table under the title line, with line numbers of the whole file. */
function tableAfterTitle(fileName: string, text: string): CsvTable {
  const cut = text.indexOf('\n');
  try {
    const table = readCsv(fileName, cut < 0 ? '' : text.slice(cut + 1), { hasHeader: true, trim: true });
    return { header: table.header, records: table.records.map((rec) => ({ ...rec, line: rec.line + 1 })) };
  } catch (error) {
    if (error instanceof NseFileError) throw new NseFileError(fileName, error.line + 1, error.reason);
    throw error;
  }
}

/**
 * Parses NSE's daily `fao_participant_oi_DDMMYYYY.csv`: a title line ("Participant wise Open
 * Interest (no. of contracts) in Equity Derivatives as on Nov 01, 2021"), the header (NSE leaves
 * stray tabs after some names), Client/DII/FII/Pro and TOTAL. The day comes from the file name
 * (else the title); when both carry one they must agree. A file whose long and short totals differ
 * in any column, or whose TOTAL row or per-row totals do not add up, is refused.
 */
export function parseParticipantOi(fileName: string, text: string): ParticipantOiFile {
  const title = splitLines(text)[0] ?? '';
  const nameDigits = NAME_DATE.exec(baseName(fileName))?.[1];
  const nameDate = nameDigits ? parseDdMmYyyy(nameDigits) : null;
  const printed = titleDate(title);
  if (nameDate !== null && printed !== null && nameDate !== printed) {
    throw new NseFileError(
      fileName,
      1,
      `the title says ${printed} but the file name says ${nameDate}; is the file renamed or mixed up?`,
    );
  }
  const date = nameDate ?? printed;
  if (date === null) {
    throw new NseFileError(
      fileName,
      1,
      'no trade date: keep NSE\'s name (fao_participant_oi_DDMMYYYY.csv) or the title\'s "as on Mon DD, YYYY"',
    );
  }
  const { days } = readDays(fileName, tableAfterTitle(fileName, text), () => date);
  return { rows: days.flatMap(toRows), tradeDate: date };
}

/**
 * Parses a compilation of participant OI days (one row per participant and day, a `Date` column in
 * YYYY-MM-DD, as pandas writes it, an unnamed index column first); the same checks per day.
 */
export function parseParticipantOiCompiled(fileName: string, text: string): ParticipantOiFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const { days } = readDays(fileName, table, (r) => r.date('DATE', parseIso, 'YYYY-MM-DD'));
  return { rows: days.flatMap(toRows), tradeDate: undefined };
}

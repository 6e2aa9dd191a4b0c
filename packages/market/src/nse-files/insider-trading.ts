/**
 * NSE's insider-trading file (Corporate filings → Insider trading → CSV download,
 * `CF-Insider-Trading-equities-27-11-2026.csv`): one SEBI PIT regulation 7(2) disclosure a line,
 * as the exchange broadcast it. The header is read leniently (any case, any spacing, NSE's
 * misspellings DISPLOSED, INITMATION and BROADCASTE or their correct spellings); the content
 * strictly: a transaction type this reader does not know, a number or a date that is not one
 * refuses the whole file with its line. A category or mode it does not know is read as other or
 * off-market, its text kept; a derivative disclosure (no shares stated) is left out with a warning.
 * `-`, `Nil` and empty cells are "not stated".
 *
 * Categories, transactions and modes map onto the simulated market's own (`insider/`), so imported
 * and simulated days read alike; the text as filed is kept beside them.
 */
import { nseCalendar } from '../calendar/nse-calendar';
import type {
  InsiderCategory,
  InsiderMode,
  InsiderTransaction,
} from '../institutional/insider/simulated-insider-trades';
import { type IsoDate, type Paise, type Quantity, rupeesToPaise } from '../units';
import { readCsv } from './csv';
import { parseDayMonYear } from './dates';
import { NseFileError } from './nse-file-error';
import { type RowReader, readerFor } from './row-reader';
import { type NseFileWarning, UniqueKeys, type WithWarnings } from './unique-keys';

/** The file's columns as NSE spells them (spaces collapsed, upper case). */
export const INSIDER_TRADING_COLUMNS = [
  'SYMBOL',
  'COMPANY',
  'REGULATION',
  'NAME OF THE ACQUIRER/DISPOSER',
  'CATEGORY OF PERSON',
  'TYPE OF SECURITY (PRIOR)',
  'NO. OF SECURITY (PRIOR)',
  '% SHAREHOLDING (PRIOR)',
  'TYPE OF SECURITY (ACQUIRED/DISPLOSED)',
  'NO. OF SECURITIES (ACQUIRED/DISPLOSED)',
  'VALUE OF SECURITY (ACQUIRED/DISPLOSED)',
  'ACQUISITION/DISPOSAL TRANSACTION TYPE',
  'TYPE OF SECURITY (POST)',
  'NO. OF SECURITY (POST)',
  '% POST',
  'DATE OF ALLOTMENT/ACQUISITION FROM',
  'DATE OF ALLOTMENT/ACQUISITION TO',
  'DATE OF INITMATION TO COMPANY',
  'MODE OF ACQUISITION',
  'DERIVATIVE TYPE SECURITY',
  'DERIVATIVE CONTRACT SPECIFICATION',
  'NOTIONAL VALUE(BUY)',
  'NUMBER OF UNITS/CONTRACT LOT SIZE (BUY)',
  'NOTIONAL VALUE(SELL)',
  'NUMBER OF UNITS/CONTRACT LOT SIZE (SELL)',
  'EXCHANGE',
  'REMARK',
  'BROADCASTE DATE AND TIME',
  'XBRL',
] as const;

/** The columns a file must have (the derivative and XBRL columns are not read). */
const NEEDED = INSIDER_TRADING_COLUMNS.filter(
  (c) =>
    !c.startsWith('DERIVATIVE') &&
    !c.startsWith('NOTIONAL') &&
    !c.startsWith('NUMBER OF UNITS') &&
    c !== 'XBRL',
);

/** A disclosure's person category as filed; NSE's `Other` has no counterpart in the simulated market. */
export type FiledInsiderCategory = InsiderCategory | 'other';

/** One disclosure of NSE's insider-trading file. */
export interface InsiderTradingRow {
  /** The session the disclosure is listed on: the broadcast date, or the next session when that is not one. */
  readonly sessionDate: IsoDate;
  readonly symbol: string;
  readonly company: string;
  /** `7(2)`, as filed. */
  readonly regulation: string;
  readonly person: string;
  readonly category: FiledInsiderCategory;
  /** CATEGORY OF PERSON as filed (`Promoter Group`, `Employees/Designated Employees`…). */
  readonly categoryText: string;
  /** Holding before the trade; null where the file says `-`, `Nil` or nothing. */
  readonly beforeShares: Quantity | null;
  readonly beforePct: number | null;
  /** TYPE OF SECURITY (ACQUIRED/DISPLOSED), e.g. `Equity Shares`. */
  readonly securityType: string;
  readonly quantity: Quantity;
  /** Value of the securities, paise; null where the file does not state it. */
  readonly value: Paise | null;
  readonly transaction: InsiderTransaction;
  readonly mode: InsiderMode;
  /** MODE OF ACQUISITION as filed (`Inter-se-Transfer`, `Gift`, `Preferential Offer`…). */
  readonly modeText: string;
  readonly afterShares: Quantity | null;
  readonly afterPct: number | null;
  readonly tradeFrom: IsoDate;
  readonly tradeTo: IsoDate;
  readonly intimationDate: IsoDate | null;
  readonly broadcastDate: IsoDate;
  /** The broadcast time `HH:MM` (IST) when the file gives one. */
  readonly broadcastTime: string | null;
  readonly exchange: string | null;
  readonly remark: string | null;
}

/** A parsed insider-trading file. */
export interface InsiderTradingFile extends WithWarnings {
  readonly rows: InsiderTradingRow[];
}

/** A header name as compared: upper case, spaces dropped, NSE's misspellings as NSE prints them. */
function headerKey(name: string): string {
  return name
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/DISPOSED\)/g, 'DISPLOSED)')
    .replace(/INTIMATION/g, 'INITMATION')
    .replace(/^BROADCASTDATE/, 'BROADCASTEDATE');
}

const KEY_TO_COLUMN = new Map<string, string>(INSIDER_TRADING_COLUMNS.map((c) => [headerKey(c), c]));

/** The header with each name known to this reader replaced by NSE's spelling of it. */
function canonicalHeader(header: readonly string[]): string[] {
  return header.map((name) => KEY_TO_COLUMN.get(headerKey(name)) ?? name.trim().toUpperCase());
}

/** Whether a header is the insider-trading file's (every column read is there, in any spacing or case). */
export function isInsiderTradingHeader(header: readonly string[]): boolean {
  const names = new Set(canonicalHeader(header));
  return NEEDED.every((c) => names.has(c));
}

/** A cell's text for lookups: lower case, single spaces. */
const word = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

const CATEGORIES: Readonly<Record<string, FiledInsiderCategory>> = {
  promoter: 'promoter',
  promoters: 'promoter',
  'promoter group': 'promoter',
  'member of the promoter group': 'promoter',
  director: 'director',
  'key managerial personnel': 'kmp',
  kmp: 'kmp',
  'designated employee': 'designated-person',
  'designated person': 'designated-person',
  'employees/designated employees': 'designated-person',
  'immediate relative': 'immediate-relative',
  other: 'other',
};

const TRANSACTIONS: Readonly<Record<string, InsiderTransaction>> = {
  buy: 'buy',
  sell: 'sell',
  'pledge creation': 'pledge',
  pledge: 'pledge',
  'pledge revoke': 'revoke',
  revokation: 'revoke',
  revocation: 'revoke',
  'invocation of pledge': 'invoke',
  invocation: 'invoke',
};

/** NSE's modes; off-exchange transfers other than ESOPs and pledges are `off-market` (the text is kept). */
const MODES: Readonly<Record<string, InsiderMode>> = {
  'market purchase': 'market-purchase',
  'market sale': 'market-sale',
  esop: 'esop',
  'off market': 'off-market',
  'inter-se-transfer': 'off-market',
  'inter se transfer': 'off-market',
  gift: 'off-market',
  'preferential offer': 'off-market',
  'conversion of security': 'off-market',
  'pledge creation': 'pledge-creation',
  'revokation of pledge': 'pledge-revocation',
  'revocation of pledge': 'pledge-revocation',
  'pledge revoke': 'pledge-revocation',
  'invocation of pledge': 'pledge-invocation',
};

function lookup<T>(
  r: RowReader,
  column: string,
  table: Readonly<Record<string, T>>,
): { value: T; text: string } {
  const text = r.required(column);
  const value = table[word(text)];
  if (value === undefined) {
    throw r.fail(`${column} '${text}' is not one this importer knows (${Object.keys(table).join(', ')})`);
  }
  return { value, text };
}

/**
 * A category or mode NSE may add (`Allotment`, `Rights`, `Buy Back`, `Transmission`, `Others`…) is not
 * a malformed line: it is read as `fallback` (other, off-market) with its text kept as filed.
 */
function lookupOr<T>(
  r: RowReader,
  column: string,
  table: Readonly<Record<string, T>>,
  fallback: T,
): { value: T; text: string } {
  const text = r.required(column);
  return { value: table[word(text)] ?? fallback, text };
}

/** `-`, `Nil` and empty cells state nothing. */
const unstated = (text: string) => text === '' || text === '-' || text.toLowerCase() === 'nil';

const NUMBER = /^\d+(\.\d+)?$/;

function optionalNumber(r: RowReader, column: string): number | null {
  const text = r.text(column).replace(/,/g, '');
  if (unstated(text)) return null;
  if (!NUMBER.test(text)) throw r.fail(`${column} is not a number ('${r.text(column)}')`);
  return Number(text);
}

function optionalShares(r: RowReader, column: string): Quantity | null {
  const n = optionalNumber(r, column);
  if (n !== null && !Number.isSafeInteger(n))
    throw r.fail(`${column} is not a whole number ('${r.text(column)}')`);
  return n as Quantity | null;
}

function date(r: RowReader, column: string): IsoDate {
  return r.date(column, parseDayMonYear, 'DD-Mon-YYYY');
}

function optionalDate(r: RowReader, column: string): IsoDate | null {
  return unstated(r.text(column)) ? null : date(r, column);
}

/** `27-Nov-2026 18:45` (seconds optional) or a date alone. */
function broadcast(r: RowReader): { date: IsoDate; time: string | null } {
  const column = 'BROADCASTE DATE AND TIME';
  const text = r.required(column);
  const m = /^(\d{1,2}-[A-Za-z]{3}-\d{4})(?:\s+(\d{1,2}):(\d{2})(?::\d{2})?)?$/.exec(text);
  const day = m?.[1] === undefined ? null : parseDayMonYear(m[1]);
  if (m === null || day === null || Number(m[2] ?? 0) > 23 || Number(m[3] ?? 0) > 59) {
    throw r.fail(`${column} is not a date and time in the form DD-Mon-YYYY HH:MM ('${text}')`);
  }
  return { date: day, time: m[2] === undefined ? null : `${m[2].padStart(2, '0')}:${m[3] ?? '00'}` };
}

/** The session a broadcast on `day` is listed on: that day, or the next session. */
function sessionOf(r: RowReader, day: IsoDate): IsoDate {
  try {
    return nseCalendar.isTradingDay(day) ? day : nseCalendar.nextTradingDay(day);
  } catch {
    throw r.fail(`the broadcast date ${day} is outside the NSE calendar this product knows`);
  }
}

const optionalText = (r: RowReader, column: string) => {
  const text = r.text(column);
  return unstated(text) ? null : text;
};

/** Parses NSE's insider-trading CSV; throws {@link NseFileError} naming the line on the first problem. */
export function parseInsiderTrading(fileName: string, text: string): InsiderTradingFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const header = canonicalHeader(table.header);
  const r = readerFor(fileName, header, NEEDED);
  const derivativeColumn = header.includes('DERIVATIVE TYPE SECURITY');
  const keys = new UniqueKeys(fileName);
  const rows: InsiderTradingRow[] = [];
  const derivatives: NseFileWarning[] = [];
  for (const record of table.records) {
    r.at(record);
    const tradeFrom = date(r, 'DATE OF ALLOTMENT/ACQUISITION FROM');
    const tradeTo = date(r, 'DATE OF ALLOTMENT/ACQUISITION TO');
    if (tradeTo < tradeFrom) throw r.fail(`the trade ends (${tradeTo}) before it starts (${tradeFrom})`);
    const cast = broadcast(r);
    const category = lookupOr(r, 'CATEGORY OF PERSON', CATEGORIES, 'other');
    const transaction = lookup(r, 'ACQUISITION/DISPOSAL TRANSACTION TYPE', TRANSACTIONS);
    const mode = lookupOr(r, 'MODE OF ACQUISITION', MODES, 'off-market');
    const quantity = optionalShares(r, 'NO. OF SECURITIES (ACQUIRED/DISPLOSED)');
    if (quantity === null) {
      // A derivative disclosure states notional values and lots, not shares: not a trade in the
      // shares this page lists, so it is left out with a warning naming its line.
      if (!derivativeColumn || optionalText(r, 'DERIVATIVE TYPE SECURITY') === null) {
        throw r.fail('NO. OF SECURITIES (ACQUIRED/DISPLOSED) is not stated');
      }
      derivatives.push({
        fileName,
        line: record.line,
        message: `a derivative disclosure (${r.text('DERIVATIVE TYPE SECURITY')}) states no shares: left out`,
      });
      continue;
    }
    const rupees = optionalNumber(r, 'VALUE OF SECURITY (ACQUIRED/DISPLOSED)');
    // A line printed twice is one disclosure: dropped with a warning (as deals do).
    if (!keys.check(record.fields.join(','), record)) continue;
    rows.push({
      sessionDate: sessionOf(r, cast.date),
      symbol: r.required('SYMBOL'),
      company: r.required('COMPANY'),
      regulation: r.text('REGULATION'),
      person: r.required('NAME OF THE ACQUIRER/DISPOSER'),
      category: category.value,
      categoryText: category.text,
      beforeShares: optionalShares(r, 'NO. OF SECURITY (PRIOR)'),
      beforePct: optionalNumber(r, '% SHAREHOLDING (PRIOR)'),
      securityType: r.required('TYPE OF SECURITY (ACQUIRED/DISPLOSED)'),
      quantity,
      value: rupees === null ? null : rupeesToPaise(rupees),
      transaction: transaction.value,
      mode: mode.value,
      modeText: mode.text,
      afterShares: optionalShares(r, 'NO. OF SECURITY (POST)'),
      afterPct: optionalNumber(r, '% POST'),
      tradeFrom,
      tradeTo,
      intimationDate: optionalDate(r, 'DATE OF INITMATION TO COMPANY'),
      broadcastDate: cast.date,
      broadcastTime: cast.time,
      exchange: optionalText(r, 'EXCHANGE'),
      remark: optionalText(r, 'REMARK'),
    });
  }
  if (rows.length === 0) throw new NseFileError(fileName, 1, 'the file has no disclosures');
  return { rows, warnings: [...keys.warnings, ...derivatives].sort((a, b) => a.line - b.line) };
}

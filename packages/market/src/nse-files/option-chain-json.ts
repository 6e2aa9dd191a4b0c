import { type IsoDate, rupeesToPaise } from '../units';
import { parseDayMonYear } from './dates';
import { NseFileError } from './nse-file-error';
import { type JsonPath, jsonLineOf, jsonSyntaxErrorLine } from './option-chain-json-lines';

/**
 * Which NSE API wrote the file: `nse-json-v1` = `/api/option-chain-indices|equities` (pre-2025,
 * every expiry, rows keyed `expiryDate`), `nse-json-v3` = `/api/option-chain-v3` (one expiry per
 * response, rows keyed `expiryDates`, bid/ask as `buyPrice1`/`sellPrice1`).
 */
export type NseChainSource = 'nse-json-v1' | 'nse-json-v3';

/** One side (CE or PE) of a strike as NSE reports it. Rupees as numbers; OI in contracts. */
export interface NseChainSide {
  /** Open interest in contracts, as NSE gives it (long-dated contracts can be fractional, e.g. 319.5). */
  readonly oi: number;
  readonly oiChange: number;
  /** Contracts traded today. */
  readonly volume: number;
  /** Implied volatility in percent (NSE's figure; 0 when none). */
  readonly iv: number;
  /** Last traded price, rupees rounded to the paisa (0 = not traded). */
  readonly ltp: number;
  /** Change of the last price against the previous close, rupees rounded to the paisa. */
  readonly change: number;
  /** Best bid, rupees (0 = none). */
  readonly bid: number;
  readonly bidQty: number;
  /** Best ask, rupees (0 = none). */
  readonly ask: number;
  readonly askQty: number;
  readonly totalBuyQty: number;
  readonly totalSellQty: number;
}

/** One strike of one expiry; a side is absent when NSE lists no such contract. */
export interface NseChainStrike {
  /** Strike in points/rupees, as NSE prints it. */
  readonly strike: number;
  readonly call?: NseChainSide;
  readonly put?: NseChainSide;
}

/** The strikes of one expiry, ascending. */
export interface NseChainExpiry {
  readonly expiry: IsoDate;
  readonly rows: NseChainStrike[];
}

/** A chain at one instant: symbol and time from the content, expiries ascending. */
export interface NseChainSnapshot {
  readonly symbol: string;
  /** `records.timestamp` as ISO 8601 in IST, e.g. `2022-03-28T10:47:19+05:30`. */
  readonly timestamp: string;
  /** Spot of the underlying (index points or share price in rupees). */
  readonly underlyingValue: number;
  readonly expiries: NseChainExpiry[];
}

/** A parsed option-chain file. */
export interface NseChainFile extends NseChainSnapshot {
  readonly source: NseChainSource;
  /** The IST date of `timestamp`. */
  readonly tradeDate: IsoDate;
}

/** One side of one strike as a flat row (how the importer stores a chain). */
export interface NseChainRow extends NseChainSide {
  readonly expiry: IsoDate;
  readonly strike: number;
  readonly side: 'CE' | 'PE';
}

/** The chain as flat rows: expiries ascending, strikes ascending, CE before PE. */
export function nseChainRows(chain: NseChainSnapshot): NseChainRow[] {
  const rows: NseChainRow[] = [];
  for (const { expiry, rows: strikes } of chain.expiries) {
    for (const { strike, call, put } of strikes) {
      if (call) rows.push({ ...call, expiry, strike, side: 'CE' });
      if (put) rows.push({ ...put, expiry, strike, side: 'PE' });
    }
  }
  return rows;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How a side's number is checked: prices are rounded to the paisa, `signed` ones may be negative. */
type FieldKind = 'price' | 'signed-price' | 'amount' | 'signed' | 'whole';

// Bid/ask have two spellings: `bidprice`/`bidQty` in the old API (and some v3 answers),
// `buyPrice1`/`buyQuantity1` in the v3 answers captured in 2025-26.
const BID = ['bidprice', 'buyPrice1'];
const BID_QTY = ['bidQty', 'buyQuantity1'];
const ASK = ['askPrice', 'sellPrice1'];
const ASK_QTY = ['askQty', 'sellQuantity1'];
const OI = ['openInterest'];
const OI_CHANGE = ['changeinOpenInterest'];
const VOLUME = ['totalTradedVolume'];
const IV = ['impliedVolatility'];
const LTP = ['lastPrice'];
const CHANGE = ['change'];
const TOTAL_BUY = ['totalBuyQuantity'];
const TOTAL_SELL = ['totalSellQuantity'];

const IDENTIFIER = /^OPT(?:IDX|STK)(.+?)\d{2}-\d{2}-\d{4}(?:CE|PE)/;
const TIMESTAMP = /^(\d{1,2}-[A-Za-z]{3}-\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Rounds rupees to the paisa (NSE's `change` carries float noise such as -12.349999999999994). */
function toPaisa(rupees: number): number {
  return rupeesToPaise(rupees) / 100;
}

/** A side's `expiryDate`: `31-Mar-2022` (old API) or `25-08-2026` (v3). */
function sideExpiry(text: string): IsoDate | null {
  const numeric = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (numeric) {
    const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
    const month = months[Number(numeric[2]) - 1];
    return month === undefined ? null : parseDayMonYear(`${numeric[1]}-${month}-${numeric[3]}`);
  }
  return parseDayMonYear(text);
}

/** `28-Mar-2022 10:47:19` → `2022-03-28T10:47:19+05:30`; null if it is not one. */
export function nseChainTimestamp(text: string): string | null {
  const m = TIMESTAMP.exec(text);
  if (!m) return null;
  const date = parseDayMonYear(m[1] ?? '');
  const [hh, mm, ss] = [Number(m[2]), Number(m[3]), Number(m[4] ?? '0')];
  if (date === null || hh > 23 || mm > 59 || ss > 59) return null;
  return `${date}T${m[2]}:${m[3]}:${m[4] ?? '00'}+05:30`;
}

/** Reads values out of the parsed JSON; every error names the line of the value in the file. */
class ChainReader {
  symbol: string | null = null;
  private symbolPath: JsonPath = [];
  private readonly dates = new Map<string, IsoDate | null>();

  constructor(
    private readonly fileName: string,
    private readonly text: string,
  ) {}

  fail(path: JsonPath, reason: string): NseFileError {
    return new NseFileError(this.fileName, jsonLineOf(this.text, path), reason);
  }

  object(value: unknown, path: JsonPath, what: string): JsonObject {
    if (!isObject(value)) throw this.fail(path, `${what} is not a JSON object`);
    return value;
  }

  finite(owner: JsonObject, key: string, path: JsonPath): number {
    const value = owner[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      const shown = value === undefined ? 'missing' : JSON.stringify(value);
      throw this.fail([...path, key], `${key} is not a number (${shown})`);
    }
    return value;
  }

  /** The underlying named by a side, kept the same across the whole file. */
  noteSymbol(side: JsonObject, path: JsonPath): void {
    const { underlying, identifier } = side;
    if (underlying === this.symbol && this.symbol !== null) return;
    const named =
      typeof underlying === 'string' && underlying.trim() !== ''
        ? underlying.trim().toUpperCase()
        : typeof identifier === 'string'
          ? (IDENTIFIER.exec(identifier)?.[1] ?? null)
          : null;
    if (named === null) return;
    if (this.symbol === null) {
      this.symbol = named;
      this.symbolPath = path;
    } else if (named !== this.symbol) {
      const first = jsonLineOf(this.text, this.symbolPath);
      throw this.fail(path, `the underlying is ${named} here but ${this.symbol} on line ${first}`);
    }
  }

  /** `DD-Mon-YYYY` (or a side's `DD-MM-YYYY`), parsed once per distinct text. */
  date(text: string): IsoDate | null {
    let date = this.dates.get(text);
    if (date === undefined) {
      date = sideExpiry(text);
      this.dates.set(text, date);
    }
    return date;
  }

  private read(side: JsonObject, path: JsonPath, names: readonly string[], kind: FieldKind): number {
    let key = names[0] ?? '';
    for (const name of names) {
      if (side[name] !== undefined) {
        key = name;
        break;
      }
    }
    const n = this.finite(side, key, path);
    if (
      kind === 'whole'
        ? !Number.isSafeInteger(n) || n < 0
        : kind !== 'signed' && kind !== 'signed-price' && n < 0
    ) {
      throw this.fail([...path, key], `${key} is ${n < 0 ? 'negative' : 'not a whole number'} (${n})`);
    }
    return kind === 'price' || kind === 'signed-price' ? toPaisa(n) : n;
  }

  side(side: JsonObject, path: JsonPath, strike: number, expiry: IsoDate, expiryText: string): NseChainSide {
    if (typeof side.strikePrice === 'number' && side.strikePrice !== strike) {
      throw this.fail(
        [...path, 'strikePrice'],
        `strikePrice ${side.strikePrice} differs from the row's ${strike}`,
      );
    }
    const sideDate = side.expiryDate;
    if (typeof sideDate === 'string' && sideDate !== expiryText && this.date(sideDate) !== expiry) {
      throw this.fail([...path, 'expiryDate'], `expiryDate ${sideDate} differs from the row's ${expiryText}`);
    }
    this.noteSymbol(side, path);
    return {
      oi: this.read(side, path, OI, 'amount'),
      oiChange: this.read(side, path, OI_CHANGE, 'signed'),
      volume: this.read(side, path, VOLUME, 'whole'),
      iv: this.read(side, path, IV, 'amount'),
      ltp: this.read(side, path, LTP, 'price'),
      change: this.read(side, path, CHANGE, 'signed-price'),
      bid: this.read(side, path, BID, 'price'),
      bidQty: this.read(side, path, BID_QTY, 'whole'),
      ask: this.read(side, path, ASK, 'price'),
      askQty: this.read(side, path, ASK_QTY, 'whole'),
      totalBuyQty: this.read(side, path, TOTAL_BUY, 'whole'),
      totalSellQty: this.read(side, path, TOTAL_SELL, 'whole'),
    };
  }
}

/** Whether a text is a JSON object that may be an NSE option-chain response (cheap: no parse). */
export function looksLikeOptionChainJson(text: string): boolean {
  const start = /\S/.exec(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)?.[0];
  return start === '{' && text.includes('"records"');
}

function parseJson(fileName: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new NseFileError(
      fileName,
      jsonSyntaxErrorLine(text, message),
      `not valid JSON (${message}); a cut-off download is the usual cause, download it again`,
    );
  }
}

interface RowShape {
  readonly key: 'expiryDate' | 'expiryDates';
  readonly source: NseChainSource;
}

const V1: RowShape = { key: 'expiryDate', source: 'nse-json-v1' };
const V3: RowShape = { key: 'expiryDates', source: 'nse-json-v3' };

/** A CE/PE entry, or null for a v3 leg with no listed contract (identifier null and zeros). */
function legOf(
  reader: ChainReader,
  value: unknown,
  path: JsonPath,
  shape: RowShape,
  strike: number,
  expiry: IsoDate,
  expiryText: string,
): NseChainSide | null {
  const leg = reader.object(value, path, 'the CE/PE entry');
  if (shape === V3 && leg.identifier === null) return null;
  return reader.side(leg, path, strike, expiry, expiryText);
}

/**
 * Parses an NSE option-chain API response saved as JSON: the old `option-chain-indices` /
 * `option-chain-equities` answer or the current `option-chain-v3` one (told apart by the rows'
 * `expiryDate` / `expiryDates` key). Everything-or-nothing; errors name the file line.
 */
export function parseOptionChainJson(fileName: string, text: string): NseChainFile {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const reader = new ChainReader(fileName, body);
  const root = reader.object(parseJson(fileName, body), [], 'the file');
  const records = reader.object(root.records, ['records'], 'records');
  const timestampText = records.timestamp;
  const timestamp = typeof timestampText === 'string' ? nseChainTimestamp(timestampText) : null;
  if (timestamp === null) {
    throw reader.fail(
      ['records', 'timestamp'],
      `records.timestamp is not DD-Mon-YYYY HH:MM:SS (${JSON.stringify(timestampText) ?? 'missing'})`,
    );
  }
  const underlyingValue = reader.finite(records, 'underlyingValue', ['records']);
  if (underlyingValue <= 0) {
    throw reader.fail(['records', 'underlyingValue'], `underlyingValue is not positive (${underlyingValue})`);
  }
  const data = records.data;
  if (!Array.isArray(data) || data.length === 0) {
    throw reader.fail(['records', 'data'], 'records.data has no rows');
  }

  let shape: RowShape | null = null;
  const byExpiry = new Map<IsoDate, NseChainStrike[]>();
  const seen = new Map<string, number>();
  for (let i = 0; i < data.length; i++) {
    const path: JsonPath = ['records', 'data', i];
    const row = reader.object(data[i], path, `records.data[${i}]`);
    const rowShape =
      typeof row.expiryDates === 'string' ? V3 : typeof row.expiryDate === 'string' ? V1 : null;
    if (rowShape === null) {
      throw reader.fail(path, 'the row has neither expiryDate (old API) nor expiryDates (option-chain-v3)');
    }
    if (shape === null) shape = rowShape;
    else if (rowShape !== shape) {
      throw reader.fail(path, `the row has ${rowShape.key} but earlier rows have ${shape.key}`);
    }
    const expiryText = String(row[rowShape.key]);
    const expiry = reader.date(expiryText);
    if (expiry === null || expiryText.length !== 11) {
      throw reader.fail([...path, rowShape.key], `${rowShape.key} is not DD-Mon-YYYY ('${expiryText}')`);
    }
    const strike = reader.finite(row, 'strikePrice', path);
    if (strike <= 0) throw reader.fail([...path, 'strikePrice'], `strikePrice is not positive (${strike})`);
    const key = `${expiry} ${strike}`;
    const first = seen.get(key);
    if (first !== undefined) {
      const firstLine = jsonLineOf(body, ['records', 'data', first]);
      throw reader.fail(
        path,
        `duplicate row for ${expiry} strike ${strike} (first seen on line ${firstLine})`,
      );
    }
    seen.set(key, i);

    const ce = row.CE;
    const pe = row.PE;
    const hasCe = ce !== undefined && ce !== null;
    const hasPe = pe !== undefined && pe !== null;
    if (!hasCe && !hasPe) throw reader.fail(path, `strike ${strike} of ${expiryText} has neither CE nor PE`);
    const call = hasCe ? legOf(reader, ce, [...path, 'CE'], shape, strike, expiry, expiryText) : null;
    const put = hasPe ? legOf(reader, pe, [...path, 'PE'], shape, strike, expiry, expiryText) : null;
    let entry: NseChainStrike;
    if (call !== null && put !== null) entry = { strike, call, put };
    else if (call !== null) entry = { strike, call };
    else if (put !== null) entry = { strike, put };
    else continue;
    const list = byExpiry.get(expiry);
    if (list) list.push(entry);
    else byExpiry.set(expiry, [entry]);
  }
  if (byExpiry.size === 0) {
    throw reader.fail(
      ['records', 'data'],
      'records.data lists no contract (every CE/PE has identifier null)',
    );
  }
  const symbol = reader.symbol;
  if (symbol === null) {
    throw reader.fail(['records', 'data'], 'no CE/PE entry names the underlying (underlying or identifier)');
  }
  const expiries = [...byExpiry.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([expiry, rows]) => ({ expiry, rows: rows.sort((a, b) => a.strike - b.strike) }));
  return {
    source: (shape ?? V1).source,
    symbol,
    timestamp,
    tradeDate: timestamp.slice(0, 10) as IsoDate,
    underlyingValue,
    expiries,
  };
}

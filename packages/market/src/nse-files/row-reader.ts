import { type IsoDate, type Paise, type Quantity, rupeesToPaise } from '../units';
import type { CsvRecord } from './csv';
import { NseFileError } from './nse-file-error';
import { type OhlcBar, type OhlcColumns, type OhlcPolicy, ohlcProblem, rupeesText } from './ohlc';

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** A date parser of `dates.ts`, returning null for text that is not a date. */
export type DateParser = (text: string) => IsoDate | null;

/**
 * Reads typed cells of one record by column name, so every error names the file, the line, the
 * column and the text found there.
 */
export class RowReader {
  private record: CsvRecord = { line: 0, fields: [] };

  constructor(
    readonly fileName: string,
    private readonly columns: ReadonlyMap<string, number>,
  ) {}

  /** Points the reader at the next record. */
  at(record: CsvRecord): this {
    this.record = record;
    return this;
  }

  get line(): number {
    return this.record.line;
  }

  /** The record the reader points at. */
  get current(): CsvRecord {
    return this.record;
  }

  /** An error at the current line. */
  fail(reason: string): NseFileError {
    return new NseFileError(this.fileName, this.record.line, reason);
  }

  /** The raw (already trimmed where the format asks for it) text of a column. */
  text(column: string): string {
    const index = this.columns.get(column);
    if (index === undefined) throw this.fail(`column ${column} is missing`);
    return this.record.fields[index] ?? '';
  }

  /** A text column that must not be empty. */
  required(column: string): string {
    const value = this.text(column);
    if (value === '') throw this.fail(`${column} is empty`);
    return value;
  }

  /** A decimal number (may be negative, e.g. a percentage change). */
  number(column: string): number {
    const value = this.text(column);
    if (!NUMBER.test(value)) throw this.fail(`${column} is not a number ('${value}')`);
    return Number(value);
  }

  /** A decimal number, or null when the cell is empty or `-`. */
  optionalNumber(column: string): number | null {
    const value = this.text(column);
    return value === '' || value === '-' ? null : this.number(column);
  }

  private nonNegative(column: string): number {
    const n = this.number(column);
    if (n < 0) throw this.fail(`${column} is negative ('${this.text(column)}')`);
    return n;
  }

  /** A non-negative price in rupees, returned as paise. */
  price(column: string): Paise {
    return rupeesToPaise(this.nonNegative(column));
  }

  /** A price, or null when the cell is empty or `-`. */
  optionalPrice(column: string): Paise | null {
    const value = this.text(column);
    return value === '' || value === '-' ? null : this.price(column);
  }

  /** A non-negative amount in ₹ lakh (1 lakh = 100,000 rupees), returned as paise. */
  lakhsAsPaise(column: string): Paise {
    return rupeesToPaise(this.nonNegative(column) * 100_000);
  }

  /** A non-negative whole number (shares, contracts, trades); `28.0000000` is accepted as 28. */
  quantity(column: string): Quantity {
    const n = this.nonNegative(column);
    if (!Number.isSafeInteger(n)) throw this.fail(`${column} is not a whole number ('${this.text(column)}')`);
    return n as Quantity;
  }

  /** A quantity, or null when the cell is empty or `-`. */
  optionalQuantity(column: string): Quantity | null {
    const value = this.text(column);
    return value === '' || value === '-' ? null : this.quantity(column);
  }

  /** A whole number that may be negative (change in open interest). */
  signedInteger(column: string): number {
    const n = this.number(column);
    if (!Number.isSafeInteger(n)) throw this.fail(`${column} is not a whole number ('${this.text(column)}')`);
    return n;
  }

  /**
   * Reads a bar's four prices (in OPEN, HIGH, LOW, CLOSE order) and checks their order: under
   * `refuse` an inconsistent bar throws `<problem> for <context>`, under `flag` it is returned as
   * `ohlcFlag`.
   */
  ohlc(columns: OhlcColumns, policy: OhlcPolicy, context: string): OhlcBar<Paise> {
    const open = this.price(columns.open);
    const high = this.price(columns.high);
    const low = this.price(columns.low);
    const close = this.price(columns.close);
    const problem = ohlcProblem(open, high, low, close, rupeesText);
    if (problem !== null && policy === 'refuse') throw this.fail(`${problem} for ${context}`);
    return { open, high, low, close, ohlcFlag: problem };
  }

  /** A date in the layout `parse` understands; `expected` names that layout in the error. */
  date(column: string, parse: DateParser, expected: string): IsoDate {
    const value = this.text(column);
    const date = parse(value);
    if (date === null) throw this.fail(`${column} is not a date in the form ${expected} ('${value}')`);
    return date;
  }
}

/** Maps header names (trimmed, upper-cased) to their column index. */
export function columnIndex(header: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  header.forEach((name, i) => {
    const key = name.trim().toUpperCase();
    if (key !== '' && !map.has(key)) map.set(key, i);
  });
  return map;
}

/** Builds a reader for a table's header after checking every needed column is present. */
export function readerFor(fileName: string, header: readonly string[], needed: readonly string[]): RowReader {
  const columns = columnIndex(header);
  const missing = needed.filter((name) => !columns.has(name));
  if (missing.length > 0) {
    throw new NseFileError(
      fileName,
      1,
      `the header lacks ${missing.join(', ')} (found: ${header.join(', ')})`,
    );
  }
  return new RowReader(fileName, columns);
}

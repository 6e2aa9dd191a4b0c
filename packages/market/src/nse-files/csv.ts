import { NseFileError } from './nse-file-error';

/** One data line of a CSV file with its 1-based physical line number. */
export interface CsvRecord {
  readonly line: number;
  readonly fields: readonly string[];
}

/** A CSV file split into a header (or none) and data records. */
export interface CsvTable {
  readonly header: readonly string[];
  readonly records: readonly CsvRecord[];
}

/** Options of {@link readCsv}. */
export interface ReadCsvOptions {
  /** Whether the first line is a header (false for the quoted no-header histories). */
  readonly hasHeader: boolean;
  /** Trim spaces around every field (sec_bhavdata_full and EQUITY_L put a space after commas). */
  readonly trim: boolean;
  /**
   * Pads records shorter than the header with empty fields instead of refusing them (NSE's 52-week
   * file leaves its last column, INDEX FLAG, off every line where it is empty).
   */
  readonly padShortRecords?: boolean;
}

/** Drops a UTF-8 BOM (Excel writes one) and splits into physical lines, LF or CRLF. */
export function splitLines(text: string): string[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body.split(/\r?\n/);
}

/** Splits one CSV line, honouring double quotes ("" inside quotes is a quote). */
export function splitCsvLine(fileName: string, lineNo: number, line: string, trim: boolean): string[] {
  // Fast path: most NSE files never quote.
  if (!line.includes('"')) {
    const parts = line.split(',');
    return trim ? parts.map((p) => p.trim()) : parts;
  }
  const out: string[] = [];
  let field = '';
  let inQuotes = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (inQuotes) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else field += ch;
    } else if (ch === '"') inQuotes = true;
    else if (ch === ',') {
      out.push(trim ? field.trim() : field);
      field = '';
    } else field += ch;
  }
  if (inQuotes) {
    throw new NseFileError(
      fileName,
      lineNo,
      'a quoted field is not closed; the file may be cut off or damaged',
    );
  }
  out.push(trim ? field.trim() : field);
  return out;
}

/**
 * Reads a CSV file and checks that every record has as many fields as the header (or the first
 * record), because a short last line is the usual sign of a half-written download.
 */
export function readCsv(fileName: string, text: string, options: ReadCsvOptions): CsvTable {
  const lines = splitLines(text);
  // Blank trailing lines are harmless (and common); blank lines in the middle are not expected.
  let end = lines.length;
  while (end > 0 && (lines[end - 1] ?? '').trim() === '') end--;
  const endsWithNewline = end < lines.length;
  if (end === 0) throw new NseFileError(fileName, 1, 'the file is empty');

  let header: string[] = [];
  let first = 0;
  if (options.hasHeader) {
    header = splitCsvLine(fileName, 1, lines[0] ?? '', true);
    first = 1;
  }
  const records: CsvRecord[] = [];
  let expected = options.hasHeader ? header.length : -1;
  for (let i = first; i < end; i++) {
    const raw = lines[i] ?? '';
    const lineNo = i + 1;
    if (raw.trim() === '') throw new NseFileError(fileName, lineNo, 'blank line in the middle of the file');
    const fields = splitCsvLine(fileName, lineNo, raw, options.trim);
    if (expected < 0) expected = fields.length;
    if (options.padShortRecords && fields.length < expected) {
      while (fields.length < expected) fields.push('');
    }
    if (fields.length !== expected) {
      const isLast = i === end - 1;
      if (isLast && fields.length < expected) {
        const tail = endsWithNewline ? '' : ' and no final newline';
        throw new NseFileError(
          fileName,
          lineNo,
          `the file looks truncated (half-written download?): the last line has ${fields.length} of ${expected} fields${tail}; download it again`,
        );
      }
      throw new NseFileError(
        fileName,
        lineNo,
        `has ${fields.length} fields, expected ${expected} like the header`,
      );
    }
    records.push({ line: lineNo, fields });
  }
  // A header alone is what an interrupted download or export leaves behind.
  if (records.length === 0) throw new NseFileError(fileName, 1, 'the file has no data rows after the header');
  return { header, records };
}

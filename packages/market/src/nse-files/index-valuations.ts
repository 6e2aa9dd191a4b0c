import type { IsoDate } from '../units';
import { readCsv } from './csv';
import { parseIso } from './dates';
import { type RowReader, readerFor } from './row-reader';
import { UniqueKeys, type WithWarnings } from './unique-keys';

/** Columns of the NIFTY P/E, P/B and dividend-yield history (`NIFTY_50_PE_PB_DivYield_2000-2022.csv`). */
export const INDEX_VALUATION_COLUMNS = ['DATE', 'P/E', 'P/B', 'DIV YIELD'] as const;

/** One day of an index's valuation ratios as NSE publishes them (dividend yield in percent). */
export interface IndexValuationRow {
  readonly date: IsoDate;
  readonly pe: number | null;
  readonly pb: number | null;
  readonly divYield: number | null;
}

/** Result of parsing an index valuation history. */
export interface IndexValuationFile extends WithWarnings {
  readonly rows: IndexValuationRow[];
}

function ratio(r: RowReader, column: string): number | null {
  const n = r.optionalNumber(column);
  if (n !== null && n < 0) throw r.fail(`${column} is negative ('${r.text(column)}')`);
  return n;
}

/** Parses `Date,P/E,P/B,Div Yield` (ISO dates); a day twice is dropped if identical, refused if not. */
export function parseIndexValuations(fileName: string, text: string): IndexValuationFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, INDEX_VALUATION_COLUMNS);
  const keys = new UniqueKeys(fileName);
  const rows: IndexValuationRow[] = [];
  const lines: number[] = [];
  for (const record of table.records) {
    r.at(record);
    const date = r.date('DATE', parseIso, 'YYYY-MM-DD');
    if (!keys.check(date, record)) continue;
    const pe = ratio(r, 'P/E');
    const pb = ratio(r, 'P/B');
    const divYield = ratio(r, 'DIV YIELD');
    if (pe === null && pb === null && divYield === null) throw r.fail('P/E, P/B and Div Yield are all empty');
    rows.push({ date, pe, pb, divYield });
    lines.push(record.line);
  }
  return { rows, warnings: keys.warnings, lines };
}

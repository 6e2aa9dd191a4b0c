import type { IsoDate, Paise, Quantity } from '../units';
import { rupeesToPaise } from '../units';
import { readCsv } from './csv';
import { parseDdMmYyyyDashed } from './dates';
import { ohlcProblem } from './ohlc';
import { type RowReader, readerFor } from './row-reader';
import { UniqueKeys, type WithWarnings } from './unique-keys';

/** Columns of NSE's daily closes of every index (`ind_close_all_DDMMYYYY.csv`), upper-cased. */
export const INDEX_CLOSES_COLUMNS = [
  'INDEX NAME',
  'INDEX DATE',
  'OPEN INDEX VALUE',
  'HIGH INDEX VALUE',
  'LOW INDEX VALUE',
  'CLOSING INDEX VALUE',
  'POINTS CHANGE',
  'CHANGE(%)',
  'VOLUME',
  'TURNOVER (RS. CR.)',
  'P/E',
  'P/B',
  'DIV YIELD',
] as const;

/** One index's day in the daily closes file: levels in points, its valuation ratios where NSE gives them. */
export interface IndexCloseRow {
  /** Upper-cased as Nivesh names indices (`Nifty 50` → `NIFTY 50`, `India VIX` → `INDIA VIX`). */
  readonly indexName: string;
  readonly date: IsoDate;
  readonly open: number | null;
  readonly high: number | null;
  readonly low: number | null;
  readonly close: number;
  readonly volume: Quantity | null;
  /** ₹ crore in the file, paise here. */
  readonly turnover: Paise | null;
  readonly pe: number | null;
  readonly pb: number | null;
  /** Percent, as NSE prints it. */
  readonly divYield: number | null;
  readonly ohlcFlag: string | null;
}

export interface IndexClosesFile extends WithWarnings {
  readonly rows: IndexCloseRow[];
}

const CRORE_RUPEES = 10_000_000;

function positive(r: RowReader, column: string): number | null {
  const n = r.optionalNumber(column);
  if (n !== null && n < 0) throw r.fail(`${column} is negative ('${r.text(column)}')`);
  // NSE prints 0 or '-' for a value it does not compute (the open of an index priced once a day).
  return n === null || n === 0 ? null : n;
}

/** Parses NSE's `ind_close_all` file: one line per index, the day in `DD-MM-YYYY`. */
export function parseIndexCloses(fileName: string, text: string): IndexClosesFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, INDEX_CLOSES_COLUMNS);
  const keys = new UniqueKeys(fileName);
  const rows: IndexCloseRow[] = [];
  const lines: number[] = [];
  for (const record of table.records) {
    r.at(record);
    const indexName = r.required('INDEX NAME').replace(/\s+/g, ' ').toUpperCase();
    const date = r.date('INDEX DATE', parseDdMmYyyyDashed, 'DD-MM-YYYY');
    if (!keys.check(`${indexName} on ${date}`, record)) continue;
    const close = positive(r, 'CLOSING INDEX VALUE');
    if (close === null)
      throw r.fail(`Closing Index Value is empty or 0 ('${r.text('CLOSING INDEX VALUE')}')`);
    const open = positive(r, 'OPEN INDEX VALUE');
    const high = positive(r, 'HIGH INDEX VALUE');
    const low = positive(r, 'LOW INDEX VALUE');
    const turnoverCrore = positive(r, 'TURNOVER (RS. CR.)');
    rows.push({
      indexName,
      date,
      open,
      high,
      low,
      close,
      volume: r.optionalQuantity('VOLUME'),
      turnover: turnoverCrore === null ? null : rupeesToPaise(turnoverCrore * CRORE_RUPEES),
      pe: positive(r, 'P/E'),
      pb: positive(r, 'P/B'),
      divYield: r.optionalNumber('DIV YIELD'),
      ohlcFlag: ohlcProblem(open, high, low, close),
    });
    lines.push(record.line);
  }
  return { rows, warnings: keys.warnings, lines };
}

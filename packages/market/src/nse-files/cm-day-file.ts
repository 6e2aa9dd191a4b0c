import type { IsoDate } from '../units';
import { type CmDayColumns, type CmDayHead, readCmDayHead } from './cm-day-row';
import { readCsv } from './csv';
import type { DayGuard } from './day-guard';
import { type RowReader, readerFor } from './row-reader';
import type { NseFileWarning } from './unique-keys';

/** How one CM daily price layout (old bhavcopy, UDiFF, sec_bhavdata_full) is read. */
export interface CmDayLayout<Row> {
  /** Columns the header must hold. */
  readonly needed: readonly string[];
  /** Whether cells are trimmed (sec_bhavdata_full prints a space after every comma). */
  readonly trim: boolean;
  /** Column names of the shared fields. */
  readonly head: CmDayColumns;
  /** The guard for this file: one trade date (matching the name) and no key twice. */
  readonly guard: (fileName: string) => DayGuard;
  /** An optional check of the row run before anything else is read. */
  readonly checkRow?: (r: RowReader) => void;
  /** Builds the row from the shared part, reading the layout's other columns. */
  readonly row: (r: RowReader, head: CmDayHead) => Row;
}

/** Result of parsing a CM daily price file. */
export interface CmDayFile<Row> {
  readonly rows: Row[];
  /** Set for a one-day file; undefined for a multi-day compilation in the same layout. */
  readonly tradeDate: IsoDate | undefined;
  /** Duplicated rows that were dropped. */
  readonly warnings: NseFileWarning[];
  /** The line of each row. */
  readonly lines: number[];
}

/** Parses a CM daily price file of the given layout, everything-or-nothing. */
export function parseCmDayFile<Row>(
  fileName: string,
  text: string,
  layout: CmDayLayout<Row>,
): CmDayFile<Row> {
  const table = readCsv(fileName, text, { hasHeader: true, trim: layout.trim });
  const r = readerFor(fileName, table.header, layout.needed);
  const guard = layout.guard(fileName);
  const rows: Row[] = [];
  const lines: number[] = [];
  for (const record of table.records) {
    r.at(record);
    layout.checkRow?.(r);
    const head = readCmDayHead(r, layout.head, guard);
    if (head === null) continue;
    rows.push(layout.row(r, head));
    lines.push(record.line);
  }
  return { rows, tradeDate: guard.tradeDate, warnings: guard.warnings, lines };
}

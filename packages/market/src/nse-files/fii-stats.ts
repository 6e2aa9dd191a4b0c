import type { IsoDate } from '../units';
import { readXlsFirstSheet, type XlsValue } from './biff8';
import { parseDayMonYear } from './dates';
import { baseName } from './file-name';
import { NseFileError } from './nse-file-error';

/**
 * NSE's daily `fii_stats_DD-Mon-YYYY.xls` ("FII DERIVATIVES STATISTICS FOR DD-Mon-YYYY"), an Excel
 * 97-2003 workbook: a title row, the BUY / SELL / OPEN INTEREST AT THE END OF THE DAY header with
 * "No. of contracts" and "Amt in Crores" under each, one row per segment (INDEX FUTURES, INDEX
 * OPTIONS, STOCK FUTURES, STOCK OPTIONS) and, in recent files, one per index (NIFTY FUTURES,
 * BANKNIFTY OPTIONS, …), then the notes. Rows are read by their label, in any order; the four
 * segment rows are required, any `<INDEX> FUTURES|OPTIONS` row is kept. Everything-or-nothing.
 */

export const FII_STATS_SEGMENTS = ['indexFutures', 'indexOptions', 'stockFutures', 'stockOptions'] as const;
export type FiiStatsSegment = (typeof FII_STATS_SEGMENTS)[number];

/** The label of each segment's row in NSE's file. */
export const FII_STATS_SEGMENT_LABELS: Readonly<Record<FiiStatsSegment, string>> = {
  indexFutures: 'INDEX FUTURES',
  indexOptions: 'INDEX OPTIONS',
  stockFutures: 'STOCK FUTURES',
  stockOptions: 'STOCK OPTIONS',
};

/** Contracts and their value, ₹ crore as the file states it. */
export interface FiiStatsFigure {
  readonly contracts: number;
  readonly crore: number;
}

/** One row of the file: a segment's total (`index` null) or one index's futures or options. */
export interface FiiStatsRow {
  /** The row's label as NSE writes it, e.g. `INDEX FUTURES`, `BANKNIFTY OPTIONS`. */
  readonly label: string;
  readonly segment: FiiStatsSegment;
  /** The index symbol of a per-index row (`NIFTY`, `BANKNIFTY`, …); null for a segment total. */
  readonly index: string | null;
  readonly buy: FiiStatsFigure;
  readonly sell: FiiStatsFigure;
  /** Open interest at the end of the day. */
  readonly oi: FiiStatsFigure;
}

export interface FiiStatsFile {
  readonly tradeDate: IsoDate;
  /** Segment totals in FII_STATS_SEGMENTS order, each followed by nothing; per-index rows in file order. */
  readonly rows: FiiStatsRow[];
}

const TITLE = /^FII DERIVATIVES STATISTICS FOR\s+(\d{1,2}-[A-Za-z]{3}-\d{4})$/i;
const NAME_DATE = /fii_stats_(\d{1,2}-[A-Za-z]{3}-\d{4})/i;
const ROW_LABEL = /^([A-Z0-9&-]+) (FUTURES|OPTIONS)$/;
const FIGURES = [
  ['buy', 'contracts'],
  ['buy', 'amount'],
  ['sell', 'contracts'],
  ['sell', 'amount'],
  ['open interest', 'contracts'],
  ['open interest', 'amount'],
] as const;

/** Whether a file name is NSE's FII derivatives statistics (`fii_stats_27-Nov-2026.xls`). */
export function isFiiStatsFileName(fileName: string): boolean {
  return /^fii_stats_.*\.xls$/i.test(baseName(fileName));
}

const text = (v: XlsValue | undefined): string =>
  typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '';
const column = (c: number): string => String.fromCharCode(65 + c);

/** Parses NSE's FII derivatives statistics workbook. */
export function parseFiiStats(fileName: string, bytes: Uint8Array): FiiStatsFile {
  const { rows } = readXlsFirstSheet(fileName, bytes);
  const fail = (row: number, reason: string): never => {
    throw new NseFileError(fileName, row + 1, reason);
  };
  const titleRow = rows.findIndex((r) => r.some((c) => text(c) !== ''));
  const title = (rows[titleRow] ?? []).map(text).find((c) => c !== '') ?? '';
  const m = TITLE.exec(title);
  if (titleRow < 0 || !m)
    return fail(
      Math.max(titleRow, 0),
      `expected the title "FII DERIVATIVES STATISTICS FOR DD-Mon-YYYY", found "${title}"`,
    );
  const tradeDate =
    parseDayMonYear(m[1] ?? '') ?? fail(titleRow, `"${m[1] ?? ''}" in the title is not a date`);
  const named = NAME_DATE.exec(baseName(fileName));
  if (named) {
    const nameDate = parseDayMonYear(named[1] ?? '');
    if (nameDate === null) fail(titleRow, `"${named[1] ?? ''}" in the file name is not a date`);
    if (nameDate !== tradeDate)
      fail(titleRow, `the title is for ${tradeDate} but the file name says ${nameDate}`);
  }
  const headerRow = rows.findIndex((r) => text(r[1]).toUpperCase() === 'BUY');
  const header = rows[headerRow] ?? [];
  if (headerRow < 0 || text(header[3]).toUpperCase() !== 'SELL' || !/^OPEN INTEREST/i.test(text(header[5])))
    return fail(
      titleRow + 1,
      'expected the header BUY / SELL / OPEN INTEREST AT THE END OF THE DAY in columns B, D and F',
    );
  const sub = rows[headerRow + 1] ?? [];
  for (let c = 1; c <= 6; c++) {
    const want = c % 2 === 1 ? /^No\.? of contracts$/i : /^Amt in Crores$/i;
    if (!want.test(text(sub[c])))
      fail(
        headerRow + 1,
        `cell ${column(c)}${headerRow + 2}: expected "${c % 2 === 1 ? 'No. of contracts' : 'Amt in Crores'}", found "${text(sub[c])}"`,
      );
  }
  const out: FiiStatsRow[] = [];
  const seen = new Map<string, number>();
  for (let r = headerRow + 2; r < rows.length; r++) {
    const cells = rows[r] ?? [];
    const label = text(cells[0]).toUpperCase();
    if (label === '' && cells.every((c) => c === null || text(c) === '')) continue;
    if (/^NOTE/i.test(label)) break;
    const lm = ROW_LABEL.exec(label);
    if (!lm) fail(r, `"${label}" is not a FUTURES or OPTIONS row`);
    const before = seen.get(label);
    if (before !== undefined) fail(r, `${label} is listed twice (rows ${before + 1} and ${r + 1})`);
    seen.set(label, r);
    const values = FIGURES.map(([side, what], i) => {
      const c = i + 1;
      const v = cells[c];
      const n = typeof v === 'number' ? v : text(v) === '' ? Number.NaN : Number(text(v).replace(/,/g, ''));
      const shown = typeof v === 'number' ? String(v) : text(v);
      if (!Number.isFinite(n))
        fail(
          r,
          `row ${r + 1} (${label}), cell ${column(c)}${r + 1}: ${side} ${what} '${shown}' is not a number`,
        );
      if (n < 0)
        fail(r, `row ${r + 1} (${label}), cell ${column(c)}${r + 1}: ${side} ${what} ${shown} is negative`);
      if (what === 'contracts' && !Number.isInteger(n))
        fail(
          r,
          `row ${r + 1} (${label}), cell ${column(c)}${r + 1}: ${side} ${what} ${shown} is not a whole number`,
        );
      return n;
    });
    const [who = '', kind = ''] = [lm?.[1], lm?.[2]];
    const futures = kind === 'FUTURES';
    const isIndex = who !== 'STOCK';
    const segment: FiiStatsSegment = isIndex
      ? futures
        ? 'indexFutures'
        : 'indexOptions'
      : futures
        ? 'stockFutures'
        : 'stockOptions';
    const figure = (k: number): FiiStatsFigure => ({ contracts: values[k] ?? 0, crore: values[k + 1] ?? 0 });
    out.push({
      label,
      segment,
      index: who === 'INDEX' || who === 'STOCK' ? null : who,
      buy: figure(0),
      sell: figure(2),
      oi: figure(4),
    });
  }
  for (const segment of FII_STATS_SEGMENTS) {
    if (!out.some((row) => row.segment === segment && row.index === null))
      fail(rows.length - 1, `the ${FII_STATS_SEGMENT_LABELS[segment]} row is missing`);
  }
  return { tradeDate, rows: out };
}

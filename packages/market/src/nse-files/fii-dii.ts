import type { IsoDate, Paise } from '../units';
import { rupeesToPaise } from '../units';
import { readCsv } from './csv';
import { parseDayMonYear, parseIso } from './dates';
import { type RowReader, readerFor } from './row-reader';
import { UniqueKeys, type WithWarnings } from './unique-keys';

/** Columns of NSE's daily FII/DII cash-market figures (`fiidiiTradeReact`), any leading index column aside. */
export const FII_DII_DAILY_COLUMNS = ['CATEGORY', 'DATE', 'BUYVALUE', 'SELLVALUE', 'NETVALUE'] as const;
/** Columns of the monthly FII/DII compilation (`fii_dii_cash_monthly_2007-2026.csv`). */
export const FII_DII_MONTHLY_COLUMNS = [
  'TRADE_DATE',
  'GROSS_PURCHASE_FII',
  'GROSS_SALES_FII',
  'NET_PURCHASE_SALES_FII',
  'GROSS_PURCHASE_DII',
  'GROSS_SALES_DII',
  'NET_PURCHASE_SALES_DII',
] as const;

/** Whether a header is the daily FII/DII layout (NSE's, or saved by pandas with an unnamed index first). */
export function isFiiDiiDailyHeader(header: readonly string[]): boolean {
  const names = header[0] === '' ? header.slice(1) : header;
  return (
    names.length === FII_DII_DAILY_COLUMNS.length && FII_DII_DAILY_COLUMNS.every((c, i) => names[i] === c)
  );
}

/** One period's cash-market activity of FIIs/FPIs or DIIs: gross purchase, gross sales and net, paise. */
export interface InstitutionalFlowRow {
  /** The trading day (daily files) or the month's last day in the file (monthly). */
  readonly date: IsoDate;
  readonly category: 'FII' | 'DII';
  readonly buy: Paise;
  readonly sell: Paise;
  readonly net: Paise;
}

/** An FII/DII file: `day` or `month` figures. */
export interface InstitutionalFlowFile extends WithWarnings {
  readonly period: 'day' | 'month';
  readonly rows: InstitutionalFlowRow[];
}

const CRORE_RUPEES = 10_000_000;

/** ₹ crore (2 decimals) as paise; net may be negative. */
function crore(r: RowReader, column: string, signed: boolean): Paise {
  const n = r.number(column);
  if (!signed && n < 0) throw r.fail(`${column} is negative ('${r.text(column)}')`);
  return rupeesToPaise(n * CRORE_RUPEES);
}

// NSE rounds each figure to ₹0.01 crore, so net may differ from buy − sell by a rounding step.
const NET_SLACK = rupeesToPaise(0.02 * CRORE_RUPEES);

function flow(r: RowReader, date: IsoDate, category: 'FII' | 'DII', cols: readonly [string, string, string]) {
  const buy = crore(r, cols[0], false);
  const sell = crore(r, cols[1], false);
  const net = crore(r, cols[2], true);
  if (Math.abs(buy - sell - net) > NET_SLACK) {
    throw r.fail(
      `${category} net ${r.text(cols[2])} is not purchases ${r.text(cols[0])} − sales ${r.text(cols[1])} (₹ crore)`,
    );
  }
  return { date, category, buy, sell, net };
}

function categoryOf(r: RowReader): 'FII' | 'DII' {
  const text = r.required('CATEGORY').toUpperCase();
  // NSE sends "FII/FPI *" and "DII **" (the stars point to footnotes).
  if (text.startsWith('FII') || text.startsWith('FPI')) return 'FII';
  if (text.startsWith('DII')) return 'DII';
  throw r.fail(`category is '${text}', expected FII/FPI or DII`);
}

/** Parses NSE's daily FII/DII cash figures (`category,date,buyValue,sellValue,netValue`, ₹ crore). */
export function parseFiiDiiDaily(fileName: string, text: string): InstitutionalFlowFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, FII_DII_DAILY_COLUMNS);
  const indexed = (table.header[0] ?? '').trim() === '';
  const keys = new UniqueKeys(fileName);
  const rows: InstitutionalFlowRow[] = [];
  const lines: number[] = [];
  for (const record of table.records) {
    r.at(record);
    const category = categoryOf(r);
    const date = r.date('DATE', parseDayMonYear, 'DD-Mon-YYYY');
    // A pandas index column numbers every line, so it is left out when comparing lines.
    const fields = indexed ? record.fields.slice(1) : record.fields;
    if (!keys.check(`${category} on ${date}`, { line: record.line, fields })) continue;
    rows.push(flow(r, date, category, ['BUYVALUE', 'SELLVALUE', 'NETVALUE']));
    lines.push(record.line);
  }
  return { period: 'day', rows, warnings: keys.warnings, lines };
}

/** Parses the monthly FII/DII compilation (one line a month, FII and DII side by side, ₹ crore). */
export function parseFiiDiiMonthly(fileName: string, text: string): InstitutionalFlowFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, FII_DII_MONTHLY_COLUMNS);
  const keys = new UniqueKeys(fileName);
  const rows: InstitutionalFlowRow[] = [];
  const lines: number[] = [];
  for (const record of table.records) {
    r.at(record);
    const date = r.date('TRADE_DATE', parseIso, 'YYYY-MM-DD');
    if (!keys.check(date.slice(0, 7), record)) continue;
    rows.push(flow(r, date, 'FII', ['GROSS_PURCHASE_FII', 'GROSS_SALES_FII', 'NET_PURCHASE_SALES_FII']));
    rows.push(flow(r, date, 'DII', ['GROSS_PURCHASE_DII', 'GROSS_SALES_DII', 'NET_PURCHASE_SALES_DII']));
    lines.push(record.line, record.line);
  }
  return { period: 'month', rows, warnings: keys.warnings, lines };
}

import type { IsoDate, Paise, Quantity } from '../units';
import { readCsv } from './csv';
import { parseDayMonYear } from './dates';
import { baseName } from './file-name';
import { NseFileError } from './nse-file-error';
import { readerFor } from './row-reader';
import { UniqueKeys, type WithWarnings } from './unique-keys';

/** Columns of NSE's bulk-deal file; the block-deal file has the same without REMARKS. */
export const BULK_DEAL_COLUMNS = [
  'DATE',
  'SYMBOL',
  'SECURITY NAME',
  'CLIENT NAME',
  'BUY/SELL',
  'QUANTITY TRADED',
  'TRADE PRICE / WGHT. AVG. PRICE',
  'REMARKS',
] as const;
export const BLOCK_DEAL_COLUMNS = BULK_DEAL_COLUMNS.slice(0, 7);

/** One bulk or block deal. */
export interface DealRow {
  readonly tradeDate: IsoDate;
  readonly symbol: string;
  /** As NSE prints it (truncated to 25 characters in bulk-deal files). */
  readonly securityName: string;
  readonly clientName: string;
  readonly side: 'BUY' | 'SELL';
  readonly quantity: Quantity;
  /** Trade price or weighted average price, paise. */
  readonly price: Paise;
  /** Null where empty or `-`. */
  readonly remarks: string | null;
}

/** A deals file: `bulk` or `block`, from the file name. */
export interface DealsFile extends WithWarnings {
  readonly kind: 'bulk' | 'block';
  readonly rows: DealRow[];
}

/** `bulk_deals_11-DEC-2017.csv` → bulk, `block.csv` → block; null when the name says neither. */
export function dealKindFromFileName(fileName: string): 'bulk' | 'block' | null {
  const name = baseName(fileName).toLowerCase();
  if (name.includes('block')) return 'block';
  return name.includes('bulk') ? 'bulk' : null;
}

/** Parses NSE's bulk- or block-deal CSV (`Date,Symbol,Security Name,Client Name,Buy/Sell,…`). */
export function parseDeals(fileName: string, text: string): DealsFile {
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const hasRemarks = table.header.some((h) => h.trim().toUpperCase() === 'REMARKS');
  const kind = dealKindFromFileName(fileName) ?? (hasRemarks ? null : 'block');
  if (kind === null) {
    throw new NseFileError(
      fileName,
      1,
      'bulk and block deals share one layout: keep "bulk" or "block" in the file name (e.g. bulk_deals_11-DEC-2017.csv)',
    );
  }
  const r = readerFor(fileName, table.header, hasRemarks ? BULK_DEAL_COLUMNS : BLOCK_DEAL_COLUMNS);
  const keys = new UniqueKeys(fileName);
  const rows: DealRow[] = [];
  for (const record of table.records) {
    r.at(record);
    const side = r.required('BUY/SELL').toUpperCase();
    if (side !== 'BUY' && side !== 'SELL') throw r.fail(`Buy/Sell is '${side}', expected BUY or SELL`);
    const remarks = hasRemarks ? r.text('REMARKS') : '';
    // Two deals of one client at one price and size on one day would be one line printed twice.
    if (!keys.check(record.fields.join(','), record)) continue;
    rows.push({
      tradeDate: r.date('DATE', parseDayMonYear, 'DD-MON-YYYY'),
      symbol: r.required('SYMBOL'),
      securityName: r.required('SECURITY NAME'),
      clientName: r.required('CLIENT NAME'),
      side,
      quantity: r.quantity('QUANTITY TRADED'),
      price: r.price('TRADE PRICE / WGHT. AVG. PRICE'),
      remarks: remarks === '' || remarks === '-' ? null : remarks,
    });
  }
  return { kind, rows, warnings: keys.warnings };
}

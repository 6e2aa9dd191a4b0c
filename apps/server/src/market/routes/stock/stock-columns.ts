/**
 * stock/getcolumnlist and stock/updatecolumn: the column definitions (spec section 3: field and
 * label) of the stock area's tables and the watchlist. A user's choice is validated here and kept
 * per user by the watchlists area (apps/server/src/watchlists).
 */
import type { ColumnDto, StockTable } from '@nivesh/contracts';

export const STOCK_COLUMNS: Readonly<Record<StockTable, readonly ColumnDto[]>> = {
  allStocks: [
    { field: 'symbol', label: 'Symbol' },
    { field: 'name', label: 'Company' },
    { field: 'sector', label: 'Sector' },
    { field: 'ltp', label: 'LTP (₹)' },
    { field: 'change', label: 'Change (₹)' },
    { field: 'changePct', label: 'Change %' },
    { field: 'volume', label: 'Volume' },
  ],
  peers: [
    { field: 'symbol', label: 'Symbol' },
    { field: 'name', label: 'Company' },
    { field: 'ltp', label: 'LTP (₹)' },
    { field: 'changePct', label: 'Change %' },
    { field: 'marketCapCr', label: 'Market cap (₹ Cr)' },
    { field: 'pe', label: 'P/E' },
    { field: 'roe', label: 'ROE %' },
  ],
  support: [
    { field: 'symbol', label: 'Symbol' },
    { field: 'ltp', label: 'LTP (₹)' },
    { field: 'changePct', label: 'Change %' },
    { field: 's3', label: 'S3' },
    { field: 's2', label: 'S2' },
    { field: 's1', label: 'S1' },
    { field: 'pivot', label: 'Pivot' },
    { field: 'r1', label: 'R1' },
    { field: 'r2', label: 'R2' },
    { field: 'r3', label: 'R3' },
  ],
  returns: [
    { field: 'period', label: 'Period' },
    { field: 'fromDate', label: 'From' },
    { field: 'fromPrice', label: 'Price then (₹)' },
    { field: 'changePct', label: 'Return %' },
    { field: 'annualisedPct', label: 'Annualised %' },
  ],
  financials: [
    { field: 'period', label: 'Period' },
    { field: 'revenue', label: 'Revenue (₹ Cr)' },
    { field: 'operatingProfit', label: 'Operating profit (₹ Cr)' },
    { field: 'opmPct', label: 'OPM %' },
    { field: 'netProfit', label: 'Net profit (₹ Cr)' },
    { field: 'eps', label: 'EPS (₹)' },
    { field: 'totalAssets', label: 'Total assets (₹ Cr)' },
    { field: 'equity', label: 'Equity (₹ Cr)' },
    { field: 'debt', label: 'Debt (₹ Cr)' },
    { field: 'cashFromOperations', label: 'Cash from operations (₹ Cr)' },
  ],
  // A watchlist's columns: what the market services already compute for a stock (the quote, the
  // day's statistics, the valuation at the live price, the technical snapshot's RSI). The symbol is
  // always shown first, so it is not a column to choose.
  watchlist: [
    { field: 'ltp', label: 'LTP (₹)' },
    { field: 'change', label: 'Change (₹)' },
    { field: 'changePct', label: 'Change %' },
    { field: 'volume', label: 'Volume' },
    { field: 'open', label: 'Open (₹)' },
    { field: 'high', label: 'High (₹)' },
    { field: 'low', label: 'Low (₹)' },
    { field: 'prevClose', label: 'Prev. close (₹)' },
    { field: 'high52', label: '52-week high (₹)' },
    { field: 'low52', label: '52-week low (₹)' },
    { field: 'marketCapCr', label: 'Market cap (₹ Cr)' },
    { field: 'pe', label: 'P/E' },
    { field: 'rsi14', label: 'RSI (14)' },
  ],
};

/** The columns a table shows until the user chooses (every column, but for the watchlist the first six). */
export function defaultColumns(table: StockTable): ColumnDto[] {
  const all = STOCK_COLUMNS[table];
  return table === 'watchlist' ? all.slice(0, 4).concat(all.slice(8, 10)) : [...all];
}

/** The columns of `fields` the table still knows, in order (a stored choice read back). */
export function knownColumns(table: StockTable, fields: readonly string[]): ColumnDto[] {
  const byField = new Map(STOCK_COLUMNS[table].map((c) => [c.field, c]));
  return fields.flatMap((field) => byField.get(field) ?? []);
}

/** The columns named in `fields` (comma-separated, in that order), or the unknown names. */
export function selectColumns(
  table: StockTable,
  fields: string,
): { readonly columns: ColumnDto[] } | { readonly unknown: string[] } {
  const byField = new Map(STOCK_COLUMNS[table].map((c) => [c.field, c]));
  const names = [
    ...new Set(
      fields
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f !== ''),
    ),
  ];
  const unknown = names.filter((name) => !byField.has(name));
  if (unknown.length > 0 || names.length === 0) return { unknown };
  return { columns: names.flatMap((name) => byField.get(name) ?? []) };
}

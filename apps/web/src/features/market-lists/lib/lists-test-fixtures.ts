// Answers of the lists endpoints for web tests, valid against the contracts' schemas.
import type { ListStockRow, MarketSource } from '@nivesh/contracts';

export const SOURCE: MarketSource = {
  simulated: true,
  feed: 'simulated',
  sessionDate: '2026-11-23',
  live: true,
  asOf: Date.parse('2026-11-23T05:00:00Z'),
};

/** A stock row with a day change of `changePct` from a previous close of 100 × (index + 1). */
export function stockRow(symbol: string, changePct: number, sector = 'Information Technology'): ListStockRow {
  const prevClose = 100 * (symbol.length + 1);
  const ltp = Math.round(prevClose * (1 + changePct / 100) * 100) / 100;
  return {
    symbol,
    name: `${symbol} Ltd.`,
    sector,
    ltp,
    prevClose,
    change: Math.round((ltp - prevClose) * 100) / 100,
    changePct,
    open: prevClose,
    high: Math.max(ltp, prevClose),
    low: Math.min(ltp, prevClose),
    volume: 1000 * symbol.length,
  };
}

/** The server's message on a successful answer (data, not page text). */
const SERVER_OK = 'ok';

/** What every live answer about the session carries. */
export const DAY_FRAME = {
  status: 1,
  message: SERVER_OK,
  source: SOURCE,
  date: SOURCE.sessionDate,
  live: true,
  asOf: SOURCE.asOf,
} as const;

/** The frame of a live list answer around `rows`. */
export function listAnswer<Row>(rows: readonly Row[], extra: Record<string, unknown> = {}) {
  return {
    ...DAY_FRAME,
    sector: null,
    index: 'all',
    total: rows.length,
    page: 1,
    limit: rows.length,
    columns: [],
    rows,
    ...extra,
  };
}

export const GAINERS: readonly ListStockRow[] = [
  stockRow('INFY', 2.5),
  stockRow('TCS', 1.25),
  stockRow('HDFCBANK', 3.1, 'Financial Services'),
  stockRow('SBIN', 0.4, 'Financial Services'),
];

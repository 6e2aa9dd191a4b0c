// Rows with their quote fields replaced by the stream's latest quote while it is connected.
import type { StreamQuote } from '@nivesh/contracts';
import { useMemo } from 'react';
import { useLiveQuotes } from './use-live-quotes';

/** Symbols subscribed at most (a long list shows the answer's prices, refreshed with it). */
const MAX_LIVE = 200;
/** A live table takes the stream's ticks at most once a second (issue 18: one render per second per row). */
export const LIVE_ROWS_INTERVAL_MS = 1000;

interface QuoteRow {
  readonly symbol: string;
  readonly ltp: number;
  readonly change: number;
  readonly changePct: number;
  readonly high: number;
  readonly low: number;
  readonly volume: number;
}

function withQuote<Row extends QuoteRow>(row: Row, q: StreamQuote | undefined): Row {
  if (!q) return row;
  return {
    ...row,
    ltp: q.ltp,
    change: q.change,
    changePct: q.changePct,
    high: q.high,
    low: q.low,
    volume: q.volume,
  };
}

/**
 * `rows` with live prices from the quote stream, taken at most once per LIVE_ROWS_INTERVAL_MS (the
 * latest quote of each); `live` tells whether the stream is feeding them.
 */
export function useLiveRows<Row extends QuoteRow>(
  rows: readonly Row[] | undefined,
): { rows: Row[] | undefined; live: boolean } {
  const symbols = useMemo(() => (rows ?? []).slice(0, MAX_LIVE).map((r) => r.symbol), [rows]);
  const { quotes, status } = useLiveQuotes(symbols, LIVE_ROWS_INTERVAL_MS);
  const merged = useMemo(() => rows?.map((r) => withQuote(r, quotes.get(r.symbol))), [rows, quotes]);
  return { rows: merged, live: status === 'open' && quotes.size > 0 };
}

/** Crafted sessions for the intraday screen tests (prices in paise). */
import type { IntradayInput, SessionBars } from './intraday-screen-types';

/** One 15-minute bar: [open, high, low, close, volume]; vwap defaults to the close. */
export type Bar15 = readonly [number, number, number, number, number, number?];

/** Session bars from rows; `forming` marks the last as still forming. */
export function sessionBars(rows: readonly Bar15[], forming = false): SessionBars {
  return {
    count: rows.length,
    lastComplete: !forming,
    open: rows.map((r) => r[0]),
    high: rows.map((r) => r[1]),
    low: rows.map((r) => r[2]),
    close: rows.map((r) => r[3]),
    volume: rows.map((r) => r[4]),
    vwap: rows.map((r) => r[5] ?? r[3]),
  };
}

/** A session input: the quote follows the bars unless overridden. */
export function sessionInput(
  rows: readonly Bar15[],
  over: Partial<IntradayInput> & { forming?: boolean } = {},
): IntradayInput {
  const bars = sessionBars(rows, over.forming ?? false);
  const last = rows[rows.length - 1];
  return {
    bars,
    ltp: last?.[3] ?? 0,
    open: rows[0]?.[0] ?? 0,
    high: Math.max(...rows.map((r) => r[1])),
    low: Math.min(...rows.map((r) => r[2])),
    prevClose: 10_000,
    volume: rows.reduce((sum, r) => sum + r[4], 0),
    avgDailyVolume: 0,
    ...over,
  };
}

import { barsFromRupees } from '../backtest/test-bars';
import type { OhlcvColumns } from '../daily-columns';
import type { BacktestMarketData, BacktestStock } from './backtest-request';

/** Test helper: `n` consecutive calendar days from 2024-01-01 as ISO dates (the engine only copies labels). */
export function isoDays(n: number): string[] {
  return Array.from({ length: n }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10));
}

/** Test helper: market data over `stocks`, with a benchmark rising 1 % a day from 100. */
export function marketData(stocks: readonly BacktestStock[], n: number): BacktestMarketData {
  const dates = isoDays(n);
  return {
    dates,
    stocks,
    benchmark: { dates, close: Array.from({ length: n }, (_, i) => 100 * 1.01 ** i) },
    benchmarkName: 'NIFTY 50',
  };
}

/** Test helper: a stock of one sector from bars. */
export function stock(symbol: string, sector: string, bars: OhlcvColumns): BacktestStock {
  return { symbol, sector, bars };
}

/** The ten bars of the engine's hand-computed ledger test (rupees: open, high, low, close). */
export const LEDGER_BARS = barsFromRupees([
  [100, 101, 99, 100],
  [102, 104, 101, 103],
  [103, 106, 102, 105],
  [106, 107, 104, 104],
  [104, 105, 103, 104],
  [100, 101, 98, 99],
  [97, 98, 94, 96],
  [96, 99, 95, 98],
  [98, 100, 97, 99],
  [99, 101, 98, 100],
]);

import type { Drawdown } from './backtest-types';
import { computeMetrics } from './metrics';

/** Closing levels of a benchmark (an index such as NIFTY 50, or a stock) by date, any unit. */
export interface BenchmarkSeries {
  /** Ascending ISO dates (or date-times in the same format as the strategy's). */
  readonly dates: readonly string[];
  readonly close: ArrayLike<number>;
}

/** Buy-and-hold of a benchmark over a strategy's dates. */
export interface BuyAndHoldResult {
  readonly dates: readonly string[];
  /** initial capital × close_t / close at the first date, in paise. */
  readonly equityPaise: Float64Array;
  readonly totalReturn: number;
  readonly cagr: number;
  readonly maxDrawdown: Drawdown;
  readonly sharpe: number | null;
}

/**
 * Invests `initialCapitalPaise` in the benchmark at the close of `dates[0]` and holds it (no
 * charges: an index is not traded). Each date takes the benchmark's last close on or before it,
 * so holidays that differ between the two series carry the previous level forward.
 */
export function buyAndHold(
  dates: readonly string[],
  benchmark: BenchmarkSeries,
  initialCapitalPaise: number,
  options: { periodsPerYear?: number; riskFreeRate?: number } = {},
): BuyAndHoldResult {
  const levels = alignedCloses(dates, benchmark);
  const base = levels.find((v) => v > 0) ?? Number.NaN;
  const equity = levels.map((v) => (v > 0 ? (initialCapitalPaise * v) / base : initialCapitalPaise));
  const metrics = computeMetrics(equity, dates, [], dates.length, initialCapitalPaise, {
    periodsPerYear: options.periodsPerYear ?? 252,
    riskFreeRate: options.riskFreeRate ?? 0,
  });
  const { totalReturn, cagr, maxDrawdown, sharpe } = metrics;
  return { dates, equityPaise: equity, totalReturn, cagr, maxDrawdown, sharpe };
}

/** For each date, the benchmark close of the latest benchmark date ≤ it (0 before the first). */
function alignedCloses(dates: readonly string[], benchmark: BenchmarkSeries): Float64Array {
  const out = new Float64Array(dates.length);
  let j = -1;
  for (let t = 0; t < dates.length; t++) {
    const date = dates[t] ?? '';
    while (j + 1 < benchmark.dates.length && (benchmark.dates[j + 1] ?? '') <= date) j++;
    out[t] = j >= 0 ? (benchmark.close[j] ?? 0) : 0;
  }
  return out;
}

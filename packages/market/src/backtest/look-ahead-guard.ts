import type { OhlcvColumns } from '../daily-columns';
import type { Signals } from './backtest-types';

/** A strategy: signals for every bar, computed from the bars alone. */
export type Strategy = (bars: OhlcvColumns) => Signals;

/** Thrown when a strategy's signal on some bar depends on bars after it. */
export class LookAheadError extends Error {
  override readonly name = 'LookAheadError';

  constructor(
    /** First bar whose signal changed when the future was removed. */
    readonly bar: number,
    /** Which signal column changed. */
    readonly signal: keyof Signals,
    /** Last bar kept in the truncated run that exposed it. */
    readonly truncatedAt: number,
  ) {
    super(
      `Look-ahead: the ${signal} signal of bar ${bar} changes when bars after ${truncatedAt} are removed`,
    );
  }
}

/**
 * Re-runs `strategy` on the bars truncated after each sample point t (bars 0..t) and compares every
 * signal up to t with the full run; throws a `LookAheadError` naming the earliest bar that differs.
 * `samplePoints` is a list of bar indices or a count of evenly spaced ones ending at the last bar
 * (a count ≥ the number of bars checks every prefix).
 */
export function assertNoLookAhead(
  strategy: Strategy,
  bars: OhlcvColumns,
  samplePoints: readonly number[] | number,
): void {
  const n = bars.close.length;
  const full = strategy(bars);
  let first: LookAheadError | null = null;
  for (const t of samplePointList(samplePoints, n)) {
    const cut = strategy(barsPrefix(bars, t + 1));
    for (const signal of ['entries', 'exits'] as const) {
      const bar = firstDifference(full[signal], cut[signal], Math.min(t + 1, first ? first.bar : t + 1));
      if (bar >= 0 && (!first || bar < first.bar)) first = new LookAheadError(bar, signal, t);
    }
  }
  if (first) throw first;
}

function samplePointList(samplePoints: readonly number[] | number, n: number): number[] {
  if (typeof samplePoints !== 'number')
    return samplePoints.filter((t) => Number.isInteger(t) && t >= 0 && t < n);
  if (samplePoints >= n) return Array.from({ length: n }, (_, t) => t);
  const count = Math.max(1, samplePoints);
  return Array.from({ length: count }, (_, k) => Math.floor(((k + 1) * (n - 1)) / count));
}

/** The first `length` bars, as views sharing the columns' memory (no copy). */
export function barsPrefix(bars: OhlcvColumns, length: number): OhlcvColumns {
  return {
    open: bars.open.subarray(0, length),
    high: bars.high.subarray(0, length),
    low: bars.low.subarray(0, length),
    close: bars.close.subarray(0, length),
    volume: bars.volume.subarray(0, length),
    adjFactor: bars.adjFactor.subarray(0, length),
  };
}

/** First index below `length` where the two signal columns disagree (missing = 0), or −1. */
function firstDifference(a: Uint8Array, b: Uint8Array, length: number): number {
  for (let i = 0; i < length; i++) if (((a[i] ?? 0) !== 0) !== ((b[i] ?? 0) !== 0)) return i;
  return -1;
}

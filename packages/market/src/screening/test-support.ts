/** Helpers for the screening tests: bars from rupee closes and a universe backed by plain rows. */
import { weekdays } from '../simulator/test-support';
import type { ScreenBars, ScreenUniverse, SuppliedTimeframe } from './screen-universe';

/** Options of `barsFromCloses`. */
export interface BarsOptions {
  /** First trading day (default Monday 2024-01-01); later days are consecutive weekdays. */
  start?: string;
  /** Explicit dates (overrides `start`). */
  dates?: readonly string[];
  volume?: readonly number[];
  /** Adjustment factor per bar (default 1). */
  adjFactor?: readonly number[];
  /** High/low distance from close in rupees (default 1). */
  spread?: number;
}

/** Daily bars whose close is `closes[t]` rupees (open = previous close, high/low = close ± spread). */
export function barsFromCloses(closes: readonly number[], options: BarsOptions = {}): ScreenBars {
  const n = closes.length;
  const paise = (rupees: number) => Math.round(rupees * 100);
  const spread = options.spread ?? 1;
  const close = Int32Array.from(closes, paise);
  return {
    open: Int32Array.from(closes, (c, t) => paise(t === 0 ? c : (closes[t - 1] ?? c))),
    high: Int32Array.from(closes, (c) => paise(c + spread)),
    low: Int32Array.from(closes, (c) => paise(c - spread)),
    close,
    volume: Float64Array.from(options.volume ?? new Array(n).fill(1000)),
    adjFactor: Float64Array.from(options.adjFactor ?? new Array(n).fill(1)),
    dates: options.dates ?? weekdays(options.start ?? '2024-01-01', n),
  };
}

/** One row of `tableUniverse`. */
export interface UniverseRow {
  symbol: string;
  daily?: ScreenBars;
  m15?: ScreenBars;
  numbers?: Record<string, number>;
  texts?: Record<string, string>;
  indices?: string[];
}

/** A `ScreenUniverse` over plain rows. */
export function tableUniverse(rows: readonly UniverseRow[]): ScreenUniverse {
  const row = (i: number): UniverseRow => rows[i] ?? { symbol: '' };
  return {
    count: rows.length,
    symbol: (i) => row(i).symbol,
    text: (i, field) => row(i).texts?.[field],
    number: (i, field) => row(i).numbers?.[field] ?? Number.NaN,
    bars: (i, timeframe: SuppliedTimeframe) => (timeframe === 'daily' ? row(i).daily : row(i).m15),
    indices: (i) => row(i).indices ?? [],
  };
}

/** `n` closes rising by `step` from `from`. */
export function ramp(n: number, from: number, step: number): number[] {
  return Array.from({ length: n }, (_, t) => from + step * t);
}

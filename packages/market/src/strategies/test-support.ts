import { mulberry32 } from '../indicators/synthetic-ohlcv';
import type { ScreenBars } from '../screening/screen-universe';
import { weekdays } from '../simulator/test-support';
import { findStrategy } from './catalogue';
import { compileStrategy, strategySignals } from './strategy-signals';

/** Test helper: bars from `[open, high, low, close, volume?]` rows in rupees. */
export function barsFromRows(
  rows: readonly (readonly number[])[],
  dates: readonly string[] = weekdays('2024-01-01', rows.length),
): ScreenBars {
  const column = (k: number) => Int32Array.from(rows, (r) => Math.round((r[k] ?? 0) * 100));
  return {
    open: column(0),
    high: column(1),
    low: column(2),
    close: column(3),
    volume: Float64Array.from(rows, (r) => r[4] ?? 1000),
    adjFactor: new Float64Array(rows.length).fill(1),
    dates,
  };
}

/** Test helper: rows of a bar per close (open = previous close, high/low = close ± 1). */
export function rowsFromCloses(closes: readonly number[], volume = 1000): number[][] {
  return closes.map((c, t) => [t === 0 ? c : (closes[t - 1] ?? c), c + 1, c - 1, c, volume]);
}

/**
 * Test helper: a seeded random walk with gaps (open ± gap/2 from the previous close, default 4 %),
 * moves of ± move/2 (default 3 %) on a slow sine drift, and volume 0.5–1.5× with a 6× spike one day in five — enough for
 * every family to fire now and then.
 */
export function choppyBars(
  n: number,
  seed: number,
  options: { dates?: readonly string[]; gap?: number; move?: number } = {},
): ScreenBars {
  const { dates, gap = 0.08, move = 0.06 } = options;
  const random = mulberry32(seed);
  let previous = 500;
  const rows: number[][] = [];
  for (let t = 0; t < n; t++) {
    const drift = Math.sin(t / 40) * 0.006;
    const open = previous * (1 + (random() - 0.5) * gap);
    const close = open * (1 + drift + (random() - 0.5) * move);
    const high = Math.max(open, close) * (1 + random() * 0.01);
    const low = Math.min(open, close) * (1 - random() * 0.01);
    rows.push([open, high, low, close, 1000 * (0.5 + random()) * (random() < 0.2 ? 6 : 1)]);
    previous = close;
  }
  return barsFromRows(rows, dates);
}

/** Test helper: 15-minute dates — each of `days` weekdays repeated `perDay` times. */
export function m15Dates(days: number, perDay: number): string[] {
  return weekdays('2024-01-01', days).flatMap((d) => new Array<string>(perDay).fill(d));
}

/** Test helper: the bars where strategy `id`'s entry and exit conditions hold. */
export function firedBars(
  id: string,
  bars: { daily: ScreenBars; m15?: ScreenBars },
): { entries: number[]; exits: number[] } {
  const definition = findStrategy(id);
  if (!definition) throw new Error(`no strategy ${id}`);
  const signals = strategySignals(compileStrategy(definition), bars, {}, { on: definition.timeframe });
  const ones = (a: Uint8Array) => Array.from(a.keys()).filter((i) => a[i] === 1);
  return { entries: ones(signals.entries), exits: ones(signals.exits) };
}

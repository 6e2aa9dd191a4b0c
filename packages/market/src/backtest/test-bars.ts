import type { OhlcvColumns } from '../daily-columns';
import { mulberry32 } from '../indicators/synthetic-ohlcv';

/** Test helper: bars from `[open, high, low, close]` rows in rupees (adjFactor 1, volume 1000). */
export function barsFromRupees(rows: readonly (readonly [number, number, number, number])[]): OhlcvColumns {
  const column = (k: number) => Int32Array.from(rows, (r) => Math.round((r[k] ?? 0) * 100));
  return {
    open: column(0),
    high: column(1),
    low: column(2),
    close: column(3),
    volume: new Float64Array(rows.length).fill(1000),
    adjFactor: new Float64Array(rows.length).fill(1),
  };
}

/** Test helper: `n` consecutive labels `D00`, `D01`, … (the engine only copies them). */
export function barLabels(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `D${String(i).padStart(2, '0')}`);
}

/** Test helper: a signal column of length `n` with ones at `at`. */
export function signalAt(n: number, ...at: number[]): Uint8Array {
  const out = new Uint8Array(n);
  for (const i of at) out[i] = 1;
  return out;
}

/** Seeded random-walk daily bars in integer paise (tests and the benchmark). */
export function randomWalkPaise(length: number, seed: number, startRupees = 500): OhlcvColumns {
  const random = mulberry32(seed);
  const open = new Int32Array(length);
  const high = new Int32Array(length);
  const low = new Int32Array(length);
  const close = new Int32Array(length);
  let previous = startRupees * 100;
  for (let i = 0; i < length; i++) {
    const o = previous * (1 + (random() - 0.5) * 0.01);
    const c = o * (1 + (random() - 0.5) * 0.04);
    open[i] = Math.round(o);
    close[i] = Math.round(c);
    high[i] = Math.round(Math.max(o, c) * (1 + random() * 0.01));
    low[i] = Math.round(Math.min(o, c) * (1 - random() * 0.01));
    previous = c;
  }
  return {
    open,
    high,
    low,
    close,
    volume: new Float64Array(length).fill(1e5),
    adjFactor: new Float64Array(length).fill(1),
  };
}

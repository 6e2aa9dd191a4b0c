import type { OhlcvColumns } from '../daily-columns';
import { mulberry32 } from '../indicators/synthetic-ohlcv';
import type { SignalEngine } from './engine';
import type { IntradayColumns, Signal, SignalSymbolBars } from './signal-types';

/** Daily columns from closes (paise), each bar ±`halfRange` around its close, open = close, factor 1. */
export function dailyFromCloses(closes: readonly number[], volume = 100_000, halfRange = 20): OhlcvColumns {
  const n = closes.length;
  return {
    open: Int32Array.from(closes),
    high: Int32Array.from(closes, (c) => c + halfRange),
    low: Int32Array.from(closes, (c) => c - halfRange),
    close: Int32Array.from(closes),
    volume: new Float64Array(n).fill(volume),
    adjFactor: new Float64Array(n).fill(1),
  };
}

/** 15-minute bars from closes and volumes, each bar open = previous close, ±`halfRange` wicks. */
export function m15FromCloses(
  closes: readonly number[],
  volumes: readonly number[],
  halfRange = 10,
): IntradayColumns {
  const open = Int32Array.from(closes, (c, i) => (i === 0 ? c : (closes[i - 1] ?? c)));
  return {
    open,
    high: Int32Array.from(closes, (c, i) => Math.max(c, open[i] ?? c) + halfRange),
    low: Int32Array.from(closes, (c, i) => Math.min(c, open[i] ?? c) - halfRange),
    close: Int32Array.from(closes),
    volume: Float64Array.from(volumes),
  };
}

/** `count` copies of `value`. */
export function repeat(value: number, count: number): number[] {
  return new Array<number>(count).fill(value);
}

/** A session of 25 closes at `base` that steps to `after` from bar `jumpBar` on. */
export function steppedSession(base: number, after: number, jumpBar: number): number[] {
  return Array.from({ length: 25 }, (_, i) => (i < jumpBar ? base : after));
}

/** A flat symbol (daily and previous session at `base`) whose today steps to `after` at `jumpBar`. */
export function steppedSymbol(
  base: number,
  after: number,
  jumpBar: number,
  volumes: readonly number[] = repeat(4_000, 25),
  days = 260,
): SignalSymbolBars {
  return {
    symbol: 'TEST',
    sector: 'IT',
    daily: dailyFromCloses(repeat(base, days)),
    m15: m15FromCloses(steppedSession(base, after, jumpBar), volumes),
    m15Previous: m15FromCloses(repeat(base, 25), repeat(4_000, 25)),
  };
}

/** `value` at every index except `spike` at `at`. */
export function withSpike(value: number, count: number, at: number, spike: number): number[] {
  const out = repeat(value, count);
  out[at] = spike;
  return out;
}

function randomWalk(random: () => number, start: number, count: number, step: number): number[] {
  const out: number[] = [];
  let price = start;
  for (let i = 0; i < count; i++) {
    price = Math.max(100, Math.round((price * (1 + (random() - 0.5) * step)) / 5) * 5);
    out.push(price);
  }
  return out;
}

/** A seeded random universe (random-walk daily history, previous and current sessions, volume bursts). */
export function randomUniverse(seed: number, symbols: number, days: number): SignalSymbolBars[] {
  const random = mulberry32(seed);
  return Array.from({ length: symbols }, (_, s) => {
    const dailyCloses = randomWalk(random, 50_000, days, 0.05);
    const last = dailyCloses[dailyCloses.length - 1] ?? 50_000;
    const previous = randomWalk(random, last, 25, 0.012);
    const today = randomWalk(random, previous[24] ?? last, 25, 0.02);
    const volume = () =>
      Array.from({ length: 25 }, () => Math.round(2_000 + random() * (random() < 0.1 ? 40_000 : 6_000)));
    return {
      symbol: `S${s}`,
      sector: s % 2 === 0 ? 'IT' : 'Banks',
      daily: dailyFromCloses(dailyCloses, 100_000, 400),
      m15: m15FromCloses(today, volume(), 60),
      m15Previous: m15FromCloses(previous, volume(), 60),
    };
  });
}

/** Every signal of a whole session: the engine scanned at each of the 25 bar closes in turn. */
export function scanWholeDay(engine: SignalEngine, universe: readonly SignalSymbolBars[]): Signal[] {
  const out: Signal[] = [];
  for (let bar = 0; bar < 25; bar++) out.push(...engine.scanAt(universe, bar));
  return out;
}

/** A copy of every column cut to its first `length` entries. */
export function sliceColumns<T extends object>(columns: T, length: number): T {
  const out: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(columns)) out[name] = (column as Float64Array).slice(0, length);
  return out as T;
}

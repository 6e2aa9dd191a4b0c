import { describe, expect, it } from 'vitest';
import { compileScreen } from './compile-screen';
import type { ScreenResult } from './run-screen';
import { runScreen, runScreenSteps } from './run-screen';
import { ScreenCache } from './screen-cache';
import type { ScreenUniverse } from './screen-universe';
import { barsFromCloses, tableUniverse, type UniverseRow } from './test-support';

/** 23 symbols with different paths (waves of different periods and drifts), 80 bars each. */
function rows(): UniverseRow[] {
  return Array.from({ length: 23 }, (_, s) => ({
    symbol: `S${s}`,
    daily: barsFromCloses(
      Array.from(
        { length: 80 },
        (_, t) => 100 + s + t * ((s % 5) - 2) * 0.3 + 6 * Math.sin((t + s) / (2 + (s % 4))),
      ),
    ),
    m15: barsFromCloses(
      Array.from({ length: 8 }, (_, t) => 100 + s + ((t * (s + 1)) % 7)),
      {
        dates: new Array(8).fill('2024-04-19'),
      },
    ),
    numbers: { market_cap: 1000 * (s + 1) },
    texts: { sector: s % 3 === 0 ? 'IT' : 'Banks' },
  }));
}

/** The universe, counting which rows' bars were read. */
function counted(universe: ScreenUniverse): { universe: ScreenUniverse; read: Set<number> } {
  const read = new Set<number>();
  return {
    read,
    universe: {
      ...universe,
      count: universe.count,
      bars: (i, timeframe) => {
        read.add(i);
        return universe.bars(i, timeframe);
      },
    },
  };
}

function drive(steps: Generator<void, ScreenResult, undefined>): { result: ScreenResult; yields: number } {
  let yields = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { result: step.value, yields };
    yields++;
  }
}

const SCREENS = [
  'close > sma(close, 10) and rsi(14) > 40',
  'crosses_above(ema(close, 5), sma(close, 20)) or close[3] < close',
  'weekly(close) > weekly(sma(close, 3)) and market_cap > 5000',
  'm15(close > vwap()) and sector = "IT"',
  'sma(rsi(14), 5) > 50 and not (change_pct < -1)',
];

describe('runScreenSteps', () => {
  it.each(SCREENS)('gives the matches and values of runScreen for %s, a few rows per step', (source) => {
    const compiled = compileScreen(source);
    const universe = tableUniverse(rows());
    const whole = runScreen(compiled, universe);
    const { result, yields } = drive(runScreenSteps(compiled, universe, { rowsPerStep: 4 }));
    expect(yields).toBe(6); // 23 rows, 4 per step
    expect(Array.from(result.matches)).toEqual(Array.from(whole.matches));
    expect(result.symbols).toEqual(whole.symbols);
    expect(result.columns.map((c) => c.key)).toEqual(whole.columns.map((c) => c.key));
    expect(result.columns.map((c) => Array.from(c.values))).toEqual(
      whole.columns.map((c) => Array.from(c.values)),
    );
  });

  it('evaluates only the rows asked for (a sector screen reads only that sector) and matches as the whole run does there', () => {
    const table = rows();
    const it = table.flatMap((row, i) => (row.texts?.sector === 'IT' ? [i] : []));
    const compiled = compileScreen('close > sma(close, 10)');
    const { universe, read } = counted(tableUniverse(table));
    const { result } = drive(runScreenSteps(compiled, universe, { rows: it, cache: new ScreenCache() }));
    expect([...read].sort((a, b) => a - b)).toEqual(it);
    const whole = runScreen(compiled, tableUniverse(table));
    expect(Array.from(result.matches)).toEqual(Array.from(whole.matches).filter((row) => it.includes(row)));
    expect(result.matches.length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { STRATEGIES } from './catalogue';
import { compileStrategy, strategySignals } from './strategy-signals';

function risingThenFalling(n: number) {
  const close = Array.from({ length: n }, (_, i) => Math.round(10_000 + 2_000 * Math.sin(i / 15) + i * 5));
  const dates = Array.from({ length: n }, (_, i) =>
    new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10),
  );
  return {
    open: Int32Array.from(close, (c) => c - 10),
    high: Int32Array.from(close, (c) => c + 30),
    low: Int32Array.from(close, (c) => c - 30),
    close: Int32Array.from(close),
    volume: Float64Array.from(close, () => 1000),
    adjFactor: Float64Array.from(close, () => 1),
    dates,
  };
}

describe('strategy catalogue', () => {
  it('has unique ids and every rule compiles', () => {
    expect(new Set(STRATEGIES.map((s) => s.id)).size).toBe(STRATEGIES.length);
    for (const s of STRATEGIES) expect(() => compileStrategy(s), s.id).not.toThrow();
  });

  it('turns a crossover strategy into entries and exits on the bars of the cross', () => {
    const bars = risingThenFalling(400);
    const first = STRATEGIES[0];
    if (!first) throw new Error('empty catalogue');
    const { entries, exits } = strategySignals(compileStrategy(first), { daily: bars });
    expect(entries.length).toBe(400);
    expect(entries.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(exits.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});

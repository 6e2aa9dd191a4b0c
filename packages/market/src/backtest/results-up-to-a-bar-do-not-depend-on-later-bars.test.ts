import { describe, expect, it } from 'vitest';
import { barsPrefix } from './look-ahead-guard';
import { backtest } from './run-backtest';
import { smaCrossStrategy } from './sma-cross-strategy';
import { barLabels, randomWalkPaise } from './test-bars';

const n = 600;
const bars = randomWalkPaise(n, 11);
const dates = barLabels(n);
const strategy = smaCrossStrategy(10, 30);
const options = {
  initialCapitalPaise: 10_000_000,
  sizing: { kind: 'percentOfEquity', percent: 100 },
  stopLossPercent: 4,
  targetPercent: 8,
  slippageBps: 10,
} as const;

describe('the engine itself does not look ahead', () => {
  it('gives the same equity and closed trades before the cut when later bars are removed', () => {
    const full = backtest({ bars, dates }, strategy(bars), options);
    expect(full.trades.length).toBeGreaterThan(5);
    for (const cut of [100, 250, 401, 599]) {
      const head = barsPrefix(bars, cut);
      const part = backtest({ bars: head, dates: dates.slice(0, cut) }, strategy(head), options);
      // the last bar of the cut run closes out what is open, so compare up to the bar before it
      expect(Array.from(part.equityPaise.subarray(0, cut - 1))).toEqual(
        Array.from(full.equityPaise.subarray(0, cut - 1)),
      );
      expect(part.trades.filter((t) => t.exitIndex < cut - 1)).toEqual(
        full.trades.filter((t) => t.exitIndex < cut - 1),
      );
    }
  });
});

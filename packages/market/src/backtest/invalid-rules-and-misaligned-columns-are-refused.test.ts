import { describe, expect, it } from 'vitest';
import type { TradingRules } from './backtest-types';
import { backtest } from './run-backtest';
import { barLabels, barsFromRupees, signalAt } from './test-bars';

const bars = barsFromRupees([
  [100, 100, 100, 100],
  [100, 100, 100, 100],
]);
const signals = { entries: signalAt(2, 0), exits: new Uint8Array(2) };

function run(rules: Partial<TradingRules>, dates = barLabels(2)) {
  return backtest({ bars, dates }, signals, {
    initialCapitalPaise: 100_000,
    ...rules,
    sizing: { kind: 'fixed', capitalPaise: 100_000 },
  });
}

describe('backtest input checks', () => {
  it.each([
    ['no capital', { initialCapitalPaise: 0 }],
    ['negative slippage', { slippageBps: -5 }],
    ['a 100 % stop', { stopLossPercent: 100 }],
    ['a negative target', { targetPercent: -1 }],
  ])('refuses %s', (_, rules) => {
    expect(() => run(rules)).toThrow(RangeError);
  });

  it('refuses a date axis of another length than the bars', () => {
    expect(() => run({}, barLabels(3))).toThrow(/one value per date/);
  });

  it('accepts sound rules', () => {
    expect(run({ stopLossPercent: 5, targetPercent: 5, slippageBps: 10 }).trades).toHaveLength(1);
  });
});

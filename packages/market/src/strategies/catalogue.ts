import type { StrategyDefinition } from './strategy-types';

/**
 * Every strategy Nivesh ships. The count shown in the product is `STRATEGIES.length`, never a
 * hand-written number. (Seed entries; the families are filled in by the strategy catalogue work.)
 */
export const STRATEGIES: readonly StrategyDefinition[] = [
  {
    id: 'sma-cross-20-50',
    name: 'SMA 20/50 crossover',
    family: 'Moving-average crossover',
    description:
      'Buy when the 20-day average crosses above the 50-day average; sell when it crosses back below.',
    timeframe: 'daily',
    side: 'long',
    product: 'delivery',
    entry: 'crosses_above(sma(close, 20), sma(close, 50))',
    exit: 'crosses_below(sma(close, 20), sma(close, 50))',
    stopLossPercent: 8,
    targetPercent: 0,
    parameters: { fast: 20, slow: 50 },
  },
  {
    id: 'rsi-reversal-14-30-70',
    name: 'RSI(14) 30/70 reversal',
    family: 'RSI reversal',
    description: 'Buy when RSI(14) rises back above 30 from oversold; sell when it crosses above 70.',
    timeframe: 'daily',
    side: 'long',
    product: 'delivery',
    entry: 'crosses_above(rsi(14), 30)',
    exit: 'crosses_above(rsi(14), 70)',
    stopLossPercent: 6,
    targetPercent: 12,
    parameters: { period: 14, oversold: 30, overbought: 70 },
  },
];

/** The strategy with this id, or undefined. */
export function findStrategy(id: string): StrategyDefinition | undefined {
  return STRATEGIES.find((s) => s.id === id);
}

import { grid2, idNumber, type StrategyFamily, type StrategyParameters } from '../family-builder';

type Pair = { fast: number; slow: number };
const pairs = (list: readonly (readonly [number, number])[]): Pair[] =>
  list.map(([fast, slow]) => ({ fast, slow }));
const daily = { timeframe: 'daily', product: 'delivery', sides: ['long'] } as const;

/** Fast/slow average crossovers (trend following: exit on the opposite cross, no fixed target). */
function crossover(kind: 'sma' | 'ema', list: readonly (readonly [number, number])[]): StrategyFamily<Pair> {
  const label = kind.toUpperCase();
  return {
    ...daily,
    family: kind === 'sma' ? 'Moving-average crossover' : 'EMA crossover',
    summary: `Buy when the fast ${label} crosses above the slow ${label}; sell on the cross back below. Trend following: a stop ${kind === 'sma' ? '8' : '7'} % below the entry, no fixed target.`,
    grid: pairs(list),
    member: ({ fast, slow }) => ({
      id: `${kind}-cross-${fast}-${slow}`,
      name: `${label} ${fast}/${slow} crossover`,
      description:
        kind === 'sma'
          ? `Buy when the ${fast}-day average crosses above the ${slow}-day average; sell when it crosses back below.`
          : `Buy when the ${fast}-day EMA crosses above the ${slow}-day EMA; sell when it crosses back below.`,
      entry: `crosses_above(${kind}(close, ${fast}), ${kind}(close, ${slow}))`,
      exit: `crosses_below(${kind}(close, ${fast}), ${kind}(close, ${slow}))`,
      stopLossPercent: kind === 'sma' ? 8 : 7,
      targetPercent: 0,
    }),
  };
}

export const SMA_CROSSOVER = crossover('sma', [
  [5, 20],
  [10, 30],
  [10, 50],
  [20, 50],
  [20, 100],
  [50, 100],
  [50, 200],
  [100, 200],
]);

export const EMA_CROSSOVER = crossover('ema', [
  [3, 8],
  [5, 13],
  [8, 21],
  [9, 21],
  [12, 26],
  [13, 34],
  [20, 50],
  [50, 200],
]);

/** Stop grows with the average's length: 4 % up to 20 days, 6 % up to 50, 8 % beyond; target 2.5×. */
const stopFor = (period: number) => (period <= 20 ? 4 : period <= 50 ? 6 : 8);

function priceVsAverage(kind: 'sma' | 'ema', periods: readonly number[]): StrategyFamily<{ period: number }> {
  const label = kind.toUpperCase();
  return {
    ...daily,
    family: `Price above ${label}`,
    summary: `Buy when the close crosses above its ${label}; sell when it closes back below. Stop 4–8 % by length, target 2.5 × the stop.`,
    grid: periods.map((period) => ({ period })),
    member: ({ period }) => ({
      id: `close-above-${kind}-${period}`,
      name: `Close above ${label}(${period})`,
      description: `Buy when the close crosses above the ${period}-day ${label}; sell when it crosses back below.`,
      entry: `crosses_above(close, ${kind}(close, ${period}))`,
      exit: `crosses_below(close, ${kind}(close, ${period}))`,
      stopLossPercent: stopFor(period),
      targetPercent: stopFor(period) * 2.5,
    }),
  };
}

export const PRICE_ABOVE_SMA = priceVsAverage('sma', [20, 50, 100, 150, 200]);
export const PRICE_ABOVE_EMA = priceVsAverage('ema', [10, 20, 50, 100, 200]);

export const EMA_RIBBON: StrategyFamily<{ fast: number; middle: number; slow: number }> = {
  ...daily,
  family: 'EMA ribbon alignment',
  summary:
    'Buy when the fast EMA crosses above the middle EMA while the middle EMA and the close are above the slow EMA (all three aligned); sell when the fast EMA crosses back below the middle one.',
  grid: [
    { fast: 5, middle: 13, slow: 34 },
    { fast: 10, middle: 20, slow: 50 },
    { fast: 20, middle: 50, slow: 200 },
  ],
  member: ({ fast, middle, slow }) => ({
    id: `ema-ribbon-${fast}-${middle}-${slow}`,
    name: `EMA ribbon ${fast}/${middle}/${slow}`,
    description: `Buy when EMA(${fast}) crosses above EMA(${middle}) with EMA(${middle}) and the close above EMA(${slow}); sell when EMA(${fast}) crosses back below EMA(${middle}).`,
    entry: `crosses_above(ema(close, ${fast}), ema(close, ${middle})) and ema(close, ${middle}) > ema(close, ${slow}) and close > ema(close, ${slow})`,
    exit: `crosses_below(ema(close, ${fast}), ema(close, ${middle}))`,
    stopLossPercent: 7,
    targetPercent: 20,
  }),
};

export const SUPERTREND_FLIP: StrategyFamily<{ period: number; multiplier: number }> = {
  ...daily,
  family: 'Supertrend flip',
  summary:
    'Buy when the close crosses above the Supertrend line (the trend flips up); sell when it crosses back below. Stop 7 %, target 18 %.',
  grid: grid2('period', [7, 10, 14], 'multiplier', [2, 3, 4]),
  member: ({ period, multiplier }) => ({
    id: `supertrend-${period}-${multiplier}`,
    name: `Supertrend(${period}, ${multiplier}) flip`,
    description: `Buy when the close crosses above Supertrend(${period}, ${multiplier}); sell when it crosses back below.`,
    entry: `crosses_above(close, supertrend(${period}, ${multiplier}))`,
    exit: `crosses_below(close, supertrend(${period}, ${multiplier}))`,
    stopLossPercent: 7,
    targetPercent: 18,
  }),
};

export const KELTNER_BREAKOUT: StrategyFamily<{ multiplier: number } & StrategyParameters> = {
  ...daily,
  family: 'Keltner channel breakout',
  summary:
    'Buy when the close crosses above EMA(20) + m × ATR(10) (the upper Keltner channel); sell when it crosses back below EMA(20). Stop 6 %, target 15 %.',
  grid: [1.5, 2, 2.5].map((multiplier) => ({ multiplier })),
  member: ({ multiplier }) => ({
    id: `keltner-breakout-${idNumber(multiplier)}`,
    name: `Keltner breakout (EMA 20 + ${multiplier} ATR)`,
    description: `Buy when the close crosses above EMA(20) + ${multiplier} × ATR(10); sell when it crosses back below EMA(20).`,
    entry: `crosses_above(close, ema(close, 20) + ${multiplier} * atr(10))`,
    exit: 'crosses_below(close, ema(close, 20))',
    stopLossPercent: 6,
    targetPercent: 15,
  }),
};

import { grid2, idNumber, type StrategyFamily } from '../family-builder';

const daily = { timeframe: 'daily', product: 'delivery', sides: ['long'] } as const;

export const BOLLINGER_REVERSION: StrategyFamily<{ period: number; k: number }> = {
  ...daily,
  family: 'Bollinger reversion',
  summary:
    'Buy when the close crosses back above the lower Bollinger band; sell when it reaches the middle band. Stop 5 %, target 8 %.',
  grid: grid2('period', [10, 20], 'k', [1.5, 2, 2.5]),
  member: ({ period, k }) => ({
    id: `bb-reversion-${period}-${idNumber(k)}`,
    name: `Bollinger(${period}, ${k}) reversion`,
    description: `Buy when the close crosses back above the lower band (SMA ${period} − ${k} SD); sell when it crosses above the middle band.`,
    entry: `crosses_above(close, bb_lower(${period}, ${k}))`,
    exit: `crosses_above(close, bb_middle(${period}))`,
    stopLossPercent: 5,
    targetPercent: 8,
  }),
};

export const BOLLINGER_BREAKOUT: StrategyFamily<{ period: number; k: number }> = {
  ...daily,
  family: 'Bollinger breakout',
  summary:
    'Buy when the close breaks above the upper Bollinger band; sell when it falls back below the middle band. Stop 6 %, target 15 %.',
  grid: grid2('period', [20, 50], 'k', [2, 2.5]),
  member: ({ period, k }) => ({
    id: `bb-breakout-${period}-${idNumber(k)}`,
    name: `Bollinger(${period}, ${k}) breakout`,
    description: `Buy when the close crosses above the upper band (SMA ${period} + ${k} SD); sell when it crosses below the middle band.`,
    entry: `crosses_above(close, bb_upper(${period}, ${k}))`,
    exit: `crosses_below(close, bb_middle(${period}))`,
    stopLossPercent: 6,
    targetPercent: 15,
  }),
};

export const BOLLINGER_SQUEEZE: StrategyFamily<{ width: number }> = {
  ...daily,
  family: 'Bollinger squeeze breakout',
  summary:
    "Buy when the close breaks above the upper band (20, 2) just after a squeeze: the previous day's band width (upper − lower) / middle × 100 was below the threshold; sell below the middle band. Stop 5 %, target 15 %.",
  grid: [6, 10].map((width) => ({ width })),
  member: ({ width }) => ({
    id: `bb-squeeze-${width}`,
    name: `Bollinger squeeze (< ${width} % width) breakout`,
    description: `Buy when the close crosses above the upper band (20, 2) and yesterday's band width was under ${width} % of the middle band; sell when it crosses below the middle band.`,
    entry: `crosses_above(close, bb_upper(20, 2)) and (bb_upper(20, 2)[1] - bb_lower(20, 2)[1]) / bb_middle(20)[1] * 100 < ${width}`,
    exit: 'crosses_below(close, bb_middle(20))',
    stopLossPercent: 5,
    targetPercent: 15,
  }),
};

export const MEAN_REVERSION: StrategyFamily<{ period: number; distance: number }> = {
  ...daily,
  family: 'Mean reversion from the average',
  summary:
    'Buy when the close falls more than x % below its n-day average; sell when it crosses back above the average. Stop x + 2 %, target x %.',
  grid: grid2('period', [10, 20], 'distance', [5, 8]),
  member: ({ period, distance }) => ({
    id: `sma-deviation-${period}-${distance}`,
    name: `${distance} % below SMA(${period})`,
    description: `Buy when the close falls below ${100 - distance} % of its ${period}-day average; sell when it crosses back above the average.`,
    entry: `crosses_below(close, sma(close, ${period}) * ${(100 - distance) / 100})`,
    exit: `crosses_above(close, sma(close, ${period}))`,
    stopLossPercent: distance + 2,
    targetPercent: distance,
  }),
};

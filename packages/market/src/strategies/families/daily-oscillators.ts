import { grid2, type StrategyFamily } from '../family-builder';

const daily = { timeframe: 'daily', product: 'delivery', sides: ['long'] } as const;

export const RSI_REVERSAL: StrategyFamily<{ period: number; oversold: number; overbought: number }> = {
  ...daily,
  family: 'RSI reversal',
  summary:
    'Buy when RSI rises back above the oversold level; sell when it crosses above the overbought level. Stop 6 %, target 12 %.',
  grid: [7, 14, 21].flatMap((period) =>
    [
      [20, 60],
      [25, 65],
      [30, 70],
    ].map(([oversold = 0, overbought = 0]) => ({ period, oversold, overbought })),
  ),
  member: ({ period, oversold, overbought }) => ({
    id: `rsi-reversal-${period}-${oversold}-${overbought}`,
    name: `RSI(${period}) ${oversold}/${overbought} reversal`,
    description: `Buy when RSI(${period}) rises back above ${oversold} from oversold; sell when it crosses above ${overbought}.`,
    entry: `crosses_above(rsi(${period}), ${oversold})`,
    exit: `crosses_above(rsi(${period}), ${overbought})`,
    stopLossPercent: 6,
    targetPercent: 12,
  }),
};

export const RSI_MOMENTUM: StrategyFamily<{ period: number; level: number }> = {
  ...daily,
  family: 'RSI momentum',
  summary:
    'Buy when RSI crosses above a momentum level while the close is above its 50-day average; sell when RSI falls 15 points below that level. Stop 5 %, target 12 %.',
  grid: grid2('period', [9, 14, 21], 'level', [55, 60]),
  member: ({ period, level }) => ({
    id: `rsi-momentum-${period}-${level}`,
    name: `RSI(${period}) momentum above ${level}`,
    description: `Buy when RSI(${period}) crosses above ${level} with the close above SMA(50); sell when RSI(${period}) falls below ${level - 15}.`,
    entry: `crosses_above(rsi(${period}), ${level}) and close > sma(close, 50)`,
    exit: `crosses_below(rsi(${period}), ${level - 15})`,
    stopLossPercent: 5,
    targetPercent: 12,
  }),
};

export const RSI2_PULLBACK: StrategyFamily<{ level: number; trend: number }> = {
  ...daily,
  family: 'RSI(2) pullback in an up-trend',
  summary:
    'Short-term pullback: buy when RSI(2) drops below a low level while the close is above its long average; sell when the close gets back above its 5-day average. Stop 5 %, target 6 %.',
  grid: grid2('level', [5, 10, 15], 'trend', [100, 200]),
  member: ({ level, trend }) => ({
    id: `rsi2-pullback-${level}-${trend}`,
    name: `RSI(2) below ${level} over SMA(${trend})`,
    description: `Buy when RSI(2) falls below ${level} with the close above SMA(${trend}); sell when the close crosses above SMA(5).`,
    entry: `crosses_below(rsi(2), ${level}) and close > sma(close, ${trend})`,
    exit: 'crosses_above(close, sma(close, 5))',
    stopLossPercent: 5,
    targetPercent: 6,
  }),
};

/** Stochastic %K over n bars, written with highest/lowest. */
const stochasticK = (n: number) =>
  `(close - lowest(low, ${n})) / (highest(high, ${n}) - lowest(low, ${n})) * 100`;

export const STOCHASTIC_REVERSAL: StrategyFamily<{ period: number; oversold: number }> = {
  ...daily,
  family: 'Stochastic reversal',
  summary:
    'Stochastic %K = (close − lowest low) / (highest high − lowest low) × 100 over n days. Buy when %K rises back above the oversold level; sell when it crosses above 80. Stop 5 %, target 10 %.',
  grid: grid2('period', [5, 9, 14], 'oversold', [15, 20]),
  member: ({ period, oversold }) => ({
    id: `stochastic-${period}-${oversold}`,
    name: `Stochastic %K(${period}) ${oversold}/80 reversal`,
    description: `Buy when the ${period}-day stochastic %K rises back above ${oversold}; sell when it crosses above 80.`,
    entry: `crosses_above(${stochasticK(period)}, ${oversold})`,
    exit: `crosses_above(${stochasticK(period)}, 80)`,
    stopLossPercent: 5,
    targetPercent: 10,
  }),
};

export const ROC_MOMENTUM: StrategyFamily<{ period: number; threshold: number }> = {
  ...daily,
  family: 'Rate-of-change momentum',
  summary:
    'ROC(n) = (close / close n days ago − 1) × 100. Buy when ROC crosses above a threshold with the close above SMA(50); sell when ROC turns negative. Stop 7 %, target 18 %.',
  grid: grid2('period', [10, 20, 60], 'threshold', [5, 10]),
  member: ({ period, threshold }) => ({
    id: `roc-${period}-${threshold}`,
    name: `ROC(${period}) above ${threshold} %`,
    description: `Buy when the ${period}-day rate of change crosses above ${threshold} % with the close above SMA(50); sell when it falls below 0.`,
    entry: `crosses_above((close / close[${period}] - 1) * 100, ${threshold}) and close > sma(close, 50)`,
    exit: `crosses_below((close / close[${period}] - 1) * 100, 0)`,
    stopLossPercent: 7,
    targetPercent: 18,
  }),
};

export const MACD_SIGNAL_CROSS: StrategyFamily<{ fast: number; slow: number; signal: number }> = {
  ...daily,
  family: 'MACD signal cross',
  summary:
    'Buy when the MACD line crosses above its signal line; sell when it crosses back below. Stop 6 %, target 15 %.',
  grid: [
    [12, 26, 9],
    [8, 17, 9],
    [5, 35, 5],
    [19, 39, 9],
    [3, 10, 16],
    [10, 20, 5],
  ].map(([fast = 0, slow = 0, signal = 0]) => ({ fast, slow, signal })),
  member: ({ fast, slow, signal }) => ({
    id: `macd-cross-${fast}-${slow}-${signal}`,
    name: `MACD(${fast}, ${slow}, ${signal}) signal cross`,
    description: `Buy when MACD(${fast}, ${slow}) crosses above its ${signal}-day signal line; sell when it crosses back below.`,
    entry: `crosses_above(macd(${fast}, ${slow}, ${signal}), macd_signal(${fast}, ${slow}, ${signal}))`,
    exit: `crosses_below(macd(${fast}, ${slow}, ${signal}), macd_signal(${fast}, ${slow}, ${signal}))`,
    stopLossPercent: 6,
    targetPercent: 15,
  }),
};

export const MACD_ZERO_LINE: StrategyFamily<{ fast: number; slow: number }> = {
  ...daily,
  family: 'MACD zero-line cross',
  summary:
    'Buy when the MACD line (fast EMA − slow EMA) crosses above zero; sell when it crosses below. Stop 7 %, target 18 %.',
  grid: [
    [12, 26],
    [8, 17],
    [5, 35],
    [19, 39],
  ].map(([fast = 0, slow = 0]) => ({ fast, slow })),
  member: ({ fast, slow }) => ({
    id: `macd-zero-${fast}-${slow}`,
    name: `MACD(${fast}, ${slow}) zero-line cross`,
    description: `Buy when MACD(${fast}, ${slow}) crosses above 0 (EMA(${fast}) above EMA(${slow})); sell when it crosses below 0.`,
    entry: `crosses_above(macd(${fast}, ${slow}, 9), 0)`,
    exit: `crosses_below(macd(${fast}, ${slow}, 9), 0)`,
    stopLossPercent: 7,
    targetPercent: 18,
  }),
};

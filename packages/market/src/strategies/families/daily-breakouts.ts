import { grid2, idNumber, type StrategyFamily } from '../family-builder';

const daily = { timeframe: 'daily', product: 'delivery', sides: ['long'] } as const;

export const DONCHIAN_BREAKOUT: StrategyFamily<{ entryDays: number; exitDays: number }> = {
  ...daily,
  family: 'Donchian channel breakout',
  summary:
    'Buy when the close breaks above the highest high of the previous n days; sell when it breaks below the lowest low of the previous m days (the turtle rules). Stop 8 %, target 20 %.',
  grid: [
    [10, 5],
    [20, 10],
    [30, 15],
    [40, 20],
    [55, 20],
    [100, 50],
  ].map(([entryDays = 0, exitDays = 0]) => ({ entryDays, exitDays })),
  member: ({ entryDays, exitDays }) => ({
    id: `donchian-${entryDays}-${exitDays}`,
    name: `Donchian ${entryDays}/${exitDays} breakout`,
    description: `Buy when the close crosses above the highest high of the previous ${entryDays} days; sell when it crosses below the lowest low of the previous ${exitDays} days.`,
    entry: `crosses_above(close, highest(high, ${entryDays})[1])`,
    exit: `crosses_below(close, lowest(low, ${exitDays})[1])`,
    stopLossPercent: 8,
    targetPercent: 20,
  }),
};

const volumeTerm = (multiple: number, days: number) =>
  multiple === 1 ? `volume > avg_volume(${days})` : `volume > ${multiple} * avg_volume(${days})`;

export const HIGH_52_WEEK: StrategyFamily<{ exitAverage: number; volumeMultiple: number }> = {
  ...daily,
  family: '52-week-high momentum',
  summary:
    'Buy when the close breaks above the highest high of the previous 252 days (a new 52-week high) on volume above its 50-day average (× 1 or × 1.5); sell when the close falls below its 20- or 50-day average. Stop 8 %, target 25 %.',
  grid: grid2('exitAverage', [20, 50], 'volumeMultiple', [1, 1.5]),
  member: ({ exitAverage, volumeMultiple }) => ({
    id: `high52-sma${exitAverage}-vol${idNumber(volumeMultiple)}`,
    name: `52-week high on ${volumeMultiple}× volume, exit SMA(${exitAverage})`,
    description: `Buy on a close above the previous 52-week high with volume above ${volumeMultiple} × its 50-day average; sell when the close crosses below SMA(${exitAverage}).`,
    entry: `crosses_above(close, highest(high, 252)[1]) and ${volumeTerm(volumeMultiple, 50)}`,
    exit: `crosses_below(close, sma(close, ${exitAverage}))`,
    stopLossPercent: 8,
    targetPercent: 25,
  }),
};

export const VOLUME_BREAKOUT: StrategyFamily<{ days: number; volumeMultiple: number }> = {
  ...daily,
  family: 'Volume breakout',
  summary:
    'Buy when the close breaks above the previous n-day high on at least 2 or 3 times the 20-day average volume; sell when it closes below EMA(20). Stop 6 %, target 15 %.',
  grid: grid2('days', [20, 50], 'volumeMultiple', [2, 3]),
  member: ({ days, volumeMultiple }) => ({
    id: `volume-breakout-${days}-${volumeMultiple}x`,
    name: `${days}-day breakout on ${volumeMultiple}× volume`,
    description: `Buy when the close crosses above the previous ${days}-day high with volume above ${volumeMultiple} × its 20-day average; sell when it crosses below EMA(20).`,
    entry: `crosses_above(close, highest(high, ${days})[1]) and ${volumeTerm(volumeMultiple, 20)}`,
    exit: 'crosses_below(close, ema(close, 20))',
    stopLossPercent: 6,
    targetPercent: 15,
  }),
};

export const GAP_UP_CONTINUATION: StrategyFamily<{ gap: number }> = {
  ...daily,
  family: 'Gap-up continuation',
  summary:
    "Buy after a day that opened more than g % above the previous day's high and closed above its open; sell when the close falls below EMA(10). Stop 5 %, target 10 %.",
  grid: [1, 2, 3].map((gap) => ({ gap })),
  member: ({ gap }) => ({
    id: `gap-up-${gap}`,
    name: `Gap up > ${gap} % held`,
    description: `Buy when the day opens more than ${gap} % above the previous high and closes above its open; sell when the close crosses below EMA(10).`,
    entry: `open > high[1] * ${1 + gap / 100} and close > open`,
    exit: 'crosses_below(close, ema(close, 10))',
    stopLossPercent: 5,
    targetPercent: 10,
  }),
};

export const GAP_DOWN_REVERSAL: StrategyFamily<{ gap: number }> = {
  ...daily,
  family: 'Gap-down reversal',
  summary:
    "Buy after a day that opened more than g % below the previous day's low but closed above its open (buyers absorbed the gap); sell when the close breaks the lowest low of the previous 3 days. Stop 4 %, target 6 %.",
  grid: [1, 2, 3].map((gap) => ({ gap })),
  member: ({ gap }) => ({
    id: `gap-down-reversal-${gap}`,
    name: `Gap down > ${gap} % reversed`,
    description: `Buy when the day opens more than ${gap} % below the previous low and closes above its open; sell when the close falls below the previous 3-day low.`,
    entry: `open < low[1] * ${1 - gap / 100} and close > open`,
    exit: 'close < lowest(low, 3)[1]',
    stopLossPercent: 4,
    targetPercent: 6,
  }),
};

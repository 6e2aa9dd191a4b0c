import type { PositionSide } from '../../backtest/backtest-types';
import { idNumber, type StrategyFamily } from '../family-builder';

/** Intraday 15-minute families trade both ways; every position is squared off at the session's close. */
const intraday = { timeframe: 'm15', product: 'intraday', sides: ['long', 'short'] } as const;

const long = (side: PositionSide) => side === 'long';
const up = (side: PositionSide) => (long(side) ? 'crosses_above' : 'crosses_below');
const down = (side: PositionSide) => (long(side) ? 'crosses_below' : 'crosses_above');
const verb = (side: PositionSide) => (long(side) ? 'Buy' : 'Sell short');
const sideName = (side: PositionSide) => (long(side) ? 'long' : 'short');
const cover = (side: PositionSide) => (long(side) ? 'sell' : 'cover');
const SQUARE_OFF = 'Squared off at the close of the session.';

export const VWAP_CROSS: StrategyFamily<{ stop: number; target: number }> = {
  ...intraday,
  family: 'VWAP cross (15 min)',
  summary: `On 15-minute bars: go long when the close crosses above the session VWAP (short: below); exit on the cross back. Three stop/target pairs. ${SQUARE_OFF}`,
  grid: [
    { stop: 0.5, target: 1 },
    { stop: 0.75, target: 1.5 },
    { stop: 1, target: 2 },
  ],
  member: ({ stop, target }, side) => ({
    id: `m15-vwap-${sideName(side)}-${idNumber(stop)}-${idNumber(target)}`,
    name: `VWAP cross ${sideName(side)} (${stop} % / ${target} %)`,
    description: `${verb(side)} when a 15-minute close crosses ${long(side) ? 'above' : 'below'} the session VWAP; ${cover(side)} when it crosses back. Stop ${stop} %, target ${target} %.`,
    entry: `m15(${up(side)}(close, vwap()))`,
    exit: `m15(${down(side)}(close, vwap()))`,
    stopLossPercent: stop,
    targetPercent: target,
  }),
};

export const VWAP_RSI: StrategyFamily<{ period: number }> = {
  ...intraday,
  family: 'VWAP cross with RSI (15 min)',
  summary: `On 15-minute bars: go long when the close crosses above VWAP with RSI above 55 (short: below VWAP with RSI under 45); exit on the cross back. Stop 0.75 %, target 1.5 %. ${SQUARE_OFF}`,
  grid: [7, 14].map((period) => ({ period })),
  member: ({ period }, side) => ({
    id: `m15-vwap-rsi-${sideName(side)}-${period}`,
    name: `VWAP + RSI(${period}) ${sideName(side)}`,
    description: `${verb(side)} when a 15-minute close crosses ${long(side) ? 'above' : 'below'} VWAP with RSI(${period}) ${long(side) ? 'above 55' : 'below 45'}; ${cover(side)} when it crosses back.`,
    entry: `m15(${up(side)}(close, vwap()) and rsi(${period}) ${long(side) ? '> 55' : '< 45'})`,
    exit: `m15(${down(side)}(close, vwap()))`,
    stopLossPercent: 0.75,
    targetPercent: 1.5,
  }),
};

export const OPENING_RANGE_BREAKOUT: StrategyFamily<{ bars: number }> = {
  ...intraday,
  family: 'Opening-range breakout (15 min)',
  summary: `The opening range is the high and low of the session's first 1, 2 or 4 fifteen-minute bars (15, 30 or 60 minutes). Go long when a close breaks above the range high (short: below the range low); exit when the close crosses back through the middle of the range. Stop 1 %, target 2 %. ${SQUARE_OFF}`,
  grid: [1, 2, 4].map((bars) => ({ bars })),
  member: ({ bars }, side) => ({
    id: `m15-orb-${sideName(side)}-${bars * 15}`,
    name: `${bars * 15}-minute opening-range breakout ${sideName(side)}`,
    description: `${verb(side)} when a 15-minute close breaks ${long(side) ? 'above the high' : 'below the low'} of the first ${bars * 15} minutes; ${cover(side)} when it crosses back through the middle of that range.`,
    entry: `m15(${up(side)}(close, ${long(side) ? 'or_high' : 'or_low'}(${bars})))`,
    exit: `m15(${down(side)}(close, (or_high(${bars}) + or_low(${bars})) / 2))`,
    stopLossPercent: 1,
    targetPercent: 2,
  }),
};

export const M15_EMA_CROSS: StrategyFamily<{ fast: number; slow: number }> = {
  ...intraday,
  family: 'EMA crossover (15 min)',
  summary: `On 15-minute bars: go long when the fast EMA crosses above the slow EMA (short: below); exit on the opposite cross. Stop 0.75 %, target 1.5 %. ${SQUARE_OFF}`,
  grid: [
    { fast: 5, slow: 13 },
    { fast: 9, slow: 21 },
    { fast: 13, slow: 34 },
  ],
  member: ({ fast, slow }, side) => ({
    id: `m15-ema-${sideName(side)}-${fast}-${slow}`,
    name: `15-min EMA ${fast}/${slow} ${sideName(side)}`,
    description: `${verb(side)} when the 15-minute EMA(${fast}) crosses ${long(side) ? 'above' : 'below'} EMA(${slow}); ${cover(side)} on the opposite cross.`,
    entry: `m15(${up(side)}(ema(close, ${fast}), ema(close, ${slow})))`,
    exit: `m15(${down(side)}(ema(close, ${fast}), ema(close, ${slow})))`,
    stopLossPercent: 0.75,
    targetPercent: 1.5,
  }),
};

export const M15_RSI_REVERSAL: StrategyFamily<{ period: number }> = {
  ...intraday,
  family: 'RSI reversal (15 min)',
  summary: `On 15-minute bars: go long when RSI rises back above 30 and exit when it reaches 60 (short: RSI falls back below 70, exit at 40). Stop 0.75 %, target 1.25 %. ${SQUARE_OFF}`,
  grid: [7, 14].map((period) => ({ period })),
  member: ({ period }, side) => ({
    id: `m15-rsi-${sideName(side)}-${period}`,
    name: `15-min RSI(${period}) reversal ${sideName(side)}`,
    description: long(side)
      ? `Buy when the 15-minute RSI(${period}) rises back above 30; sell when it crosses above 60.`
      : `Sell short when the 15-minute RSI(${period}) falls back below 70; cover when it crosses below 40.`,
    entry: `m15(${up(side)}(rsi(${period}), ${long(side) ? 30 : 70}))`,
    exit: `m15(${up(side)}(rsi(${period}), ${long(side) ? 60 : 40}))`,
    stopLossPercent: 0.75,
    targetPercent: 1.25,
  }),
};

export const M15_SUPERTREND: StrategyFamily<{ period: number; multiplier: number }> = {
  ...intraday,
  family: 'Supertrend flip (15 min)',
  summary: `On 15-minute bars: go long when the close crosses above the Supertrend line (short: below); exit on the flip back. Stop 1 %, target 2 %. ${SQUARE_OFF}`,
  grid: [
    { period: 7, multiplier: 2 },
    { period: 10, multiplier: 3 },
  ],
  member: ({ period, multiplier }, side) => ({
    id: `m15-supertrend-${sideName(side)}-${period}-${multiplier}`,
    name: `15-min Supertrend(${period}, ${multiplier}) ${sideName(side)}`,
    description: `${verb(side)} when a 15-minute close crosses ${long(side) ? 'above' : 'below'} Supertrend(${period}, ${multiplier}); ${cover(side)} when it crosses back.`,
    entry: `m15(${up(side)}(close, supertrend(${period}, ${multiplier})))`,
    exit: `m15(${down(side)}(close, supertrend(${period}, ${multiplier})))`,
    stopLossPercent: 1,
    targetPercent: 2,
  }),
};

export const M15_BOLLINGER_BREAKOUT: StrategyFamily<{ period: number; k: number }> = {
  ...intraday,
  family: 'Bollinger breakout (15 min)',
  summary: `On 15-minute bars: go long when the close breaks above the upper band (20, 2) (short: below the lower band); exit when it crosses the middle band. Stop 0.75 %, target 1.5 %. ${SQUARE_OFF}`,
  grid: [{ period: 20, k: 2 }],
  member: ({ period, k }, side) => ({
    id: `m15-bb-breakout-${sideName(side)}-${period}-${k}`,
    name: `15-min Bollinger(${period}, ${k}) breakout ${sideName(side)}`,
    description: `${verb(side)} when a 15-minute close crosses ${long(side) ? 'above the upper' : 'below the lower'} band (${period}, ${k}); ${cover(side)} when it crosses the middle band.`,
    entry: `m15(${up(side)}(close, ${long(side) ? 'bb_upper' : 'bb_lower'}(${period}, ${k})))`,
    exit: `m15(${down(side)}(close, bb_middle(${period})))`,
    stopLossPercent: 0.75,
    targetPercent: 1.5,
  }),
};

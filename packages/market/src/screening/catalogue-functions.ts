import { ADJ } from './catalogue-fields';
import type { ScreenArgument, ScreenFunction, ScreenTimeframe } from './catalogue-types';

const series = (name: string): ScreenArgument => ({ name, type: 'series' });
const period = (name: string, fallback?: number): ScreenArgument =>
  fallback === undefined ? { name, type: 'period' } : { name, type: 'period', default: fallback };
const indicator = (
  name: string,
  args: readonly ScreenArgument[],
  unit: string,
  description: string,
  example: string,
): ScreenFunction => ({ name, kind: 'indicator', args, returns: 'number', unit, description, example });
const macdArgs = [period('fast', 12), period('slow', 26), period('signal', 9)];
const bandArgs = [period('period', 20), { name: 'k', type: 'number', default: 2 } as const];
const timeframe = (name: ScreenTimeframe, description: string, example: string): ScreenFunction => ({
  name,
  kind: 'timeframe',
  args: [series('expression')],
  returns: 'same',
  unit: 'same as the argument',
  description,
  example,
});

/** Every function of the screening language. */
export const SCREEN_FUNCTIONS: readonly ScreenFunction[] = [
  indicator(
    'sma',
    [series('series'), period('period')],
    'unit of the series',
    'Simple moving average',
    'close > sma(close, 200)',
  ),
  indicator(
    'ema',
    [series('series'), period('period')],
    'unit of the series',
    'Exponential moving average (k = 2/(period+1), seeded with the SMA)',
    'ema(close, 9) > ema(close, 21)',
  ),
  indicator(
    'wma',
    [series('series'), period('period')],
    'unit of the series',
    'Linearly weighted moving average (weights 1..period, newest heaviest)',
    'close > wma(close, 20)',
  ),
  indicator(
    'rsi',
    [period('period', 14)],
    '0–100',
    'Wilder’s relative strength index of close',
    'rsi(14) < 30',
  ),
  indicator('macd', macdArgs, '₹', 'MACD line: EMA(fast) − EMA(slow) of close', 'macd() > macd_signal()'),
  indicator(
    'macd_signal',
    macdArgs,
    '₹',
    'MACD signal line: EMA(signal) of the MACD line',
    'macd(12, 26, 9) > macd_signal(12, 26, 9)',
  ),
  indicator('macd_hist', macdArgs, '₹', 'MACD histogram: MACD line − signal line', 'macd_hist() > 0'),
  indicator(
    'bb_upper',
    bandArgs,
    ADJ,
    'Upper Bollinger band: SMA(period) + k × population standard deviation of close',
    'close > bb_upper(20, 2)',
  ),
  indicator(
    'bb_middle',
    [period('period', 20)],
    ADJ,
    'Middle Bollinger band: SMA(period) of close',
    'close > bb_middle(20)',
  ),
  indicator(
    'bb_lower',
    bandArgs,
    ADJ,
    'Lower Bollinger band: SMA(period) − k × population standard deviation of close',
    'close < bb_lower(20, 2)',
  ),
  indicator('atr', [period('period', 14)], ADJ, 'Wilder’s average true range', 'atr(14) / close * 100 > 3'),
  indicator(
    'supertrend',
    [period('period', 10), { name: 'multiplier', type: 'number', default: 3 }],
    ADJ,
    'Supertrend line (bands of (high+low)/2 ± multiplier × ATR)',
    'close > supertrend(10, 3)',
  ),
  {
    ...indicator(
      'vwap',
      [],
      ADJ,
      'Session VWAP of 15-minute bars, restarting each trading day',
      'm15(close) > m15(vwap())',
    ),
    timeframes: ['m15'],
  },
  {
    ...indicator(
      'or_high',
      [period('bars', 1)],
      ADJ,
      'Opening-range high: highest high of the session’s first `bars` 15-minute bars, known from the `bars`-th bar on',
      'm15(crosses_above(close, or_high(2)))',
    ),
    timeframes: ['m15'],
  },
  {
    ...indicator(
      'or_low',
      [period('bars', 1)],
      ADJ,
      'Opening-range low: lowest low of the session’s first `bars` 15-minute bars, known from the `bars`-th bar on',
      'm15(crosses_below(close, or_low(2)))',
    ),
    timeframes: ['m15'],
  },
  indicator(
    'highest',
    [series('series'), period('bars')],
    'unit of the series',
    'Highest value of the series over the last `bars` bars, this bar included',
    'close >= highest(high, 252)',
  ),
  indicator(
    'lowest',
    [series('series'), period('bars')],
    'unit of the series',
    'Lowest value of the series over the last `bars` bars, this bar included',
    'close <= lowest(low, 52)',
  ),
  indicator(
    'avg_volume',
    [period('bars')],
    'shares',
    'Simple average of volume over the last `bars` bars, this bar included',
    'volume > 2 * avg_volume(20)',
  ),
  {
    name: 'abs',
    kind: 'math',
    args: [series('value')],
    returns: 'number',
    unit: 'unit of the value',
    description: 'Absolute value',
    example: 'abs(change_pct) > 3',
  },
  {
    name: 'min',
    kind: 'math',
    args: [series('a'), series('b')],
    returns: 'number',
    unit: 'unit of the values',
    description: 'Smaller of two values',
    example: 'min(open, close) > sma(close, 20)',
  },
  {
    name: 'max',
    kind: 'math',
    args: [series('a'), series('b')],
    returns: 'number',
    unit: 'unit of the values',
    description: 'Larger of two values',
    example: 'max(open, close) < sma(close, 20)',
  },
  {
    name: 'crosses_above',
    kind: 'crossover',
    args: [series('a'), series('b')],
    returns: 'boolean',
    unit: 'true/false',
    description: 'True on the bar where a rises above b: a > b now and a ≤ b on the previous bar',
    example: 'crosses_above(ema(close, 9), ema(close, 21))',
  },
  {
    name: 'crosses_below',
    kind: 'crossover',
    args: [series('a'), series('b')],
    returns: 'boolean',
    unit: 'true/false',
    description: 'True on the bar where a falls below b: a < b now and a ≥ b on the previous bar',
    example: 'crosses_below(close, supertrend(10, 3))',
  },
  {
    name: 'in_index',
    kind: 'membership',
    args: [{ name: 'index', type: 'string' }],
    returns: 'boolean',
    unit: 'true/false',
    description: 'True when the symbol is a constituent of the named index',
    example: 'in_index("NIFTY 50")',
  },
  timeframe(
    'daily',
    'Evaluates the expression on daily bars (the default)',
    'daily(close) > daily(sma(close, 50))',
  ),
  timeframe(
    'weekly',
    'Evaluates the expression on weekly bars (ISO weeks, Monday–Friday, built from daily bars)',
    'weekly(close) > weekly(sma(close, 20))',
  ),
  timeframe('m15', 'Evaluates the expression on 15-minute bars', 'm15(rsi(14)) > 60'),
];

import { atr } from '../indicators/average-true-range';
import { bollingerBands } from '../indicators/bollinger-bands';
import { macd } from '../indicators/macd';
import { ema, sma } from '../indicators/moving-averages';
import { openingRange } from '../indicators/opening-range';
import { rsi } from '../indicators/rsi';
import { nanColumn } from '../indicators/series';
import { supertrend } from '../indicators/supertrend';
import { vwap } from '../indicators/vwap';
import type { PriceBars } from './price-bars';
import { highest, lowest } from './rolling-extremes';
import { wma } from './weighted-moving-average';

/** Computes one catalogue indicator over whole bars: series arguments already evaluated, literal numbers in order. */
export type IndicatorFunction = (
  bars: PriceBars,
  series: readonly Float64Array[],
  numbers: readonly number[],
) => Float64Array;

const EMPTY = new Float64Array(0);

/**
 * Applies `fn` to the part of `values` after its leading run of `NaN` (the warm-up of an inner
 * indicator, e.g. `sma(rsi(14), 5)`), so the warm-up does not poison running sums.
 */
function afterWarmUp(values: Float64Array, fn: (values: Float64Array) => Float64Array): Float64Array {
  let start = 0;
  while (start < values.length && Number.isNaN(values[start] ?? 0)) start++;
  if (start === 0) return fn(values);
  const out = nanColumn(values.length);
  if (start < values.length) out.set(fn(values.subarray(start)), start);
  return out;
}

/** A one-series, one-period indicator such as `sma(series, period)`. */
const onSeries =
  (fn: (values: Float64Array, period: number) => Float64Array): IndicatorFunction =>
  (_bars, series, numbers) =>
    afterWarmUp(series[0] ?? EMPTY, (values) => fn(values, numbers[0] ?? 1));

const macdOf = (bars: PriceBars, numbers: readonly number[]) =>
  macd(bars.close, { fastPeriod: numbers[0], slowPeriod: numbers[1], signalPeriod: numbers[2] });

/** Indices of the first bar of each trading day in intraday bars (VWAP restarts there). */
function sessionStarts(dates: readonly string[]): number[] {
  const starts: number[] = [];
  for (let i = 0; i < dates.length; i++) if (i === 0 || dates[i] !== dates[i - 1]) starts.push(i);
  return starts;
}

/** Implementation of every `indicator` function of the catalogue, by name. */
export const INDICATOR_FUNCTIONS: Readonly<Record<string, IndicatorFunction>> = {
  sma: onSeries(sma),
  ema: onSeries(ema),
  wma: onSeries(wma),
  highest: onSeries(highest),
  lowest: onSeries(lowest),
  rsi: (bars, _series, [period = 14]) => rsi(bars.close, period),
  avg_volume: (bars, _series, [period = 1]) => sma(bars.volume, period),
  macd: (bars, _series, numbers) => macdOf(bars, numbers).macd,
  macd_signal: (bars, _series, numbers) => macdOf(bars, numbers).signal,
  macd_hist: (bars, _series, numbers) => macdOf(bars, numbers).histogram,
  bb_upper: (bars, _series, [period = 20, k = 2]) => bollingerBands(bars.close, period, k).upper,
  bb_middle: (bars, _series, [period = 20]) => bollingerBands(bars.close, period, 0).middle,
  bb_lower: (bars, _series, [period = 20, k = 2]) => bollingerBands(bars.close, period, k).lower,
  atr: (bars, _series, [period = 14]) => atr(bars.high, bars.low, bars.close, period),
  supertrend: (bars, _series, [period = 10, multiplier = 3]) =>
    supertrend(bars.high, bars.low, bars.close, period, multiplier).supertrend,
  vwap: (bars) => vwap(bars.high, bars.low, bars.close, bars.volume, sessionStarts(bars.dates)),
  or_high: (bars, _series, [count = 1]) =>
    openingRange(bars.high, bars.low, count, sessionStarts(bars.dates)).high,
  or_low: (bars, _series, [count = 1]) =>
    openingRange(bars.high, bars.low, count, sessionStarts(bars.dates)).low,
};

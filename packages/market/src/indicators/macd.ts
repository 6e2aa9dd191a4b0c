import { emaInto, type MovingAverageKind, smaInto } from './moving-averages';
import { assertPeriod, nanColumn, type Series } from './series';

/** MACD options; the defaults are the classic 12/26/9 with exponential averages throughout. */
export interface MacdOptions {
  fastPeriod?: number;
  slowPeriod?: number;
  signalPeriod?: number;
  /** Average used for the fast and slow lines (technicalindicators: `SimpleMAOscillator`). */
  oscillatorMa?: MovingAverageKind;
  /** Average used for the signal line (technicalindicators: `SimpleMASignal`). */
  signalMa?: MovingAverageKind;
}

/** MACD columns, aligned to the input; `NaN` during warm-up. */
export interface MacdResult {
  macd: Float64Array;
  signal: Float64Array;
  histogram: Float64Array;
}

/**
 * MACD line (fast MA − slow MA, from index max(fast, slow) − 1), its signal line (MA of the
 * MACD line, `signalPeriod − 1` bars later) and histogram (MACD − signal).
 */
export function macd(values: Series, options: MacdOptions = {}): MacdResult {
  const fastPeriod = options.fastPeriod ?? 12;
  const slowPeriod = options.slowPeriod ?? 26;
  const signalPeriod = options.signalPeriod ?? 9;
  assertPeriod('macd fast', fastPeriod);
  assertPeriod('macd slow', slowPeriod);
  assertPeriod('macd signal', signalPeriod);
  const n = values.length;
  const oscillator = options.oscillatorMa === 'sma' ? smaInto : emaInto;
  const smoothSignal = options.signalMa === 'sma' ? smaInto : emaInto;
  const line = oscillator(values, fastPeriod, 0, nanColumn(n));
  const slow = oscillator(values, slowPeriod, 0, nanColumn(n));
  const start = Math.max(fastPeriod, slowPeriod) - 1;
  // The fast column is reused for the MACD line to save an allocation.
  for (let i = 0; i < n; i++) line[i] = i < start ? Number.NaN : (line[i] as number) - (slow[i] as number);
  const signal = start < n ? smoothSignal(line, signalPeriod, start, nanColumn(n)) : nanColumn(n);
  // Reuse the slow column for the histogram; NaN − x stays NaN during the signal's warm-up.
  const histogram = slow;
  for (let i = 0; i < n; i++) histogram[i] = (line[i] as number) - (signal[i] as number);
  return { macd: line, signal, histogram };
}

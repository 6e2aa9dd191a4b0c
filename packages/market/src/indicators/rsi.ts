import { assertPeriod, at, nanColumn, type Series } from './series';

/**
 * Wilder's relative strength index; `NaN` for indices below `period` (the first value needs
 * `period` price changes). Not rounded (technicalindicators rounds to 2 decimals).
 */
export function rsi(values: Series, period = 14): Float64Array {
  assertPeriod('rsi', period);
  const n = values.length;
  const out = nanColumn(n);
  if (n <= period) return out;
  let gainSum = 0;
  let lossSum = 0;
  for (let i = 1; i <= period; i++) {
    const change = at(values, i) - at(values, i - 1);
    if (change > 0) gainSum += change;
    else if (change < 0) lossSum -= change;
  }
  let avgGain = gainSum / period;
  let avgLoss = lossSum / period;
  out[period] = rsiFromAverages(avgGain, avgLoss);
  const keep = period - 1;
  for (let i = period + 1; i < n; i++) {
    const change = at(values, i) - at(values, i - 1);
    const gain = change > 0 ? change : 0;
    const loss = change < 0 ? -change : 0;
    // (avg*(n-1)+x)/n rather than avg+(x-avg)/n: the form technicalindicators uses.
    avgGain = (avgGain * keep + gain) / period;
    avgLoss = (avgLoss * keep + loss) / period;
    out[i] = rsiFromAverages(avgGain, avgLoss);
  }
  return out;
}

function rsiFromAverages(avgGain: number, avgLoss: number): number {
  // A window with no losses is 100 by definition (the ratio would divide by zero).
  if (avgLoss === 0) return 100;
  if (avgGain === 0) return 0;
  return 100 - 100 / (1 + avgGain / avgLoss);
}

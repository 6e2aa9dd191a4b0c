import type { OhlcvColumns } from '../daily-columns';
import { sma } from '../indicators/moving-averages';
import type { Signals } from './backtest-types';
import type { Strategy } from './look-ahead-guard';

/** Adjusted closes (printed paise × adjFactor), the series strategies should read. */
export function adjustedCloses(bars: OhlcvColumns): Float64Array {
  const out = new Float64Array(bars.close.length);
  for (let i = 0; i < out.length; i++) out[i] = (bars.close[i] ?? 0) * (bars.adjFactor[i] ?? 1);
  return out;
}

/**
 * Moving-average crossover: enter on the bar where SMA(fast) of the adjusted close crosses above
 * SMA(slow), exit where it crosses below. Uses only bars up to t for the signal of bar t.
 */
export function smaCrossStrategy(fast: number, slow: number): Strategy {
  return (bars: OhlcvColumns): Signals => {
    const close = adjustedCloses(bars);
    const f = sma(close, fast);
    const s = sma(close, slow);
    const n = close.length;
    const entries = new Uint8Array(n);
    const exits = new Uint8Array(n);
    for (let t = 1; t < n; t++) {
      const before = (f[t - 1] ?? Number.NaN) - (s[t - 1] ?? Number.NaN);
      const now = (f[t] ?? Number.NaN) - (s[t] ?? Number.NaN);
      // NaN (warm-up) compares false both ways, so no signal until both averages exist.
      if (before <= 0 && now > 0) entries[t] = 1;
      else if (before >= 0 && now < 0) exits[t] = 1;
    }
    return { entries, exits };
  };
}

import { atr } from '../indicators/average-true-range';
import { ema, sma } from '../indicators/moving-averages';
import { rsi } from '../indicators/rsi';
import { vwap } from '../indicators/vwap';
import { valueAt } from './session-bars';
import type { IntradayColumns } from './signal-types';

/**
 * The 15-minute series a scan reads for one symbol: the previous session's bars (if given)
 * followed by today's bars up to the scanned one, with the indicators the intraday rules use.
 * Prices are today's printed paise. Every indicator is causal, so index i depends on bars ≤ i.
 */
export interface IntradayContext {
  /** Index of today's first bar in the series (the number of previous-session bars). */
  readonly todayStart: number;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
  /** EMA 9 and EMA 21 of the 15-minute closes. */
  readonly ema9: Float64Array;
  readonly ema21: Float64Array;
  /** Wilder RSI 14 of the 15-minute closes. */
  readonly rsi14: Float64Array;
  /** Wilder ATR 14 of the 15-minute bars, paise. */
  readonly atr14: Float64Array;
  /** Today's session VWAP (restarts at `todayStart`), paise. */
  readonly vwap: Float64Array;
  /** Simple average of the 20 bars' volume ending at i (the rules compare bar i with index i − 1). */
  readonly volumeAvg20: Float64Array;
  /** Today's opening range (the 09:15–09:30 bar) high and low, paise. */
  readonly openingHigh: number;
  readonly openingLow: number;
}

function appendColumn(
  previous: ArrayLike<number> | undefined,
  today: ArrayLike<number>,
  todayBars: number,
): Float64Array {
  const before = previous?.length ?? 0;
  const out = new Float64Array(before + todayBars);
  if (previous) for (let i = 0; i < before; i++) out[i] = valueAt(previous, i);
  for (let i = 0; i < todayBars; i++) out[before + i] = valueAt(today, i);
  return out;
}

/** Builds the context from the previous session's bars and today's bars 0..`barIndex`. */
export function intradayContext(
  today: IntradayColumns,
  previous: IntradayColumns | undefined,
  barIndex: number,
): IntradayContext {
  const bars = barIndex + 1;
  const todayStart = previous ? previous.close.length : 0;
  const high = appendColumn(previous?.high, today.high, bars);
  const low = appendColumn(previous?.low, today.low, bars);
  const close = appendColumn(previous?.close, today.close, bars);
  const volume = appendColumn(previous?.volume, today.volume, bars);
  return {
    todayStart,
    high,
    low,
    close,
    volume,
    ema9: ema(close, 9),
    ema21: ema(close, 21),
    rsi14: rsi(close, 14),
    atr14: atr(high, low, close, 14),
    vwap: vwap(high, low, close, volume, [0, todayStart]),
    volumeAvg20: sma(volume, 20),
    openingHigh: valueAt(today.high, 0),
    openingLow: valueAt(today.low, 0),
  };
}

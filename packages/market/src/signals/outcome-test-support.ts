import type { DaysAfter } from './outcome';
import type { Signal, SignalSide } from './signal-types';

/** A signal with the given plan (paise), for outcome tests. */
export function planSignal(
  side: SignalSide,
  price: number,
  target: number,
  stop: number,
  horizonDays: number,
  barIndex = 4,
): Signal {
  return {
    symbol: 'X',
    sector: 'IT',
    type: side === 'buy' ? 'ShortTBuy' : 'ShortTSell',
    side,
    rule: 'test',
    barIndex,
    time: barIndex,
    price,
    target,
    stop,
    horizonDays,
    details: {},
  };
}

/** Following days from closes with the given high/low offsets (open = close). */
export function daysFromCloses(closes: readonly number[], up = 0, down = 0): DaysAfter {
  return {
    open: closes,
    high: closes.map((c) => c + up),
    low: closes.map((c) => c - down),
    close: closes,
  };
}

/** Daily bars the intraday tests condition on (plain literals so each test reads on its own). */

import type { IsoDate } from '../units';
import type { IntradayDayInput } from './intraday-path';

/** A typical up day: ₹2,450.00 → ₹2,481.35 with a ₹58.40 range and 1.2 million shares. */
export const UP_DAY: IntradayDayInput = {
  seed: 'intraday-test',
  symbol: 'RELIANCE',
  date: '2024-03-15' as IsoDate,
  open: 245_000,
  high: 249_380,
  low: 243_540,
  close: 248_135,
  volume: 1_234_567,
};

/** The `i`-th of a synthetic universe's days (prices on the tick, ranges of 1–4 %). */
export function syntheticDay(i: number, seed = 'intraday-timing'): IntradayDayInput {
  const base = 5_000 + ((i * 7919) % 300) * 1_000;
  const range = Math.round((base * (0.01 + ((i * 37) % 30) / 1000)) / 5) * 5;
  const low = base - Math.round(range / 10) * 5;
  const high = low + range;
  const open = low + Math.round((range * ((i * 13) % 10)) / 50) * 5;
  const close = low + Math.round((range * ((i * 17) % 10)) / 50) * 5;
  return {
    seed,
    symbol: `SIM${String(i).padStart(3, '0')}`,
    date: '2024-03-15' as IsoDate,
    open: Math.min(Math.max(open, low), high),
    high,
    low,
    close: Math.min(Math.max(close, low), high),
    volume: 200_000 + ((i * 104729) % 2_000_000),
  };
}

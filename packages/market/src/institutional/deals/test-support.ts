/**
 * Sessions for the deals tests: 500 stocks of the package's NSE-like universe (large to small caps,
 * their shares, free floats and volatilities), with prices and volumes from the package's own
 * simulated market, as the server passes them to `simulatedDeals`.
 */

import { generateDailyHistory } from '../../simulator/daily-history';
import { weekdays } from '../../simulator/test-support';
import type { IsoDate, Paise } from '../../units';
import { EQUITIES, simulatorInstruments } from '../../universe/universe';
import type { DealStockDay } from './simulated-deals';

/** One session: its date and its stocks. */
export interface DealSession {
  readonly date: IsoDate;
  readonly stocks: readonly DealStockDay[];
}

const AVERAGE_OVER = 20;
const cache = new Map<string, readonly DealSession[]>();

/** `count` consecutive sessions of 500 stocks (after 20 warm-up sessions for the average volume). */
export function simulatedSessions(seed: string, count: number): readonly DealSession[] {
  const key = `${seed}:${count}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const equities = EQUITIES.slice(0, 500);
  const names = new Map(equities.map((e) => [e.symbol, e.name]));
  const { instruments, sectors } = simulatorInstruments();
  const dates = weekdays('2025-01-01', AVERAGE_OVER + count);
  const history = generateDailyHistory({
    seed,
    dates,
    instruments: instruments.filter((i) => names.has(i.symbol)),
    sectors,
    anchor: 'last',
  });
  const sessions: DealSession[] = [];
  for (let t = AVERAGE_OVER; t < dates.length; t++) {
    const stocks: DealStockDay[] = [];
    for (const [symbol, s] of history.series) {
      const split = s.splitFactor[t] ?? 1;
      let sum = 0;
      // Earlier volumes on today's share basis (a split multiplies the shares and the volume).
      for (let k = t - AVERAGE_OVER; k < t; k++)
        sum += ((s.volume[k] ?? 0) / (s.splitFactor[k] ?? 1)) * split;
      stocks.push({
        symbol,
        name: names.get(symbol) ?? symbol,
        open: (s.open[t] ?? 0) as Paise,
        high: (s.high[t] ?? 0) as Paise,
        low: (s.low[t] ?? 0) as Paise,
        close: (s.close[t] ?? 0) as Paise,
        prevClose: (s.close[t - 1] ?? 0) as Paise,
        volume: s.volume[t] ?? 0,
        averageVolume: sum / AVERAGE_OVER,
        sharesOutstanding: Math.round((s.sharesOutstanding * split) / (s.splitFactor[0] ?? 1)),
      });
    }
    sessions.push({ date: dates[t] ?? ('' as IsoDate), stocks });
  }
  cache.set(key, sessions);
  return sessions;
}

/** Market capitalisation of a stock that session, paise. */
export function marketCap(stock: DealStockDay): number {
  return stock.sharesOutstanding * stock.close;
}

/** Symbols of the `count` smallest companies of a session. */
export function smallestCaps(stocks: readonly DealStockDay[], count: number): string[] {
  return [...stocks]
    .sort((a, b) => marketCap(a) - marketCap(b))
    .slice(0, count)
    .map((s) => s.symbol);
}

/** The session with the `count` smallest companies trading `factor` times their average volume. */
export function withSmallCapSpikes(
  stocks: readonly DealStockDay[],
  count: number,
  factor: number,
): DealStockDay[] {
  const smallest = new Set(smallestCaps(stocks, count));
  return stocks.map((s) =>
    smallest.has(s.symbol) ? { ...s, volume: Math.round(Math.max(s.averageVolume, 1) * factor) } : s,
  );
}

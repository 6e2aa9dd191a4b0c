import type { OhlcvColumns } from '../daily-columns';
import { mulberry32 } from '../indicators/synthetic-ohlcv';
import type { IntradayColumns } from '../signals/signal-types';
import { dailyFromCloses, repeat } from '../signals/test-support';
import { aggregateIntradayBars } from '../simulator/intraday-bars';
import { generateIntradayPath } from '../simulator/intraday-path';
import { isoDate } from '../units';
import type { BacktestMarketData, BacktestStock, IntradayHistory } from './backtest-request';
import { isoDays } from './test-market-data';

/** Test market of the 15-minute replay: daily history, the last sessions in 15-minute bars. */
export interface TestIntradayMarket {
  readonly data: BacktestMarketData;
  /** `data.intraday`. */
  readonly intraday: IntradayHistory;
  /** The history's sessions: their day indices in the daily dates. */
  readonly sessionDays: readonly number[];
  /** Each stock's 15-minute bars of day `day` (printed paise of that day), as the live engine reads them. */
  m15ForDay(symbol: string, day: number): IntradayColumns | undefined;
}

const BAR_SECONDS = 900;
const BAR_MINUTES = 15;

function barLabel(date: string, b: number): string {
  const minute = 9 * 60 + 15 + b * BAR_MINUTES;
  return `${date} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** A seeded random walk of adjusted closes (paise, on the ₹0.05 tick). */
function walk(seed: number, days: number): number[] {
  const random = mulberry32(seed);
  let price = 50_000;
  return Array.from({ length: days }, () => {
    price = Math.max(1_000, Math.round((price * (1 + (random() - 0.5) * 0.05)) / 5) * 5);
    return price;
  });
}

/**
 * The bars with three times the volume on each bar that closes beyond the opening range and the
 * previous day's range (as breakouts on news do), so the Jackpot rule has something to find.
 */
function withBreakoutVolume(bars: IntradayColumns, daily: OhlcvColumns, day: number): IntradayColumns {
  const scale = (daily.adjFactor[day - 1] ?? 1) / (daily.adjFactor[day] ?? 1);
  const up = Math.max(bars.high[0] ?? 0, (daily.high[day - 1] ?? 0) * scale);
  const down = Math.min(bars.low[0] ?? 0, (daily.low[day - 1] ?? 0) * scale);
  const volume = Float64Array.from(bars.volume);
  for (let b = 1; b < bars.close.length; b++) {
    const close = bars.close[b] ?? 0;
    const before = bars.close[b - 1] ?? 0;
    if ((close > up && before <= up) || (close < down && before >= down)) volume[b] = (volume[b] ?? 0) * 3;
  }
  return { ...bars, volume };
}

/**
 * `symbols` stocks with `days` of daily history, a 1:2 split `splitBefore` days before the end
 * (earlier days printed at twice the price, factor 0.5), and their last `sessions` days in
 * 15-minute bars re-simulated through each day's printed bar (the simulator's path generator), with
 * volume bursts on range breakouts.
 */
export function testIntradayMarket(
  symbols: number,
  days: number,
  sessions: number,
  splitBefore = 3,
): TestIntradayMarket {
  const dates = isoDays(days);
  const split = days - splitBefore;
  const stocks: BacktestStock[] = Array.from({ length: symbols }, (_, s) => {
    const closes = walk(100 + s, days).map((c, t) => (t < split ? c * 2 : c));
    const bars = dailyFromCloses(closes, 200_000, 400);
    for (let t = 0; t < split; t++) bars.adjFactor[t] = 0.5;
    return { symbol: `S${s}`, sector: s % 2 === 0 ? 'Banks' : 'Metals', bars };
  });
  const sessionDays = Array.from({ length: sessions }, (_, k) => days - sessions + k);
  const cache = new Map<string, IntradayColumns>();
  const m15ForDay = (symbol: string, day: number): IntradayColumns | undefined => {
    const daily = stocks.find((s) => s.symbol === symbol)?.bars;
    if (!daily || !sessionDays.includes(day)) return undefined;
    const key = `${symbol}:${day}`;
    const known = cache.get(key);
    if (known) return known;
    const path = generateIntradayPath({
      seed: 'intraday-autosignal-replay',
      symbol,
      date: isoDate(dates[day] ?? ''),
      open: daily.open[day] ?? 0,
      high: daily.high[day] ?? 0,
      low: daily.low[day] ?? 0,
      close: daily.close[day] ?? 0,
      volume: daily.volume[day] ?? 0,
    });
    const bars = withBreakoutVolume(aggregateIntradayBars(path, BAR_SECONDS), daily, day);
    cache.set(key, bars);
    return bars;
  };
  const labels: string[] = [];
  const barDates: string[] = [];
  for (const day of sessionDays)
    for (let b = 0; b < 25; b++) {
      labels.push(barLabel(dates[day] ?? '', b));
      barDates.push(dates[day] ?? '');
    }
  /** A stock's sessions joined into one history, each bar carrying its day's factor. */
  const m15Of = (stock: BacktestStock): OhlcvColumns => {
    const sessions = sessionDays.map((day) => m15ForDay(stock.symbol, day));
    const joined = (name: keyof IntradayColumns) =>
      sessions.flatMap((bars) => Array.from(bars?.[name].subarray(0, 25) ?? []));
    return {
      open: Int32Array.from(joined('open')),
      high: Int32Array.from(joined('high')),
      low: Int32Array.from(joined('low')),
      close: Int32Array.from(joined('close')),
      volume: Float64Array.from(joined('volume')),
      adjFactor: Float64Array.from(sessionDays.flatMap((day) => repeat(stock.bars.adjFactor[day] ?? 1, 25))),
    };
  };
  const m15 = new Map(stocks.map((s) => [s.symbol, m15Of(s)]));
  const intraday: IntradayHistory = {
    labels,
    dates: barDates,
    method: 'Synthetic 15-minute sessions.',
    bars: (symbol) => m15.get(symbol),
    benchmark: { dates: labels, close: Array.from(labels, (_, i) => 10_000 + i) },
  };
  return {
    data: {
      dates,
      stocks,
      benchmark: { dates, close: Array.from(dates, (_, i) => 10_000 + i) },
      benchmarkName: 'NIFTY 50',
      intraday,
    },
    intraday,
    sessionDays,
    m15ForDay,
  };
}

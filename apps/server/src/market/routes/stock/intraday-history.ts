/**
 * Intraday bars for the stock charts: today's from the feed's minute bars (rolled up as asked), and
 * for the 1W chart the earlier sessions' 15-minute bars.
 *
 * The feed keeps only today's intraday path, so an earlier session of the simulated market is
 * re-simulated through its printed day bar with the same 1-second model the live session uses
 * (`generateIntradayPath`): every bar agrees with that day's open, high, low, close and volume, but
 * the path between them is drawn from this module's own seed stream, not replayed from the day it
 * traded. Imported (real) data is never given an invented intraday path: callers fall back to daily.
 */
import {
  type IntradayBars,
  type IsoDate,
  istDateTimeToUtc,
  type MarketState,
  NSE_SESSION,
  rollUpIntradayBars,
} from '@nivesh/market';
import { BoundedCache } from '../../bounded-cache';
import { pastDayBars } from '../../past-intraday';

/** Seed of the re-simulated earlier sessions (deterministic: the same bars for every request). */
const HISTORY_SEED = 'stock-chart-intraday-history';
const CACHE_LIMIT = 2_000;

/** Intraday bars of one session with the epoch ms of its 09:15 open and the day's price factor. */
export interface SessionBars {
  readonly date: IsoDate;
  readonly openMs: number;
  readonly bars: IntradayBars;
  /** Multiply printed prices by this to put them in today's (adjusted) terms. */
  readonly factor: number;
}

const cache = new BoundedCache<IntradayBars | undefined>(CACHE_LIMIT);

/** 15-minute bars of completed day `t` of a symbol, re-simulated through its day bar; undefined without one. */
export function pastSessionBars(
  state: MarketState,
  id: number,
  t: number,
  barSeconds: number,
): SessionBars | undefined {
  const date = state.dates[t];
  if (date === undefined) return undefined;
  const openMs = istDateTimeToUtc(date, NSE_SESSION.open).getTime();
  const factor = state.daily(id).adjFactor[t] ?? 1;
  const minutes = barSeconds / 60;
  const bars = cache.get(`${state.meta(id).symbol}|${date}|${barSeconds}`, () =>
    pastDayBars(HISTORY_SEED, state, id, t, minutes),
  );
  return bars && { date, openMs, bars, factor };
}

/** Today's minute bars rolled up by `factor` (1, 5, 15 or 60 minutes). */
export function todayBars(minute: IntradayBars, factor: number): IntradayBars {
  return factor === 1 ? minute : rollUpIntradayBars(minute, factor);
}

/**
 * Intraday bars for the stock charts: today's from the feed's minute bars (rolled up as asked), and
 * for the 1W chart the earlier sessions' 15-minute bars.
 *
 * The feed keeps only today's intraday path, so an earlier session of the simulated market is
 * rebuilt from the feed's path seed (`MarketFeed.pathSeed`) through its printed day bar with the
 * same 1-second model the live session uses (`generateIntradayPath`): the path the market played
 * that day, the one its auto-signals were scanned on. Imported (real) data is never given an
 * invented intraday path: callers fall back to daily.
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

/** Bars of completed day `t` of a symbol as the feed played it (seed `pathSeed`); undefined without a day bar. */
export function pastSessionBars(
  pathSeed: string,
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
  const bars = cache.get(`${pathSeed}|${state.meta(id).symbol}|${date}|${barSeconds}`, () =>
    pastDayBars(pathSeed, state, id, t, minutes),
  );
  return bars && { date, openMs, bars, factor };
}

/** Today's minute bars rolled up by `factor` (1, 5, 15 or 60 minutes). */
export function todayBars(minute: IntradayBars, factor: number): IntradayBars {
  return factor === 1 ? minute : rollUpIntradayBars(minute, factor);
}

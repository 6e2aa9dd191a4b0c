/**
 * The 15-minute history the intraday back-tests read, kept for the market day: building one stock's
 * last 20 sessions (20 day paths rebuilt from the feed's seed) is nearly all the time of a 15-minute run, and the
 * sessions do not change until the next session completes.
 */
import type { IntradayHistory, OhlcvColumns } from '@nivesh/market';
import type { MarketService } from '../market/market.service';
import { INDEX_PATH_SCALE } from '../market/past-intraday';
import { intradayBarsOf, playedSessionsText } from '../trading-tools/measurement-bars';

/** Completed sessions of 15-minute history the intraday tools and auto-signals are back-tested on. */
export const INTRADAY_SESSIONS = 20;

/**
 * Stocks whose bars one market day keeps: above the simulated universe (503). Each holds 20 × 25
 * bars of 4 Int32 and 2 Float64 columns (16 KB), so the cache stays under about 16 MB; stocks
 * beyond it are built for each run and not kept.
 */
export const MAX_KEPT_STOCKS = 1_000;

/** What the 15-minute history is, in words: `simulated` tells the simulated market from the replay of real days. */
export const intradayHistoryMethod = (simulated: boolean): string =>
  `The last ${INTRADAY_SESSIONS} completed sessions in 15-minute bars, NIFTY 50’s too; ${playedSessionsText(simulated)}.`;

/** The market day a history belongs to: the number of completed sessions and the last one. */
export function marketDayKey(market: MarketService): string {
  const { dates } = market.feed.state;
  return `${dates.length}:${dates.at(-1) ?? ''}`;
}

/** Counts of the work done, for tests and measurements. */
export interface IntradayHistoryStats {
  /** Stocks whose 15-minute sessions were built (not read from the cache). */
  builtStocks: number;
  /** Times the history (NIFTY 50's bars and an empty stock cache) was built for a new market day. */
  builtDays: number;
}

/** The 15-minute history of the current market day, built once (NIFTY 50 at once, stocks on first use). */
export class IntradayHistoryCache {
  readonly stats: IntradayHistoryStats = { builtStocks: 0, builtDays: 0 };
  private day = '';
  private history: IntradayHistory | undefined;

  /** `seed`: the feed's seed (MARKET_SEED), whose paths the market played. */
  constructor(
    private readonly market: MarketService,
    private readonly seed: string,
  ) {}

  /** The history of today's completed sessions (undefined without NIFTY 50 or its 15-minute sessions). */
  current(benchmarkId: number): IntradayHistory | undefined {
    const day = marketDayKey(this.market);
    if (day !== this.day) {
      // A run still reading yesterday's history keeps its own object; this one starts empty.
      this.history = this.build(benchmarkId);
      this.day = day;
      this.stats.builtDays++;
    }
    return this.history;
  }

  private build(benchmarkId: number): IntradayHistory | undefined {
    const state = this.market.feed.state;
    const seed = this.seed;
    const index = intradayBarsOf(seed, state, benchmarkId, INTRADAY_SESSIONS, INDEX_PATH_SCALE);
    if (!index) return undefined;
    const { labels } = index;
    const dates = index.bars.dates;
    const kept = new Map<string, OhlcvColumns | null>();
    const stats = this.stats;
    return {
      labels,
      dates,
      method: intradayHistoryMethod(this.market.feed.simulated),
      bars(symbol) {
        const known = kept.get(symbol);
        if (known !== undefined) return known ?? undefined;
        const id = state.idOf(symbol);
        const built = id === undefined ? undefined : intradayBarsOf(seed, state, id, INTRADAY_SESSIONS);
        stats.builtStocks++;
        // Every stock's sessions are the index's: share its session dates instead of a copy each.
        const bars = built && built.labels.length === labels.length ? { ...built.bars, dates } : null;
        if (kept.size < MAX_KEPT_STOCKS) kept.set(symbol, bars);
        return bars ?? undefined;
      },
      benchmark: { dates: labels, close: index.bars.close },
    };
  }
}

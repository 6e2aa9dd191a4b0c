/**
 * The running market's history as a back-test reads it: every universe equity's completed daily
 * bars (views of MarketState, no copy), the completed session dates and NIFTY 50's closes. Today's
 * unfinished session is left out, so a run's answer holds for the whole market day.
 */
import type { BacktestMarketData } from '@nivesh/market';
import { equityIds } from '../market/day/list-scope';
import type { MarketService } from '../market/market.service';
import { MarketScreenUniverse } from '../screens/market-screen-universe';
import type { IntradayHistoryCache } from './intraday-history-cache';

export const BENCHMARK_INDEX = 'NIFTY 50';

/**
 * The completed history of the market's equities and of NIFTY 50, with the 15-minute history of
 * the last sessions from `intraday` (the routes pass the one they keep for the market day, built
 * from the feed's seed).
 */
export function backtestMarketData(
  market: MarketService,
  intraday: IntradayHistoryCache,
): BacktestMarketData {
  const state = market.feed.state;
  const universe = new MarketScreenUniverse(market);
  const indexId = state.idOf(BENCHMARK_INDEX);
  const close = indexId === undefined ? new Int32Array(0) : state.daily(indexId).close;
  return {
    dates: state.dates,
    // The screen universe's rows are the same equities in the same order: it knows their indices.
    stocks: equityIds(state).map((id, row) => {
      const meta = state.meta(id);
      return {
        symbol: meta.symbol,
        sector: meta.sector,
        bars: state.daily(id),
        indices: universe.indices(row),
      };
    }),
    benchmark: { dates: indexId === undefined ? [] : state.dates, close },
    benchmarkName: BENCHMARK_INDEX,
    intraday: indexId === undefined ? undefined : intraday.current(indexId),
  };
}

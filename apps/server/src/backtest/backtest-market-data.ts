/**
 * The running market's history as a back-test reads it: every universe equity's completed daily
 * bars (views of MarketState, no copy), the completed session dates and NIFTY 50's closes. Today's
 * unfinished session is left out, so a run's answer holds for the whole market day.
 */
import type { BacktestMarketData, IntradayHistory } from '@nivesh/market';
import { equityIds } from '../market/day/list-scope';
import type { MarketService } from '../market/market.service';
import { INDEX_PATH_SCALE, pastDayBars } from '../market/past-intraday';
import { MarketScreenUniverse } from '../screens/market-screen-universe';
import { intradayBarsOf } from '../trading-tools/measurement-bars';

/** Completed sessions of 15-minute history the intraday tools are back-tested on. */
export const INTRADAY_SESSIONS = 20;

export const BENCHMARK_INDEX = 'NIFTY 50';

/** The market day a run's data belongs to: the number of completed sessions and the last one. */
export function marketDayKey(market: MarketService): string {
  const { dates } = market.feed.state;
  return `${dates.length}:${dates.at(-1) ?? ''}`;
}

/** The completed history of the market's equities and of NIFTY 50. */
export function backtestMarketData(market: MarketService): BacktestMarketData {
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
    intraday: indexId === undefined ? undefined : intradayHistory(market, indexId),
  };
}

/**
 * The last `INTRADAY_SESSIONS` completed sessions in 15-minute bars, on NIFTY 50's bar axis: each
 * day's path re-simulated through that day's printed bar, as the trading tools' measurement does
 * (built per stock on demand, about 1 ms per session).
 */
function intradayHistory(market: MarketService, indexId: number): IntradayHistory | undefined {
  const state = market.feed.state;
  const index = intradayBarsOf(state, indexId, INTRADAY_SESSIONS, (seed, st, id, t, minutes) =>
    pastDayBars(seed, st, id, t, minutes, INDEX_PATH_SCALE),
  );
  if (!index) return undefined;
  const { labels } = index;
  return {
    labels,
    dates: index.bars.dates,
    method: `The last ${INTRADAY_SESSIONS} completed sessions in 15-minute bars, each re-simulated through that day's printed open, high, low and close (simulated intraday detail), NIFTY 50's the same way.`,
    bars: (symbol) => {
      const id = state.idOf(symbol);
      const built = id === undefined ? undefined : intradayBarsOf(state, id, INTRADAY_SESSIONS);
      return built && built.labels.length === labels.length ? built.bars : undefined;
    },
    benchmark: { dates: labels, close: index.bars.close },
  };
}

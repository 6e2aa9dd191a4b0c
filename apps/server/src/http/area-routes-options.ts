import type { IntradayHistoryCache } from '../backtest/intraday-history-cache';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { MarketService } from '../market/market.service';
import type { EndpointGates } from './endpoint-routes';

/** What app.ts hands every market-backed area plugin (built-in screeners, trading tools, back-tests). */
export interface AreaRoutesOptions {
  readonly market: MarketService;
  readonly db: Db;
  /** The endpoint registry's gates (session, premium tier, operator). */
  readonly gates: EndpointGates;
  readonly clock: Clock;
  /**
   * The feed's seed (MARKET_SEED): the past sessions' intraday paths are rebuilt from it exactly as
   * the market played them (`market/past-intraday.ts`), for back-tests and measurements alike.
   */
  readonly marketSeed: string;
  /**
   * The 15-minute history of the market day (the sessions the market played, rebuilt from the
   * feed's seed), one for the back-tests and the user strategies' measurements alike.
   */
  readonly intradayHistory: IntradayHistoryCache;
  /** TRADING_TOOLS_HISTORY_DAYS: sessions the trading tools' performance is measured on. */
  readonly tradingToolsHistoryDays: number;
  /** CPU priority of background worker threads (BACKGROUND_NICE). */
  readonly backgroundNice: number;
}

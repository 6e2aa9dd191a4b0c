/**
 * The market feed port (ARCHITECTURE §2.1): where the running MarketState's bars and ticks come
 * from. `simulated` (the default) plays the seeded simulated NSE; `replay` plays imported real days.
 */
import type { CorporateAction, IntradayBars, IsoDate, MarketState } from '@nivesh/market';

export type MarketFeedKind = 'simulated' | 'replay';

/** Where the feed's market stands. */
export interface FeedSession {
  /** The session shown: today's while it trades, else the last completed one. */
  readonly date: IsoDate;
  /** True while the session is trading (ticks flowing), false once complete or before the open. */
  readonly live: boolean;
  /** Seconds of the 09:15–15:30 session played so far (0…22,500). */
  readonly secondsPlayed: number;
  /** Epoch ms of 09:15 IST of `date`. */
  readonly openMs: number;
  /** Market time of the last played print (epoch ms). */
  readonly marketTimeMs: number;
}

export interface MarketFeed {
  readonly kind: MarketFeedKind;
  /** True when prices are simulated (the UI then says "Simulated market data"). */
  readonly simulated: boolean;
  /**
   * The seed each session's 1-second path is drawn from (with the symbol, date and day bar): a past
   * session rebuilt with it (`pastDayBars`) is the path the feed played that day.
   */
  readonly pathSeed: string;
  readonly state: MarketState;
  /** Moves the market to the market clock's `now`; returns the ids whose quote changed. */
  advance(now: Date): readonly number[];
  session(): FeedSession;
  /** One-minute bars of the session so far, or undefined for a symbol without intraday data. */
  minuteBars(symbol: string): IntradayBars | undefined;
  /**
   * Last price of each session minute so far (paise, or hundredths of a point for indices): cheap
   * for whole-universe intraday comparisons such as hourly gainers. Undefined when unknown.
   */
  minuteCloses(symbol: string): Int32Array | undefined;
  /**
   * Corporate actions (dividends, splits, bonuses) of a symbol, oldest first, going ex up to
   * `through` (default the session shown; a later day only where the feed knows its future).
   */
  corporateActions(symbol: string, through?: IsoDate): readonly CorporateAction[];
}

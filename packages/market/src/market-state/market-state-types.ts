/**
 * Plain data shapes of MarketState's input and query results (what API v3 serialises), kept apart
 * from the class so the contracts package and the importer can read them without the engine.
 */
import type { IsoDate, Paise } from '../units';

/** Who a symbol is; `sharesOutstanding` (current, after splits/bonuses) drives market-cap weights. */
export interface SymbolMeta {
  readonly symbol: string;
  readonly name?: string;
  readonly sector: string;
  readonly industry?: string;
  readonly isIndex: boolean;
  readonly sharesOutstanding?: number;
  /** Imported equities: the NSE series of the symbol's latest bar (EQ, BE, SM). */
  readonly series?: string;
  /** Imported equities: the ISIN the exchange's file gives. */
  readonly isin?: string;
}

/**
 * One symbol's daily bars on the shared date axis (`MarketStateInput.dates`): printed prices in
 * paise, 0 where the symbol has no bar (not yet listed, suspended); `adjFactor` is the backward
 * price factor (adjusted = printed × factor, 1 on the last bar), all 1 when absent.
 */
export interface DailyColumnsInput {
  readonly meta: SymbolMeta;
  readonly open: ArrayLike<number>;
  readonly high: ArrayLike<number>;
  readonly low: ArrayLike<number>;
  readonly close: ArrayLike<number>;
  readonly volume: ArrayLike<number>;
  readonly adjFactor?: ArrayLike<number>;
  /**
   * The exchange's previous close of each day (the bhavcopy's PREVCLOSE), in that day's printed
   * terms; 0 where unknown (the last earlier close, adjusted, is then the reference).
   */
  readonly prevClose?: ArrayLike<number>;
}

/** Everything needed to build a MarketState, e.g. from imported bars. */
export interface MarketStateInput {
  readonly dates: readonly IsoDate[];
  readonly symbols: readonly DailyColumnsInput[];
  /**
   * Date of the live session. When absent, the last bar is loaded as today's session (so a pure
   * history answers "what happened on the last day"); when present it must follow the last bar and
   * the session starts with no trades.
   */
  readonly sessionDate?: IsoDate;
  /** Epoch ms recorded as every quote's `lastUpdate` at load (no wall clock in `market`). */
  readonly loadedAt?: number;
  /**
   * How far the daily columns reach (absent: a complete history, as the simulated market's).
   * Imported data is partial: sessions before `continuousFrom` may be missing (a gap between
   * imported files), and nothing says the first file is a stock's first day. Then 52-week levels
   * need 250 sessions from `continuousFrom`, and all-time highs are not known (NaN).
   */
  readonly history?: MarketHistoryReach;
}

/** What a partial (imported) history covers: every session from `continuousFrom` to the live one. */
export interface MarketHistoryReach {
  readonly continuousFrom: IsoDate;
}

/** The live quote of one symbol; open/high/low are 0 until the first trade of the session. */
export interface Quote {
  readonly symbol: string;
  readonly ltp: Paise;
  readonly open: Paise;
  readonly high: Paise;
  readonly low: Paise;
  readonly prevClose: Paise;
  readonly volume: number;
  /** Traded value in paise (Σ price × quantity of the session's ticks). */
  readonly turnover: number;
  readonly changePct: number;
  readonly lastUpdate: number;
}

/** One row of top gainers/losers. */
export interface Mover {
  readonly symbol: string;
  readonly sector: string;
  readonly ltp: Paise;
  readonly prevClose: Paise;
  readonly change: Paise;
  readonly changePct: number;
  readonly volume: number;
}

/** A symbol measured against a reference level (52-week high/low, all-time high, breakout level). */
export interface LevelHit {
  readonly symbol: string;
  readonly sector: string;
  readonly ltp: Paise;
  /** The reference level in (adjusted) paise, from days before today. */
  readonly level: number;
  /** (ltp − level) / level × 100. */
  readonly pctFromLevel: number;
  readonly changePct: number;
}

/** A breakout row: the level is the highest high of the lookback window. */
export interface Breakout extends LevelHit {
  readonly volume: number;
  /** Mean daily volume of the lookback window (gaps count as zero). */
  readonly averageVolume: number;
  /** Session volume ÷ (average volume × share of the session played). */
  readonly volumeRatio: number;
  /** volumeRatio > 1. */
  readonly volumeConfirmed: boolean;
}

/** Advance/decline counts of one group of equities. */
export interface BreadthCounts {
  readonly advances: number;
  readonly declines: number;
  readonly unchanged: number;
}

/** Market breadth: totals, advances ÷ declines (null when nothing declined) and per-sector counts. */
export interface Breadth extends BreadthCounts {
  readonly advanceDeclineRatio: number | null;
  readonly sectors: readonly (BreadthCounts & { readonly sector: string })[];
}

/** One tile of the heat map; `weight` is the tile's share (0..1) of the map by the chosen measure. */
export interface HeatMapCell {
  readonly symbol: string;
  readonly sector: string;
  readonly changePct: number;
  readonly marketCap: number;
  readonly turnover: number;
  readonly weight: number;
}

/** One sector's day. */
export interface SectorPerformance extends BreadthCounts {
  readonly sector: string;
  readonly count: number;
  readonly averageChangePct: number;
  /** Change of the sector's total market cap (prev-close caps as weights): an index-like move. */
  readonly weightedChangePct: number;
}

import { z } from 'zod';
import { answerSchema } from '../envelope';
import { columnSchema, liveQuoteSchema, marketSourceSchema } from './common';

/**
 * API v3 shapes of the lists market endpoints (apps/server/src/market/routes/lists.routes.ts):
 * `TodayActivity/*` (movers, 52-week highs and lows, all-time highs, breakouts, market breadth,
 * advance/decline, India VIX) and `hourlyGainerLooser/getData`.
 *
 * Every list answers the whole list when it is short (the NIFTY 500 universe has about 500 rows,
 * so by default every list is "short": the web DataTable pages in the browser); `page` and `limit`
 * page it on the server when given, and `total` always counts the whole list.
 *
 * `date` (YYYY-MM-DD) asks for a completed session: the answer then comes from that day's daily
 * bars (close as the price, the day's high/low, the previous session's close as reference). A date
 * without a session in the market's history is refused with `{ status: 0, message }`. Without a
 * date (or with today's session date) the answer is the live session.
 */

/** Longest list an endpoint returns in one answer. */
export const LIST_LIMIT_MAX = 600;

/** Which universe a list is drawn from. `nifty500` is the whole simulated universe. */
export const LIST_INDEX_FILTERS = ['all', 'nifty50', 'nifty500'] as const;
export type ListIndexFilter = (typeof LIST_INDEX_FILTERS)[number];
/** The NSE index behind each filter value (null: every equity). */
export const LIST_INDEX_NAMES: Readonly<Record<ListIndexFilter, string | null>> = {
  all: null,
  nifty50: 'NIFTY 50',
  nifty500: 'NIFTY 500',
};

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .describe('A completed session (YYYY-MM-DD); omit for the live session');

/** Query parameters every list endpoint accepts. `mobile`/`web_token` are accepted and ignored. */
export const listQueryShape = {
  date: isoDate.optional(),
  /** 1-based page; only with `limit`. */
  page: z.coerce.number().int().min(1).default(1),
  /** Rows per page (default: the whole list). */
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
  /** A sector slug (`information-technology`) or NSE sector name; omit for every sector. */
  sector_id: z.string().trim().min(1).max(80).optional(),
  index: z.enum(LIST_INDEX_FILTERS).default('all'),
  mobile: z.string().optional(),
  web_token: z.string().optional(),
};
export const listQuery = z.object(listQueryShape);
export type ListQuery = z.input<typeof listQuery>;

/** One stock's session: live quote fields, or a completed day's bar (price = that day's close). */
export const listStockRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  /** Last traded price (rupees); a completed day's close for a past date. */
  ltp: z.number(),
  prevClose: z.number(),
  change: z.number(),
  changePct: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  /** Shares traded in the session (so far). */
  volume: z.number(),
});
export type ListStockRow = z.infer<typeof listStockRowSchema>;

/** A stock measured against a level: 52-week high/low, all-time high or breakout level (rupees). */
export const listLevelRowSchema = listStockRowSchema.extend({
  level: z.number(),
  /** (ltp − level) ÷ level × 100. */
  pctFromLevel: z.number(),
});
export type ListLevelRow = z.infer<typeof listLevelRowSchema>;

/** What every list answer carries besides its rows. */
const listFrame = {
  source: marketSourceSchema,
  /** The session the rows describe. */
  date: z.string(),
  /** True when `date` is the live session (rows move), false for a completed day. */
  live: z.boolean(),
  /** Market time the rows are as of (epoch ms): now for the live session, 15:30 IST for a past day. */
  asOf: z.number(),
  /** The sector filter applied (NSE sector name), or null. */
  sector: z.string().nullable(),
  index: z.enum(LIST_INDEX_FILTERS),
  /** Rows in the whole list (before paging). */
  total: z.number().int(),
  page: z.number().int(),
  /** Rows per page; equals `total` when the whole list was returned. */
  limit: z.number().int(),
  columns: z.array(columnSchema),
};

function listAnswer<Row extends z.ZodType, Extra extends z.ZodRawShape>(row: Row, extra: Extra) {
  return answerSchema({ ...listFrame, ...extra, rows: z.array(row) });
}

// GET TodayActivity/getTopGainers, TodayActivity/getTopLosers  (listQuery)
// Gainers: change > 0, highest % first; losers: change < 0, lowest % first; ties by symbol.
export const moversResponse = listAnswer(listStockRowSchema, {
  direction: z.enum(['gainers', 'losers']),
});
export type MoversResponse = z.infer<typeof moversResponse>;

// GET TodayActivity/get52WeekHigh, TodayActivity/get52WeekLow
// list=new: stocks whose session high (low) reached the highest high (lowest low) of the previous
// 250 sessions, furthest through first. list=near: stocks whose price is within `within` % of it.
export const FIFTY_TWO_WEEK_LISTS = ['new', 'near'] as const;
export const fiftyTwoWeekQuery = z.object({
  ...listQueryShape,
  list: z.enum(FIFTY_TWO_WEEK_LISTS).default('new'),
  /** For list=near: the distance from the level, in % (default 5). */
  within: z.coerce.number().min(0.1).max(25).default(5),
});
export type FiftyTwoWeekQuery = z.input<typeof fiftyTwoWeekQuery>;
export const fiftyTwoWeekResponse = listAnswer(listLevelRowSchema, {
  kind: z.enum(['high', 'low']),
  list: z.enum(FIFTY_TWO_WEEK_LISTS),
  within: z.number().nullable(),
});
export type FiftyTwoWeekResponse = z.infer<typeof fiftyTwoWeekResponse>;

// GET TodayActivity/getNewFiftyTwo  (listQuery; page/limit apply to each of the two lists)
// Both lists of new 52-week highs and lows, their counts, and the daily counts of recent sessions.
export const newFiftyTwoDaySchema = z.object({ date: z.string(), highs: z.number(), lows: z.number() });
export const newFiftyTwoResponse = answerSchema({
  ...listFrame,
  highs: z.array(listLevelRowSchema),
  lows: z.array(listLevelRowSchema),
  counts: z.object({ highs: z.number().int(), lows: z.number().int() }),
  /** Counts of new highs and lows per completed session, oldest first (about three months). */
  history: z.array(newFiftyTwoDaySchema),
});
export type NewFiftyTwoResponse = z.infer<typeof newFiftyTwoResponse>;

// GET TodayActivity/getAllTimeHigh  (listQuery)
// Stocks whose session high reached their highest (adjusted) high of all completed sessions.
export const allTimeHighResponse = listAnswer(listLevelRowSchema, {});
export type AllTimeHighResponse = z.infer<typeof allTimeHighResponse>;

// GET TodayActivity/getBreakoutStocks
// Price above the highest high of the previous `lookback` sessions. Volume confirmation: the
// session's volume is above the window's average daily volume, pro-rated to the share of the
// session played so far (a whole day for a completed date). `volume=any` lists unconfirmed ones too.
export const BREAKOUT_LOOKBACKS = [20, 50, 250] as const;
export const breakoutQuery = z.object({
  ...listQueryShape,
  lookback: z.coerce
    .number()
    .int()
    .refine((n) => (BREAKOUT_LOOKBACKS as readonly number[]).includes(n), 'lookback must be 20, 50 or 250')
    .default(20),
  volume: z.enum(['confirmed', 'any']).default('confirmed'),
});
export type BreakoutQuery = z.input<typeof breakoutQuery>;
export const breakoutRowSchema = listLevelRowSchema.extend({
  /** Average daily volume of the lookback window. */
  averageVolume: z.number(),
  /** Session volume ÷ the average pro-rated to the share of the session played. */
  volumeRatio: z.number(),
  volumeConfirmed: z.boolean(),
});
export type BreakoutRow = z.infer<typeof breakoutRowSchema>;
export const breakoutResponse = listAnswer(breakoutRowSchema, {
  lookback: z.number().int(),
  volume: z.enum(['confirmed', 'any']),
  /** Share (0..1) of the session the volume pro-rating used. */
  sessionFraction: z.number(),
});
export type BreakoutResponse = z.infer<typeof breakoutResponse>;

/** Advances, declines and unchanged of one group of stocks. */
export const listBreadthCountsSchema = z.object({
  advances: z.number().int(),
  declines: z.number().int(),
  unchanged: z.number().int(),
  total: z.number().int(),
  /** advances ÷ declines; null when nothing declined. */
  advanceDeclineRatio: z.number().nullable(),
});
export type ListBreadthCounts = z.infer<typeof listBreadthCountsSchema>;

/**
 * Share (%) of stocks whose price is above their 20/50/200-day simple moving average of daily
 * closes (the SMA includes the session's own price); null when no stock has that much history.
 */
export const movingAverageBreadthSchema = z.object({
  above20Pct: z.number().nullable(),
  above50Pct: z.number().nullable(),
  above200Pct: z.number().nullable(),
});
export type MovingAverageBreadth = z.infer<typeof movingAverageBreadthSchema>;

export const listSectorBreadthSchema = listBreadthCountsSchema.extend({
  sector: z.string(),
  /** The sector's URL slug (for /market-breadth-stock/{ex_sector_id}). */
  slug: z.string(),
  averageChangePct: z.number(),
  movingAverages: movingAverageBreadthSchema,
});
export type ListSectorBreadth = z.infer<typeof listSectorBreadthSchema>;

// GET TodayActivity/getMarketBreadth  (listQuery; page/limit/sector_id do not apply)
export const marketBreadthResponse = answerSchema({
  source: marketSourceSchema,
  date: z.string(),
  live: z.boolean(),
  asOf: z.number(),
  index: z.enum(LIST_INDEX_FILTERS),
  totals: listBreadthCountsSchema,
  movingAverages: movingAverageBreadthSchema,
  /** Every sector with stocks in the universe, by name. */
  sectors: z.array(listSectorBreadthSchema),
});
export type MarketBreadthResponse = z.infer<typeof marketBreadthResponse>;

// GET TodayActivity/getMarketBreadthStock?ex_sector_id=  (the stocks of one sector)
// ex_sector_id: the sector slug; a number n is also accepted as the n-th sector by name (1-based).
export const marketBreadthStockQuery = z.object({
  ...listQueryShape,
  ex_sector_id: z.string().trim().min(1).max(80),
});
export type MarketBreadthStockQuery = z.input<typeof marketBreadthStockQuery>;
export const breadthStockRowSchema = listStockRowSchema.extend({
  sma20: z.number().nullable(),
  sma50: z.number().nullable(),
  sma200: z.number().nullable(),
  /** Price above the SMA (null without enough history). */
  above20: z.boolean().nullable(),
  above50: z.boolean().nullable(),
  above200: z.boolean().nullable(),
});
export type BreadthStockRow = z.infer<typeof breadthStockRowSchema>;
export const marketBreadthStockResponse = listAnswer(breadthStockRowSchema, {
  slug: z.string(),
  totals: listBreadthCountsSchema,
  movingAverages: movingAverageBreadthSchema,
});
export type MarketBreadthStockResponse = z.infer<typeof marketBreadthStockResponse>;

// GET TodayActivity/getAdvanceDecline  (listQuery; `days`: history length, default 250 ≈ a year)
export const advanceDeclineQuery = z.object({
  ...listQueryShape,
  days: z.coerce.number().int().min(5).max(1250).default(250),
});
export type AdvanceDeclineQuery = z.input<typeof advanceDeclineQuery>;
export const advanceDeclineDaySchema = listBreadthCountsSchema.extend({
  date: z.string(),
  /** NIFTY 50's close that day (points), null when unknown. */
  nifty: z.number().nullable(),
});
export type AdvanceDeclineDay = z.infer<typeof advanceDeclineDaySchema>;
export const advanceDeclineResponse = answerSchema({
  source: marketSourceSchema,
  date: z.string(),
  live: z.boolean(),
  asOf: z.number(),
  index: z.enum(LIST_INDEX_FILTERS),
  /** The asked session (live or completed); `nifty` is NIFTY 50's level at `asOf`. */
  today: advanceDeclineDaySchema,
  /** Completed sessions before `date` (close vs previous close), oldest first. */
  history: z.array(advanceDeclineDaySchema),
  summary: z.object({
    /** Mean of the daily ratios over the history (days with no decline left out). */
    averageRatio: z.number().nullable(),
    daysAdvancesLed: z.number().int(),
    daysDeclinesLed: z.number().int(),
  }),
});
export type AdvanceDeclineResponse = z.infer<typeof advanceDeclineResponse>;

// GET TodayActivity/getIndiaVix  (date, days: history length, default 250)
export const indiaVixQuery = z.object({
  date: isoDate.optional(),
  days: z.coerce.number().int().min(5).max(2600).default(250),
  mobile: z.string().optional(),
  web_token: z.string().optional(),
});
export type IndiaVixQuery = z.input<typeof indiaVixQuery>;
export const vixDaySchema = z.object({
  date: z.string(),
  vix: z.number().nullable(),
  nifty: z.number().nullable(),
});
export type VixDay = z.infer<typeof vixDaySchema>;
export const indiaVixResponse = answerSchema({
  source: marketSourceSchema,
  date: z.string(),
  live: z.boolean(),
  asOf: z.number(),
  /** False while the market has no INDIA VIX series; `vix` is then null and `history` has NIFTY only. */
  available: z.boolean(),
  /** The VIX on `date` (live quote, or the completed day's bar), with its 52-week range. */
  vix: liveQuoteSchema
    .extend({ fiftyTwoWeekHigh: z.number().nullable(), fiftyTwoWeekLow: z.number().nullable() })
    .nullable(),
  nifty: liveQuoteSchema.nullable(),
  /** Daily closes of completed sessions up to `date` (excluded), oldest first. */
  history: z.array(vixDaySchema),
  /**
   * Correlation of daily % changes of VIX and NIFTY 50 over the history (−1..1; usually negative:
   * volatility rises when the market falls); null without VIX or enough days.
   */
  correlation: z.number().nullable(),
});
export type IndiaVixResponse = z.infer<typeof indiaVixResponse>;

/** The hours of the 09:15–15:30 session (the last one is 15:15–15:30), and the last 60 minutes. */
export const HOURLY_PERIODS = ['1', '2', '3', '4', '5', '6', '7', 'last60'] as const;
export type HourlyPeriod = (typeof HOURLY_PERIODS)[number];

// GET hourlyGainerLooser/getData?hour=1..7|last60&type=gainers|losers  (+ listQuery filters)
// Change from the price at the start of the period (the session's open for hour 1) to its end (or
// now, while it runs), from each stock's minute closes. Today's session only: a past `date` is refused.
export const hourlyQuery = z.object({
  ...listQueryShape,
  hour: z.enum(HOURLY_PERIODS).default('last60'),
  type: z.enum(['gainers', 'losers']).default('gainers'),
});
export type HourlyQuery = z.input<typeof hourlyQuery>;
export const hourlyPeriodSchema = z.object({
  hour: z.enum(HOURLY_PERIODS),
  /** "09:15–10:15" (IST). */
  label: z.string(),
  state: z.enum(['done', 'running', 'upcoming']),
});
export type HourlyPeriodDto = z.infer<typeof hourlyPeriodSchema>;
export const hourlyRowSchema = listStockRowSchema.extend({
  startPrice: z.number(),
  endPrice: z.number(),
  periodChange: z.number(),
  periodChangePct: z.number(),
});
export type HourlyRow = z.infer<typeof hourlyRowSchema>;
export const hourlyResponse = listAnswer(hourlyRowSchema, {
  hour: z.enum(HOURLY_PERIODS),
  type: z.enum(['gainers', 'losers']),
  /** The period's start and end (epoch ms); `to` is now while the period runs. */
  from: z.number(),
  to: z.number(),
  periods: z.array(hourlyPeriodSchema),
});
export type HourlyResponse = z.infer<typeof hourlyResponse>;

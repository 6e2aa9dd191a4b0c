import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { liveQuoteSchema, marketSourceSchema } from './common';

/**
 * Intraday screens, price patterns, pre-market screens and the shared filter options (issue 4,
 * docs/intraday-and-pre-market-screeners.md). Prices in rupees, percentages plain numbers
 * (1.5 = 1.5 %), quantities in shares, values in ₹ crore. `sector_id` is `all`, a sector slug, its
 * name, or its 1-based number in `stock/getFilterData`'s list. An unknown screen, pattern, sector or
 * symbol is a refusal `{status: 0, message}` with HTTP 200.
 *
 * | call                             | query                       | answer                          |
 * |----------------------------------|-----------------------------|---------------------------------|
 * | IntradayScreener/getScreenerList | `intradaySectorQuery`       | `intradayScreenerListSchemas`   |
 * | IntradayScreener/getStockData    | `intradayStockDataQuery`    | `intradayStockDataSchemas`      |
 * | PricePattern/getPatternList      | `intradaySectorQuery`       | `pricePatternListSchemas`       |
 * | PricePattern/getPatternStocks    | `pricePatternStocksQuery`   | `pricePatternStocksSchemas`     |
 * | PreMarket/getScreenerList        | `intradaySectorQuery`       | `preMarketScreenerListSchemas`  |
 * | PreMarket/getScreenerData        | `preMarketScreenerDataQuery`| `preMarketScreenerDataSchemas`  |
 * | PreMarket/getStockData           | `preMarketStockQuery`       | `preMarketStockSchemas`         |
 * | stock/getFilterData              | —                           | `filterDataSchemas`             |
 */

const sectorId = z.string().trim().min(1).max(80).default('all');
const screenKey = (what: string) =>
  z
    .string({ message: `Choose ${what}` })
    .trim()
    .min(1, { message: `Choose ${what}` })
    .max(40);

export const intradaySectorQuery = z.object({ sector_id: sectorId, ...publicQuery });
export type IntradaySectorQuery = z.input<typeof intradaySectorQuery>;

export const SCREEN_BIASES = ['bullish', 'bearish', 'neutral'] as const;
export type ScreenBiasName = (typeof SCREEN_BIASES)[number];

/** A sector in a picker: number (for `sector_id`), slug, name and how many stocks it lists. */
export const screenSectorSchema = z.object({ slug: z.string(), name: z.string(), count: z.number() });
export type ScreenSector = z.infer<typeof screenSectorSchema>;

/** A screen as listed: its exact rule and the number shown beside each match. */
export const screenInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  bias: z.enum(SCREEN_BIASES),
  rule: z.string(),
  metricLabel: z.string(),
  metricUnit: z.enum(['%', '×', '₹ cr']),
});
export type ScreenInfo = z.infer<typeof screenInfoSchema>;

export const intradayScreenInfoSchema = screenInfoSchema.extend({
  /** `language`: run as the screening-language condition `language`; `function`: a pure rule over the bars. */
  kind: z.enum(['language', 'function']),
  language: z.string().nullable(),
});
export type IntradayScreenInfo = z.infer<typeof intradayScreenInfoSchema>;

/** Where today's 15-minute bars stand. */
export const sessionBarsSchema = z.object({
  /** 15-minute bars closed so far today (0–25). */
  closed: z.number(),
  /** IST time the last closed bar ended ("10:30"), or null before the first close. */
  lastClose: z.string().nullable(),
  /** Epoch ms of the next bar close while the session trades, else null. */
  nextCloseMs: z.number().nullable(),
});

const scanShape = {
  source: marketSourceSchema,
  /** The sector filtered on, or null for all. */
  sector: z.string().nullable(),
  /** Stocks scanned. */
  scanned: z.number(),
  bars: sessionBarsSchema,
  /** Server time to scan, milliseconds. */
  elapsedMs: z.number(),
  /**
   * The played minute this scan is of (an opaque key). Passed back as `scan`, a screen's or a
   * pattern's stocks are listed as this scan found them, so they agree with the counts of a list.
   */
  scan: z.number().int(),
};

/**
 * `scan`: list the matches of the scan a list answer named (the server keeps the scans of the last
 * minutes played); unknown or too old, the current scan answers (its own `scan` tells which).
 */
const scanKey = z.coerce
  .number({ message: 'scan is a whole number' })
  .int({ message: 'scan is a whole number' })
  .min(0, { message: 'scan is a whole number' })
  .max(2_147_483_647, { message: 'scan is a whole number' })
  .optional();

/** A list answer: the shared fields, each screen with its count of matches, and the sector picker. */
function screenListSchemas<T extends z.ZodRawShape, S extends z.ZodType>(shared: T, screen: S) {
  return endpointSchemas({ ...shared, screens: z.array(screen), sectors: z.array(screenSectorSchema) });
}

/** How many stocks a screen or pattern matches. */
const counted = { count: z.number() };

export const intradayScreenerListSchemas = screenListSchemas(
  scanShape,
  intradayScreenInfoSchema.extend(counted),
);
export type IntradayScreenerListAnswer = z.infer<typeof intradayScreenerListSchemas.ok>;

export const intradayStockDataQuery = z.object({
  screen_id: screenKey('a screen'),
  sector_id: sectorId,
  scan: scanKey,
  ...publicQuery,
});
export type IntradayStockDataQuery = z.input<typeof intradayStockDataQuery>;

/** One matching stock with its live quote. */
export const intradayRowSchema = liveQuoteSchema.omit({ time: true }).extend({
  name: z.string(),
  sector: z.string(),
  /** Session VWAP (traded value ÷ volume since 09:15), ₹. */
  vwap: z.number().nullable(),
  /** The screen's number for this stock (see `metricLabel`). */
  metric: z.number().nullable(),
});
export type IntradayRow = z.infer<typeof intradayRowSchema>;

export const intradayStockDataSchemas = endpointSchemas({
  ...scanShape,
  screen: intradayScreenInfoSchema,
  rows: z.array(intradayRowSchema),
  /** Matches per sector (for the sector picker). */
  sectors: z.array(screenSectorSchema),
});
export type IntradayStockDataAnswer = z.infer<typeof intradayStockDataSchemas.ok>;

export const PATTERN_TIMEFRAMES = ['daily', 'm15'] as const;
export type PatternTimeframe = (typeof PATTERN_TIMEFRAMES)[number];

export const pricePatternInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  bias: z.enum(SCREEN_BIASES),
  /** Bars the pattern spans. */
  bars: z.number(),
  rule: z.string(),
});
export type PricePatternInfo = z.infer<typeof pricePatternInfoSchema>;

export const pricePatternListSchemas = endpointSchemas({
  ...scanShape,
  /** The completed daily bar the daily counts are for: the previous session's while today trades. */
  dailyBar: z.string(),
  patterns: z.array(
    pricePatternInfoSchema.extend({
      /** Stocks whose last completed daily bar shows it. */
      daily: z.number(),
      /** Stocks whose last closed 15-minute bar shows it. */
      m15: z.number(),
    }),
  ),
  sectors: z.array(screenSectorSchema),
});
export type PricePatternListAnswer = z.infer<typeof pricePatternListSchemas.ok>;

export const pricePatternStocksQuery = z.object({
  pattern_id: screenKey('a pattern'),
  timeframe: z.enum(PATTERN_TIMEFRAMES, { message: 'timeframe is daily or m15' }).default('daily'),
  sector_id: sectorId,
  scan: scanKey,
  ...publicQuery,
});
export type PricePatternStocksQuery = z.input<typeof pricePatternStocksQuery>;

export const patternRowSchema = intradayRowSchema.omit({ metric: true, vwap: true }).extend({
  /** The bar the pattern completes on: a date (daily) or its IST start time (15-minute). */
  bar: z.string(),
  barOpen: z.number(),
  barHigh: z.number(),
  barLow: z.number(),
  barClose: z.number(),
});
export type PatternRow = z.infer<typeof patternRowSchema>;

export const pricePatternStocksSchemas = endpointSchemas({
  ...scanShape,
  pattern: pricePatternInfoSchema,
  timeframe: z.enum(PATTERN_TIMEFRAMES),
  rows: z.array(patternRowSchema),
  sectors: z.array(screenSectorSchema),
});
export type PricePatternStocksAnswer = z.infer<typeof pricePatternStocksSchemas.ok>;

const preMarketShape = {
  source: marketSourceSchema,
  /** The session whose pre-open this is. */
  date: z.string(),
  sector: z.string().nullable(),
  scanned: z.number(),
  /** True: the pre-open order quantities are simulated. */
  simulatedOrderBook: z.literal(true),
};

export const preMarketScreenerListSchemas = screenListSchemas(
  preMarketShape,
  screenInfoSchema.extend(counted),
);
export type PreMarketScreenerListAnswer = z.infer<typeof preMarketScreenerListSchemas.ok>;

export const preMarketScreenerDataQuery = z.object({
  screener_id: screenKey('a screen'),
  sector_id: sectorId,
  ...publicQuery,
});
export type PreMarketScreenerDataQuery = z.input<typeof preMarketScreenerDataQuery>;

/** One stock's pre-open figures. */
export const preOpenRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  prevClose: z.number(),
  prevHigh: z.number(),
  prevLow: z.number(),
  /** Equilibrium price at 09:08 (the session's open). */
  iep: z.number(),
  change: z.number(),
  changePct: z.number(),
  buyQuantity: z.number(),
  sellQuantity: z.number(),
  finalQuantity: z.number(),
  /** Buy ÷ sell quantity. */
  buySellRatio: z.number().nullable(),
  /** iep × final quantity, ₹ crore. */
  value: z.number(),
  /** Last price now, and its move from the equilibrium price, %. */
  ltp: z.number(),
  sinceOpenPct: z.number(),
  metric: z.number().nullable(),
});
export type PreOpenRow = z.infer<typeof preOpenRowSchema>;

export const preMarketScreenerDataSchemas = endpointSchemas({
  ...preMarketShape,
  screen: screenInfoSchema,
  rows: z.array(preOpenRowSchema),
  sectors: z.array(screenSectorSchema),
});
export type PreMarketScreenerDataAnswer = z.infer<typeof preMarketScreenerDataSchemas.ok>;

export const preMarketStockQuery = z.object({
  symbol: z
    .string({ message: 'Choose a stock' })
    .trim()
    .min(1, { message: 'Choose a stock' })
    .max(30)
    .transform((s) => s.toUpperCase()),
  ...publicQuery,
});
export type PreMarketStockQuery = z.input<typeof preMarketStockQuery>;

/** One session's pre-open of a stock, and how the day ended. */
export const preOpenDaySchema = z.object({
  date: z.string(),
  prevClose: z.number(),
  iep: z.number(),
  change: z.number(),
  changePct: z.number(),
  buyQuantity: z.number(),
  sellQuantity: z.number(),
  finalQuantity: z.number(),
  /** (buy − sell) ÷ (buy + sell) × 100. */
  imbalancePct: z.number(),
  value: z.number(),
  /** The day's close (today: the last price), and its move from the equilibrium price, %. */
  close: z.number(),
  sinceOpenPct: z.number(),
});
export type PreOpenDay = z.infer<typeof preOpenDaySchema>;

export const preMarketStockSchemas = endpointSchemas({
  source: marketSourceSchema,
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  simulatedOrderBook: z.literal(true),
  prevHigh: z.number(),
  prevLow: z.number(),
  /** Today's (the shown session's) pre-open. */
  today: preOpenDaySchema,
  /** The pre-market screens it is in today. */
  screens: z.array(screenInfoSchema.pick({ id: true, name: true, bias: true })),
  /** The sessions before, newest first (up to 10). */
  history: z.array(preOpenDaySchema),
});
export type PreMarketStockAnswer = z.infer<typeof preMarketStockSchemas.ok>;

export const filterDataSchemas = endpointSchemas({
  source: marketSourceSchema,
  /** Sectors by name; `id` is the number `sector_id` also accepts. */
  sectors: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string(), count: z.number() })),
  indices: z.array(z.object({ name: z.string(), count: z.number() })),
  industries: z.array(z.object({ name: z.string(), sector: z.string(), count: z.number() })),
  /** SEBI's categories by full market-cap rank: large 1–100, mid 101–250, small from 251. */
  marketCapBands: z.array(
    z.object({
      id: z.enum(['large', 'mid', 'small']),
      label: z.string(),
      ranks: z.string(),
      /** Smallest and largest market cap in the band now, ₹ crore. */
      minCrore: z.number(),
      maxCrore: z.number(),
      count: z.number(),
    }),
  ),
});
export type FilterDataAnswer = z.infer<typeof filterDataSchemas.ok>;

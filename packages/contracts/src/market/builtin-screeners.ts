import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { marketSourceSchema } from './common';
import { screenRowSchema } from './screens';

/**
 * Built-in screeners of API v3 (issue 4, docs/builtin-screeners.md): named rules in the screening
 * language, run over the simulated market per sector. Prices in rupees, market caps in ₹ crore,
 * percentages plain numbers. `screener_id` is a screen's id within its category (`1`) or its slug;
 * `signal_id` (screener by date) a slug, `category-id` (`technical-3`) or a technical screen's id;
 * `sector_id` a sector slug, name, 1-based position by name, or `all`.
 *
 * | call                                  | query                    | answer                      |
 * |---------------------------------------|--------------------------|-----------------------------|
 * | fundamentalScreener/getScreenList     | `builtinScreenListQuery` | `builtinScreenListSchemas`  |
 * | fundamentalScreener/getScreenData     | `builtinScreenDataQuery` | `builtinScreenDataSchemas`  |
 * | SpecialScreener/stockData             | `specialStockDataQuery`  | `builtinScreenDataSchemas`  |
 * | screener/getScreenerData              | `screenerByDateQuery`    | `screenerByDateSchemas`     |
 * | screener/mostCommon                   | `screenerMostCommonQuery`| `screenerMostCommonSchemas` |
 */

export const BUILTIN_SCREEN_CATEGORY_NAMES = ['fundamental', 'technical', 'special'] as const;
export const builtinScreenCategorySchema = z.enum(BUILTIN_SCREEN_CATEGORY_NAMES, {
  message: 'category must be fundamental, technical or special',
});
export type BuiltinScreenCategoryName = z.infer<typeof builtinScreenCategorySchema>;

/** Rows per page at most. */
export const BUILTIN_SCREEN_LIMIT_MAX = 500;

const screenKey = z.string().trim().min(1, { message: 'Choose a screen' }).max(60);
const sectorKey = z.string().trim().min(1).max(80).default('all');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be YYYY-MM-DD' });

/** Sorting and paging of a screen's results. */
const resultQuery = {
  /** A column key (the screen's expression, e.g. `rsi(14)`), or `symbol`, `name`, `sector`, `ltp`, `changePct`. */
  sort: z.string().trim().min(1).max(200).optional(),
  order: z.enum(['asc', 'desc'], { message: 'order must be asc or desc' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(BUILTIN_SCREEN_LIMIT_MAX).optional(),
};

// GET fundamentalScreener/getScreenList?category=
export const builtinScreenListQuery = z.object({
  /** One category; omit for every screen. */
  category: builtinScreenCategorySchema.optional(),
  ...publicQuery,
});
export type BuiltinScreenListQuery = z.input<typeof builtinScreenListQuery>;

// GET fundamentalScreener/getScreenData?category=&screener_id=&sector_id=&sort=&order=&page=&limit=
export const builtinScreenDataQuery = z.object({
  category: builtinScreenCategorySchema,
  screener_id: screenKey,
  sector_id: sectorKey,
  ...resultQuery,
  ...publicQuery,
});
export type BuiltinScreenDataQuery = z.input<typeof builtinScreenDataQuery>;

// GET SpecialScreener/stockData?screener_id=&sector_id=&…
export const specialStockDataQuery = builtinScreenDataQuery.omit({ category: true });
export type SpecialStockDataQuery = z.input<typeof specialStockDataQuery>;

// GET screener/getScreenerData?signal_id=&sector_id=&date=&…
export const screenerByDateQuery = z.object({
  signal_id: screenKey,
  sector_id: sectorKey,
  /** A trading day of the history, or the current session; omit for the current session. */
  date: isoDate.optional(),
  ...resultQuery,
  ...publicQuery,
});
export type ScreenerByDateQuery = z.input<typeof screenerByDateQuery>;

// GET screener/mostCommon?sector_id=
export const screenerMostCommonQuery = z.object({ sector_id: sectorKey, ...publicQuery });
export type ScreenerMostCommonQuery = z.input<typeof screenerMostCommonQuery>;

/** A value column of a screen: `key` is its expression in the screening language. */
export const builtinScreenColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** `₹`, `%`, `₹ cr`, `x`, `shares`, `/ 9` or empty. */
  unit: z.string(),
  decimals: z.number().int(),
});
export type BuiltinScreenColumnDto = z.infer<typeof builtinScreenColumnSchema>;

export const builtinScreenSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: builtinScreenCategorySchema,
  theme: z.string(),
  name: z.string(),
  description: z.string(),
  /** The rule in the screening language. */
  query: z.string(),
  columns: z.array(builtinScreenColumnSchema),
  sort: z.object({ key: z.string(), direction: z.enum(['asc', 'desc']) }),
  /** Company fundamentals the rule reads (known for the current session only). */
  fundamentals: z.array(z.string()),
  /** True when the rule reads 15-minute bars (kept for the current session only). */
  intraday: z.boolean(),
  /** True when the screen can be run as of a past trading day (no fundamentals, no 15-minute bars). */
  pastDates: z.boolean(),
});
export type BuiltinScreenDto = z.infer<typeof builtinScreenSchema>;

/** A sector with a count (stocks in it, or matches in it). */
export const screenSectorCountSchema = z.object({ slug: z.string(), name: z.string(), count: z.number() });
export type ScreenSectorCount = z.infer<typeof screenSectorCountSchema>;

/** First and last day of the daily history, and the current session. */
export const screenHistorySchema = z.object({
  first: z.string(),
  /** The last completed trading day. */
  last: z.string(),
  /** The current session's date (today's bar so far). */
  session: z.string(),
});
export type ScreenHistory = z.infer<typeof screenHistorySchema>;

export const builtinScreenListSchemas = endpointSchemas({
  source: marketSourceSchema,
  category: builtinScreenCategorySchema.nullable(),
  /** Screens with the number of stocks each matches now, in every sector. */
  screens: z.array(builtinScreenSchema.extend({ matches: z.number() })),
  /** Stocks scanned (every equity of the universe). */
  scanned: z.number(),
  /** Every sector with its number of stocks, for the sector picker. */
  sectors: z.array(screenSectorCountSchema),
  history: screenHistorySchema,
  /** Server time to count every screen's matches, milliseconds. */
  elapsedMs: z.number(),
  /** Screens whose count is still the previous minute's (being recomputed on the server). */
  stale: z.number(),
});
export type BuiltinScreenListAnswer = z.infer<typeof builtinScreenListSchemas.ok>;

/** A match: symbol, name, sector, the day's price (live, or that day's close) and change %, and the screen's column values. */
export const builtinScreenRowSchema = screenRowSchema;
export type BuiltinScreenRow = z.infer<typeof builtinScreenRowSchema>;

const resultPayload = {
  source: marketSourceSchema,
  screen: builtinScreenSchema,
  /** The sector shown (null: every sector). */
  sector: z.string().nullable(),
  /** Every sector with its number of matches (sectors without a match have 0), for the picker. */
  sectors: z.array(screenSectorCountSchema),
  /** Stocks scanned in the sector. */
  scanned: z.number(),
  /** Matches in the sector, before paging. */
  total: z.number(),
  page: z.number(),
  sort: z.object({ key: z.string(), direction: z.enum(['asc', 'desc']) }),
  rows: z.array(builtinScreenRowSchema),
  /** The trading day the rule was evaluated on (the current session for live results). */
  date: z.string(),
  /** True: today's bar so far (prices move); false: the close of a completed day. */
  live: z.boolean(),
  /** Server time to run the screen, milliseconds. */
  elapsedMs: z.number(),
};

export const builtinScreenDataSchemas = endpointSchemas(resultPayload);
export type BuiltinScreenDataAnswer = z.infer<typeof builtinScreenDataSchemas.ok>;

export const screenerByDateSchemas = endpointSchemas({
  ...resultPayload,
  history: screenHistorySchema,
  /** The trading days before and after `date` within the history (null at either end). */
  previousDate: z.string().nullable(),
  nextDate: z.string().nullable(),
});
export type ScreenerByDateAnswer = z.infer<typeof screenerByDateSchemas.ok>;

export const screenerMostCommonStockSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  ltp: z.number(),
  changePct: z.number(),
  /** Built-in screens matching the stock now. */
  count: z.number(),
  fundamental: z.number(),
  technical: z.number(),
  special: z.number(),
  /** Slugs of the screens matched. */
  screens: z.array(z.string()),
});
export type ScreenerMostCommonStock = z.infer<typeof screenerMostCommonStockSchema>;

export const screenerMostCommonSchemas = endpointSchemas({
  source: marketSourceSchema,
  sector: z.string().nullable(),
  sectors: z.array(screenSectorCountSchema),
  /** Every built-in screen (id, slug, name, category) with its matches in the sector. */
  screens: z.array(
    z.object({
      id: z.number(),
      slug: z.string(),
      category: builtinScreenCategorySchema,
      name: z.string(),
      matches: z.number(),
    }),
  ),
  /** Stocks matching at least one screen, most screens first. */
  stocks: z.array(screenerMostCommonStockSchema),
  elapsedMs: z.number(),
  /** Screens whose matches are still the previous minute's (being recomputed on the server). */
  stale: z.number(),
});
export type ScreenerMostCommonAnswer = z.infer<typeof screenerMostCommonSchemas.ok>;

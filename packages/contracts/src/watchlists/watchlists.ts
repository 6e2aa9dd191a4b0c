import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { columnSchema, liveQuoteSchema, marketSourceSchema } from '../market/common';
import { recordIdSchema } from '../record-id';

/**
 * Contracts of the user's watchlists (spec 7 `watchlist/*`, `stock/saveStockWatchList`; issue 18).
 * Every call needs a session and reads or changes the signed-in user's lists only: another user's
 * list is "No such watchlist", exactly as a list that does not exist.
 *
 * | call                          | input                       | answer                       |
 * |-------------------------------|-----------------------------|------------------------------|
 * | watchlist/getlist             | —                           | `watchlistListSchemas`       |
 * | watchlist/getwatchlistData    | `watchlistIdQuery`          | `watchlistDataSchemas`       |
 * | watchlist/updatewatchlistData | `updateWatchlistQuery`      | `watchlistDataSchemas`       |
 * | watchlist/deletewatchlist     | `watchlistIdQuery`          | `watchlistDeleteSchemas`     |
 * | watchlist/watchtliststock     | `watchlistIdQuery`          | `watchlistStocksSchemas`     |
 * | POST stock/saveStockWatchList | body `saveStockWatchListBody` | `saveStockWatchListSchemas` |
 */

/** Lists one user may keep, and stocks in one list (Kite keeps 7 × 50). */
export const WATCHLISTS_MAX = 10;
export const WATCHLIST_STOCKS_MAX = 50;
export const WATCHLIST_NAME_MAX = 40;

export const WATCHLIST_LIMIT_MESSAGE = `You can keep at most ${WATCHLISTS_MAX} watchlists: delete one first`;
export const WATCHLIST_FULL_MESSAGE = `A watchlist holds at most ${WATCHLIST_STOCKS_MAX} stocks: remove one first`;
export const WATCHLIST_NAME_MESSAGES = {
  required: 'Name the watchlist',
  tooLong: `A watchlist name has at most ${WATCHLIST_NAME_MAX} characters`,
} as const;

/** The refusal of a name the user already gave another list (names are unique per user, ignoring case). */
export const duplicateWatchlistMessage = (name: string): string =>
  `You already have a watchlist named “${name.trim()}”`;

/** The message of a list name (the web form and the server alike), or null when it is good. */
export function watchlistNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return WATCHLIST_NAME_MESSAGES.required;
  if (trimmed.length > WATCHLIST_NAME_MAX) return WATCHLIST_NAME_MESSAGES.tooLong;
  return null;
}

export const watchlistIdQuery = z.object({
  watchlist_id: recordIdSchema('watchlist_id'),
  ...publicQuery,
});

/**
 * What a list follows (`screen` of `watchlist/updatewatchlistData`): `saved:{id}` one of the user's
 * saved screens, `builtin:{slug}` a built-in screen (`golden-cross`), `none` its own stocks.
 */
export const WATCHLIST_SCREEN_PATTERN = /^(none|saved:[A-Za-z0-9_-]{1,40}|builtin:[a-z0-9-]{1,60})$/;

/** The refusal of a change to the stocks of a list that follows a screen. */
export const screenDrivenMessage = (list: string, screen: string): string =>
  `“${list}” follows the screen “${screen}”: its stocks are the screen’s results, so they cannot be added, removed or moved by hand`;

/**
 * Without `watchlist_id` a new list is made; with it, that list is renamed. `screen` links the list
 * to a screen (its stocks are then the screen's current results, up to WATCHLIST_STOCKS_MAX) or
 * unlinks it (`none`: its own stocks come back); without `screen` the link is unchanged.
 */
export const updateWatchlistQuery = z.object({
  watchlist_id: recordIdSchema('watchlist_id').optional(),
  screen: z
    .string()
    .regex(WATCHLIST_SCREEN_PATTERN, { message: 'screen is none, saved:{id} or builtin:{slug}' })
    .optional(),
  // Longer than the limit, so the form's own message answers a long name (not a 400).
  name: z
    .string()
    .max(WATCHLIST_NAME_MAX * 4)
    .default(''),
  ...publicQuery,
});
export type UpdateWatchlistQuery = z.input<typeof updateWatchlistQuery>;

/** The screen a list follows. */
export const watchlistScreenSchema = z.object({
  kind: z.enum(['saved', 'builtin']),
  /** The saved screen's id, or the built-in screen's slug. */
  id: z.string(),
  name: z.string(),
  /** The `screen` value that links a list to it (`saved:{id}`, `builtin:{slug}`). */
  key: z.string(),
  /** The screen's matches now, before the list's limit. */
  matches: z.number(),
});
export type WatchlistScreen = z.infer<typeof watchlistScreenSchema>;

export const watchlistSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Stocks in the list. */
  count: z.number(),
  /** Its stocks' symbols in the list's order (at most WATCHLIST_STOCKS_MAX). */
  symbols: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The screen the list follows (its stocks are the screen's results, recomputed when read), or null. */
  screen: watchlistScreenSchema.nullable().default(null),
  /** When a screen-driven list's stocks were computed (ISO), null for a list of its own stocks. */
  refreshedAt: z.string().nullable().default(null),
});
export type Watchlist = z.infer<typeof watchlistSchema>;

export const watchlistLimitsSchema = z.object({ lists: z.number(), stocks: z.number() });

export const watchlistListSchemas = endpointSchemas({
  watchlists: z.array(watchlistSchema),
  limits: watchlistLimitsSchema,
});
export type WatchlistListAnswer = z.infer<typeof watchlistListSchemas.ok>;

export const watchlistDataSchemas = endpointSchemas({ watchlist: watchlistSchema });
export type WatchlistDataAnswer = z.infer<typeof watchlistDataSchemas.ok>;

export const watchlistDeleteSchemas = endpointSchemas({});

/** One stock of a list: its quote (merged with the stream on the page) and the chosen columns' values. */
export const watchlistStockSchema = liveQuoteSchema
  .pick({
    symbol: true,
    ltp: true,
    change: true,
    changePct: true,
    open: true,
    high: true,
    low: true,
    prevClose: true,
    volume: true,
  })
  .extend({
    name: z.string(),
    /** Values of the chosen columns by field (null when the market has none, e.g. P/E of an index). */
    values: z.record(z.string(), z.number().nullable()),
  });
export type WatchlistStock = z.infer<typeof watchlistStockSchema>;

export const watchlistStocksSchemas = endpointSchemas({
  watchlist: watchlistSchema,
  source: marketSourceSchema,
  /** The user's chosen columns of the `watchlist` table, in order (`/edit-column/`). */
  columns: z.array(columnSchema),
  rows: z.array(watchlistStockSchema),
  limits: watchlistLimitsSchema,
});
export type WatchlistStocksAnswer = z.infer<typeof watchlistStocksSchemas.ok>;

export const WATCHLIST_STOCK_ACTIONS = ['add', 'remove', 'up', 'down'] as const;
export type WatchlistStockAction = (typeof WATCHLIST_STOCK_ACTIONS)[number];

/** Adds a stock to a list, removes it, or moves it one place up or down (JSON body). */
export const saveStockWatchListBody = z.object({
  watchlist_id: recordIdSchema('watchlist_id'),
  symbol: z
    .string({ message: 'symbol is required' })
    .trim()
    .min(1, { message: 'symbol is required' })
    .max(40, { message: 'symbol has at most 40 characters' }),
  action: z.enum(WATCHLIST_STOCK_ACTIONS, { message: 'action is add, remove, up or down' }).default('add'),
  ...publicQuery,
});
export type SaveStockWatchListBody = z.input<typeof saveStockWatchListBody>;

export const saveStockWatchListSchemas = endpointSchemas({
  watchlist: watchlistSchema,
  /** The list's symbols in order after the change. */
  symbols: z.array(z.string()),
});
export type SaveStockWatchListAnswer = z.infer<typeof saveStockWatchListSchemas.ok>;

import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { columnSchema, marketSourceSchema } from '../market/common';
import { SIGNAL_TYPES, signalRowSchema, signalTypeInfoSchema } from '../market/signals';
import { dashboardColumnSchema, dashboardRowSchema } from '../orders/order-dashboard';
import { recordIdSchema } from '../record-id';
import { watchlistSchema, watchlistStockSchema } from '../watchlists/watchlists';

/**
 * Contracts of the signed-in user's day (spec 7 `DashboardRecord/getDashboardRecord`,
 * `DashboardRecord/getWatchListSignal`; issue 18). Both need a session and read the user's own
 * watchlists only: another user's `watchlist_id` is refused with HTTP 404 "No such watchlist",
 * exactly as a list that does not exist. Without `watchlist_id` the user's first list is read.
 *
 * | call                                | query                  | answer                    |
 * |-------------------------------------|------------------------|---------------------------|
 * | DashboardRecord/getWatchListSignal  | `watchListSignalQuery` | `watchListSignalSchemas`  |
 * | DashboardRecord/getDashboardRecord  | `dashboardRecordQuery` | `dashboardRecordSchemas`  |
 */

export const NO_SUCH_WATCHLIST_MESSAGE = 'No such watchlist';

/** `signal_id`: a signal type of the auto-signals (`IntradayBuy`, any case) or `all`. */
const signalIdField = z.string().trim().min(1).max(40).default('all');

export const watchListSignalQuery = z.object({
  watchlist_id: recordIdSchema('watchlist_id').optional(),
  signal_id: signalIdField,
  ...publicQuery,
});
export type WatchListSignalQuery = z.input<typeof watchListSignalQuery>;

/** A list to choose from (name and size only). */
export const watchlistChoiceSchema = watchlistSchema.pick({ id: true, name: true, count: true });
export type WatchlistChoice = z.infer<typeof watchlistChoiceSchema>;

/** The signals of today's session on a list's stocks, and what was checked. */
const listSignalsFields = {
  /** The session the signals belong to (YYYY-MM-DD, IST). */
  date: z.string(),
  /** The chosen type, or null for every type. */
  signal: signalTypeInfoSchema.nullable(),
  /** The types that were checked (every type of the catalogue, or the chosen one). */
  checked: z.array(z.enum(SIGNAL_TYPES)),
  /** The signals that fired on the list's stocks, in firing order. */
  rows: z.array(signalRowSchema),
};

export const watchListSignalSchemas = endpointSchemas({
  source: marketSourceSchema,
  /** Every list of the user, to choose from (empty: the user has none yet). */
  watchlists: z.array(watchlistChoiceSchema),
  /** The list read (null when the user has none). */
  watchlist: watchlistSchema.nullable(),
  /** Every auto-signal type, to filter by. */
  types: z.array(signalTypeInfoSchema),
  ...listSignalsFields,
});
export type WatchListSignalAnswer = z.infer<typeof watchListSignalSchemas.ok>;

export const dashboardRecordQuery = z.object({
  watchlist_id: recordIdSchema('watchlist_id').optional(),
  /** Accepted now; the portfolio card answers `portfolio: null` until portfolios exist. */
  portfolio_id: recordIdSchema('portfolio_id').optional(),
  /** A sector slug (as `/nse-sectors-list/{sector_id}/`) whose movers to show; none: the day's best sector. */
  sector_id: z.string().trim().min(1).max(80).optional(),
  ...publicQuery,
});
export type DashboardRecordQuery = z.input<typeof dashboardRecordQuery>;

/** One sector's day: market-cap-weighted change, breadth. */
export const dashboardSectorSchema = z.object({
  name: z.string(),
  slug: z.string(),
  count: z.number(),
  advances: z.number(),
  declines: z.number(),
  weightedChangePct: z.number(),
});
export type DashboardSector = z.infer<typeof dashboardSectorSchema>;

export const dashboardMoverSchema = z.object({
  symbol: z.string(),
  ltp: z.number(),
  changePct: z.number(),
});

/** The portfolio P&L card (answered null until portfolios exist). */
export const dashboardPortfolioSchema = z.object({
  id: z.string(),
  name: z.string(),
  currentValue: z.number(),
  dayPnl: z.number(),
  dayPnlPct: z.number().nullable(),
  totalPnl: z.number(),
  totalPnlPct: z.number().nullable(),
});
export type DashboardPortfolio = z.infer<typeof dashboardPortfolioSchema>;

const paperTableSchema = z.object({
  column: z.array(dashboardColumnSchema),
  result: z.array(dashboardRowSchema),
  /** Totals where the table has them (positions: gross and net P&L, charges), rupees. */
  summary: z.record(z.string(), z.number()).optional(),
});

export const dashboardRecordSchemas = endpointSchemas({
  source: marketSourceSchema,
  watchlists: z.array(watchlistChoiceSchema),
  /** The chosen list with its rows as `watchlist/watchtliststock` answers them (null: no list yet). */
  watchlist: z
    .object({
      watchlist: watchlistSchema,
      columns: z.array(columnSchema),
      rows: z.array(watchlistStockSchema),
    })
    .nullable(),
  /** Today's signals on the chosen list's stocks (every type). */
  signals: z.object(listSignalsFields),
  /** Every sector's day, best first, and the chosen (or best) sector's movers. */
  sectors: z.object({
    rows: z.array(dashboardSectorSchema),
    selected: z.string().nullable(),
    gainers: z.array(dashboardMoverSchema),
    losers: z.array(dashboardMoverSchema),
  }),
  /** The paper account's open orders and today's positions (as the order dashboard shows them). */
  openOrders: paperTableSchema,
  positions: paperTableSchema,
  /** The portfolio P&L card (`portfolio_id`, else the first portfolio, else the paper book): null when there is none (`portfolioNote` says what to do). */
  portfolio: dashboardPortfolioSchema.nullable(),
  portfolioNote: z.string().nullable(),
});
export type DashboardRecordAnswer = z.infer<typeof dashboardRecordSchemas.ok>;

import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { marketSourceSchema } from './common';
import { isoDate } from './derivatives';

/**
 * API v3 shapes of bulk and block deals (`TodayActivity/getDeals`): NSE's daily lists of large
 * trades. A bulk deal is one client's trades in a stock adding up to more than 0.5 % of its listed
 * shares in a day (reported by the broker after the close, at the weighted average price); a block
 * deal is a single trade of at least ₹10 crore in a block-deal window (08:45–09:00 or 14:05–14:20
 * IST) within ±1 % of the reference price. A day comes from an imported NSE file when one was
 * imported for it (`source.kind` `imported`, with the file's name), else from the simulation of the
 * running market (`source.kind` `simulated`).
 */

export const DEAL_KINDS = ['bulk', 'block'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];
export const DEAL_SIDES = ['BUY', 'SELL'] as const;

export const dealsSourceSchema = marketSourceSchema.extend({
  kind: z.enum(['simulated', 'imported']),
  /** The imported NSE file of the day's deals; null when simulated. */
  fileName: z.string().nullable(),
});
export type DealsSource = z.infer<typeof dealsSourceSchema>;

/** One deal as NSE lists it, with what the running market knows of the stock. */
export const dealRowSchema = z.object({
  symbol: z.string(),
  /** As NSE prints it (bulk-deal files truncate it). */
  securityName: z.string(),
  clientName: z.string(),
  side: z.enum(DEAL_SIDES),
  /** Shares. */
  quantity: z.number().int(),
  /** Trade price (block) or weighted average price (bulk), ₹. */
  price: z.number(),
  /** Quantity × price, ₹ crore (2 decimals). */
  valueCr: z.number(),
  /** Quantity as a share of the listed shares that day, percent (3 decimals); null when the market does not know the stock. */
  pctOfShares: z.number().nullable(),
  /** The stock's close on the deal's day, ₹; null when unknown. */
  closeThatDay: z.number().nullable(),
  /** Its latest price (the live price while the market trades), ₹; null when unknown. */
  lastPrice: z.number().nullable(),
  /** From the deal's price to the latest price, adjusted for splits, bonuses and dividends since, percent; null when unknown. */
  changeSincePct: z.number().nullable(),
  /** NSE's remarks (bulk deals); null when empty. */
  remarks: z.string().nullable(),
});
export type DealDto = z.infer<typeof dealRowSchema>;

// ---------------------------------------------------------------------------------------------
// GET TodayActivity/getDeals?kind=bulk&date=YYYY-MM-DD&side=BUY&symbol=&page=1&size=50 — one session's
// bulk or block deals, largest value first, with the day's totals and the sessions around it.
export const dealsQuery = z.object({
  kind: z.enum(DEAL_KINDS),
  /** A session with deals; default the latest session with deals (they are published after the close). */
  date: isoDate.optional(),
  side: z.enum(DEAL_SIDES).optional(),
  /** Only this stock's deals (NSE symbol, any case). */
  symbol: z.string().trim().max(20).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(5).max(200).default(50),
  ...publicQuery,
});
export type DealsQuery = z.input<typeof dealsQuery>;

export const dealsSchemas = endpointSchemas({
  source: dealsSourceSchema,
  kind: z.enum(DEAL_KINDS),
  date: z.string(),
  /** The sessions with deals before and after `date`; null at either end. */
  previousDate: z.string().nullable(),
  nextDate: z.string().nullable(),
  /** The latest session with deals, and the earliest (same source as the day). */
  latestDate: z.string(),
  earliestDate: z.string(),
  /** The day's deals after the side and symbol filters (for pagination). */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** This page's deals, largest value first. */
  rows: z.array(dealRowSchema),
  /** The whole day's deals (no filter): count, stocks, and bought and sold value in ₹ crore. */
  summary: z.object({
    deals: z.number().int(),
    stocks: z.number().int(),
    buyValueCr: z.number(),
    sellValueCr: z.number(),
  }),
});
export type DealsAnswer = z.infer<typeof dealsSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET TodayActivity/getDealsPerformance?kind=bulk&from=&to=&groupBy=side&page=1&size=20 — what the
// stocks did after each deal: returns at T+1, T+5, T+20 and T+60 sessions from the deal day's close,
// adjusted for corporate actions, and the same minus NIFTY 50 (abnormal), averaged by group with a
// 95 % confidence interval. Computed in the background; `ready` false while it is (poll again).
export const DEAL_HORIZONS = [1, 5, 20, 60] as const;
export const DEAL_GROUPINGS = ['side', 'client', 'category', 'size'] as const;
export type DealGrouping = (typeof DEAL_GROUPINGS)[number];

/**
 * The query fields every performance page shares (deals and events): the range of days counted
 * (default the year, 250 sessions, up to the latest), the grouping and the page of groups.
 */
export const performanceQueryShape = <const G extends readonly [string, ...string[]]>(
  groupings: G,
  defaultGrouping: G[number],
) => ({
  from: isoDate.optional(),
  to: isoDate.optional(),
  groupBy: z.enum(groupings).default(defaultGrouping),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(5).max(100).default(20),
  ...publicQuery,
});

export const dealsPerformanceQuery = z.object({
  kind: z.enum(DEAL_KINDS),
  ...performanceQueryShape(DEAL_GROUPINGS, 'side'),
});
export type DealsPerformanceQuery = z.input<typeof dealsPerformanceQuery>;

/** One horizon's figures over a group's deals whose horizon has passed. */
export const horizonStatsSchema = z.object({
  /** Sessions after the deal day. */
  days: z.number().int(),
  /** Deals counted (those whose T+days session has closed and whose stock the market knows). */
  n: z.number().int(),
  /** Mean return, percent (sells counted as they are: a fall after a sale is a negative return). */
  meanPct: z.number().nullable(),
  /** Mean return minus NIFTY 50's over the same sessions, percent, with its 95 % confidence interval. */
  abnormalMeanPct: z.number().nullable(),
  abnormalCiLowPct: z.number().nullable(),
  abnormalCiHighPct: z.number().nullable(),
  /** Share of deals whose stock beat NIFTY 50 over the horizon, percent. */
  beatNiftyPct: z.number().nullable(),
});
export type HorizonStats = z.infer<typeof horizonStatsSchema>;

export const dealGroupSchema = z.object({
  /** The group's key: BUY/SELL, the client's name, its category, or the size bucket (e.g. `0.5-1%`). */
  key: z.string(),
  deals: z.number().int(),
  /** Bought and sold value of the group's deals, ₹ crore. */
  valueCr: z.number(),
  horizons: z.array(horizonStatsSchema),
});
export type DealGroup = z.infer<typeof dealGroupSchema>;

/** The answer fields every performance page shares (deals and events), after its source (and kind). */
export const performanceAnswerShape = <const G extends readonly [string, ...string[]]>(groupings: G) => ({
  /** False while the range is still being computed (`progressPct` done); then nothing else is filled. */
  ready: z.boolean(),
  progressPct: z.number(),
  from: z.string(),
  to: z.string(),
  /** The earliest and latest days that can be asked for. */
  earliestDate: z.string(),
  latestDate: z.string(),
  groupBy: z.enum(groupings),
  /** Every deal (or event) of the range together. */
  overall: dealGroupSchema,
  /** Groups, most first (for pagination). */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  groups: z.array(dealGroupSchema),
  /** How the figures are computed, in one paragraph (English; the page translates its own copy). */
  method: z.string(),
});

export const dealsPerformanceSchemas = endpointSchemas({
  source: dealsSourceSchema,
  kind: z.enum(DEAL_KINDS),
  ...performanceAnswerShape(DEAL_GROUPINGS),
});
export type DealsPerformanceAnswer = z.infer<typeof dealsPerformanceSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET TodayActivity/getStockDeals?symbol=RELIANCE&from=&to= — one stock's bulk and block deals over a
// range of sessions (default the last 250 sessions with deals), newest first, for its stock page.
export const stockDealsQuery = z.object({
  /** NSE symbol, any case. */
  symbol: z.string().trim().min(1).max(20),
  from: isoDate.optional(),
  to: isoDate.optional(),
  ...publicQuery,
});
export type StockDealsQuery = z.input<typeof stockDealsQuery>;

/** One of the stock's deals, with its day and kind. */
export const stockDealRowSchema = dealRowSchema.extend({
  date: z.string(),
  kind: z.enum(DEAL_KINDS),
});
export type StockDealDto = z.infer<typeof stockDealRowSchema>;

export const stockDealsSchemas = endpointSchemas({
  /** Simulated unless an imported file of either kind covers part of the range (then those days are imported). */
  source: dealsSourceSchema,
  symbol: z.string(),
  from: z.string(),
  to: z.string(),
  /** False while the range's simulated deals are still being computed (`progressPct` done); `rows` is then empty. */
  ready: z.boolean(),
  progressPct: z.number(),
  /** Every deal of the stock in the range, newest first (a stock has a few a year at most). */
  rows: z.array(stockDealRowSchema),
  /** Bought and sold value of the rows, ₹ crore. */
  buyValueCr: z.number(),
  sellValueCr: z.number(),
});
export type StockDealsAnswer = z.infer<typeof stockDealsSchemas.ok>;

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

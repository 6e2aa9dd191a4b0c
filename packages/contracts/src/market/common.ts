import { z } from 'zod';

/**
 * Shapes shared by every market-data answer of API v3. Prices are rupees (numbers with two
 * decimals), index levels points, volumes shares, percentages plain numbers (1.5 = 1.5 %).
 */

/** Where an answer's prices come from: the UI shows "Simulated market data" when `simulated`. */
export const marketSourceSchema = z.object({
  simulated: z.boolean(),
  feed: z.enum(['simulated', 'replay']),
  /** The session the prices belong to (YYYY-MM-DD, IST). */
  sessionDate: z.string(),
  /** True while that session is trading. */
  live: z.boolean(),
  /** Market time of the prices, epoch milliseconds. */
  asOf: z.number(),
});
export type MarketSource = z.infer<typeof marketSourceSchema>;

/** A live quote (the stream pushes the same shape). */
export const liveQuoteSchema = z.object({
  symbol: z.string(),
  ltp: z.number(),
  change: z.number(),
  changePct: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  prevClose: z.number(),
  volume: z.number(),
  /** Epoch milliseconds of the last trade (market time). */
  time: z.number(),
});
export type LiveQuoteDto = z.infer<typeof liveQuoteSchema>;

/** A column definition sent by the server (spec section 3: field name and label). */
export const columnSchema = z.object({ field: z.string(), label: z.string() });
export type ColumnDto = z.infer<typeof columnSchema>;

/** A daily or intraday OHLCV bar; `time` is YYYY-MM-DD (daily) or epoch seconds (intraday). */
export const barSchema = z.object({
  time: z.union([z.string(), z.number()]),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});
export type BarDto = z.infer<typeof barSchema>;

/**
 * URL id of an NSE sector or industry (the `sector_id` / `ex_sector_id` of the spec's routes):
 * lower case, words joined by hyphens, `&` as `and` — "Oil Gas & Consumable Fuels" →
 * "oil-gas-and-consumable-fuels".
 */
export function sectorSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The name among `names` whose slug is `slug` (case-insensitive), or undefined. */
export function sectorFromSlug(slug: string, names: readonly string[]): string | undefined {
  const wanted = slug.toLowerCase().replace(/\/+$/, '');
  return names.find((name) => sectorSlug(name) === wanted);
}

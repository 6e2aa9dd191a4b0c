import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { marketSourceSchema } from './common';

/**
 * Screeners of API v3 (issue 4). Prices in rupees, market caps in ₹ crore, percentages plain numbers.
 *
 * | call                                   | query                  | answer                    |
 * |----------------------------------------|------------------------|---------------------------|
 * | piotroski/piotroskiScan                | `piotroskiQuery`       | `piotroskiSchemas`        |
 */

/** Rows per page at most. */
export const SCREENER_LIMIT_MAX = 500;

const pageQuery = {
  /** 1-based page; only with `limit`. */
  page: z.coerce.number().int().min(1).default(1),
  /** Rows per page (default: every row). */
  limit: z.coerce.number().int().min(1).max(SCREENER_LIMIT_MAX).optional(),
};

// GET piotroski/piotroskiScan?sector_id=&min_score=&page=&limit=
export const piotroskiQuery = z.object({
  /** A sector slug or NSE sector name; omit for every sector. */
  sector_id: z.string().trim().min(1).max(80).optional(),
  /** Only stocks scoring at least this (0–9). */
  min_score: z.coerce
    .number({ message: 'min_score must be a whole number from 0 to 9' })
    .int({ message: 'min_score must be a whole number from 0 to 9' })
    .min(0, { message: 'min_score must be a whole number from 0 to 9' })
    .max(9, { message: 'min_score must be a whole number from 0 to 9' })
    .default(0),
  ...pageQuery,
  ...publicQuery,
});
export type PiotroskiQuery = z.input<typeof piotroskiQuery>;

/** One of the nine signals, in the paper's order. */
export const piotroskiSignalSchema = z.object({ key: z.string(), label: z.string(), group: z.string() });

export const piotroskiRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  ltp: z.number(),
  changePct: z.number(),
  marketCapCr: z.number().nullable(),
  /** The fiscal year scored (`FY2026`), the latest with published annual results. */
  fiscalYear: z.string(),
  score: z.number().int().min(0).max(9),
  band: z.enum(['strong', 'average', 'weak']),
  /** Pass (true) or fail of each signal, in `signals` order. */
  marks: z.array(z.boolean()).length(9),
});
export type PiotroskiRow = z.infer<typeof piotroskiRowSchema>;

export const piotroskiSchemas = endpointSchemas({
  source: marketSourceSchema,
  /** True: the statements are simulated (the simulated market's model accounts). */
  simulatedStatements: z.boolean(),
  /** How the score is computed, for the page to show. */
  method: z.string(),
  signals: z.array(piotroskiSignalSchema).length(9),
  /** Sector the scan ran over (null: every sector). */
  sector: z.string().nullable(),
  /** Every sector with its number of scored stocks, for the sector picker. */
  sectors: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number() })),
  minScore: z.number(),
  /** Stocks per score 0–9 in the scanned sector, before `min_score`. */
  histogram: z.array(z.number()).length(10),
  /** Rows matching `min_score` (before paging). */
  total: z.number(),
  page: z.number(),
  rows: z.array(piotroskiRowSchema),
});
export type PiotroskiAnswer = z.infer<typeof piotroskiSchemas.ok>;

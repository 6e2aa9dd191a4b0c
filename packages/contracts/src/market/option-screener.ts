import { z } from 'zod';
import { errorBodySchema, okSchema, publicQuery } from '../envelope';
import { marketSourceSchema } from './common';
import { UNDERLYING_KINDS } from './derivatives';
import { runScreenQuery, screenErrorSchema } from './screens';

/**
 * The option screener (docs/screening-language.md, "Option screens"): a screen in the screening
 * language over F&O underlyings, or over the contracts of their chosen expiry, read from the same
 * live simulated chains as the option-chain page.
 *
 * | call                     | query               | answer                |
 * |--------------------------|---------------------|-----------------------|
 * | Optionchain/runScreen    | `optionScreenQuery` | `optionScreenAnswer`  |
 *
 * Units as the option catalogue states them: IV and changes in %, OI and volume in contracts,
 * prices in ₹ (index points). A screen that does not compile answers HTTP 400 with its position.
 */

/** What a row is: an underlying on its chosen expiry, or one contract (strike × side) of it. */
export const OPTION_SCREEN_SCOPES = ['underlyings', 'contracts'] as const;
export type OptionScreenScopeDto = (typeof OPTION_SCREEN_SCOPES)[number];

/** Which expiry of each chain: the nearest, the one after, or the nearest monthly. */
export const OPTION_SCREEN_EXPIRIES = ['near', 'next', 'monthly'] as const;
export type OptionScreenExpiry = (typeof OPTION_SCREEN_EXPIRIES)[number];

export const OPTION_SCREEN_ORDERS = ['desc', 'asc'] as const;
/** Most rows one answer carries (the page shows them 20 at a time and asks for the next 500). */
export const OPTION_SCREEN_MAX_PAGE = 500;

export const optionScreenQuery = z.object({
  query: runScreenQuery.shape.query,
  rows: z.enum(OPTION_SCREEN_SCOPES).default('underlyings'),
  expiry: z.enum(OPTION_SCREEN_EXPIRIES).default('near'),
  /** A number field of the scope (e.g. `iv_rank`); default the screen's first term, else open interest. */
  sort: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z_]+$/, 'Sort by a field name, e.g. iv_rank')
    .optional(),
  order: z.enum(OPTION_SCREEN_ORDERS).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(OPTION_SCREEN_MAX_PAGE).default(50),
  ...publicQuery,
});
export type OptionScreenQuery = z.input<typeof optionScreenQuery>;

export const optionScreenRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  kind: z.enum(UNDERLYING_KINDS),
  /** The expiry the row was read on, YYYY-MM-DD. */
  expiry: z.string(),
  /** A contract's strike and side; null on underlyings. */
  strike: z.number().nullable(),
  side: z.enum(['CE', 'PE']).nullable(),
  /** The values of `columns`, in order (null when unknown: no IV fits, no OI at the previous close). */
  values: z.array(z.number().nullable()),
});
export type OptionScreenRow = z.infer<typeof optionScreenRowSchema>;

export const optionScreenOk = okSchema({
  source: marketSourceSchema,
  query: z.string(),
  rows: z.enum(OPTION_SCREEN_SCOPES),
  expiry: z.enum(OPTION_SCREEN_EXPIRIES),
  /** The scope's key fields, then the screen's own terms (e.g. `put_oi - call_oi`). */
  columns: z.array(z.string()),
  sort: z.object({ field: z.string(), order: z.enum(OPTION_SCREEN_ORDERS) }),
  /** Underlyings read, and rows (underlyings or contracts) the screen was evaluated on. */
  underlyings: z.number().int(),
  scanned: z.number().int(),
  /** Rows that match, over every page. */
  matched: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  results: z.array(optionScreenRowSchema),
  /**
   * Server time to evaluate the screen and sort its matches, ms; the rows themselves are built once
   * per market tick from the chains and shared by that tick's requests (not counted here).
   */
  elapsedMs: z.number(),
});
export type OptionScreenAnswer = z.infer<typeof optionScreenOk>;

/**
 * The run, or (HTTP 400) a screen that does not compile, with where; a malformed query (no screen,
 * an unknown expiry) answers the usual 400 body with its field errors.
 */
export const optionScreenAnswer = z.union([optionScreenOk, screenErrorSchema, errorBodySchema]);

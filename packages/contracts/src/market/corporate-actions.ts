import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { marketSourceSchema } from './common';
import { isoDate } from './derivatives';

/**
 * API v3 shapes of corporate actions (`TodayActivity/getCorporateActions`): dividends, splits,
 * bonuses, rights, buy-backs, demergers, meetings and debt payments, by ex-date. A day with actions
 * from an imported NSE PR-bundle file (`Bc<ddmmyy>.csv`) is answered from it (`source.kind`
 * `imported`, the file named), any other from the running market's own actions — the ones its price
 * history is adjusted for (`simulated`, or `detected` from the bhavcopies of a replayed market).
 * Since T+1 settlement NSE's record date is the ex-date.
 */

/** What an action is, most price-relevant first (`meeting`: AGM or EGM; `interest`/`redemption`: debt). */
export const CORPORATE_ACTION_KINDS = [
  'split',
  'bonus',
  'demerger',
  'buyback',
  'rights',
  'dividend',
  'meeting',
  'interest',
  'redemption',
  'other',
] as const;
export type CorporateActionKind = (typeof CORPORATE_ACTION_KINDS)[number];

export const corporateActionsSourceSchema = marketSourceSchema.extend({
  kind: z.enum(['simulated', 'detected', 'imported']),
  /** The imported NSE file(s) of the day's actions; null when from the market. */
  fileName: z.string().nullable(),
});
export type CorporateActionsSource = z.infer<typeof corporateActionsSourceSchema>;

/** One action as NSE lists it, with what the running market knows of the stock. */
export const corporateActionRowSchema = z.object({
  symbol: z.string(),
  /** NSE's series (EQ, BE, MF…; a number for a debt security); EQ for the market's own. */
  series: z.string(),
  security: z.string(),
  /** The main kind, and every kind the purpose names (a bonus with a split names both). */
  kind: z.enum(CORPORATE_ACTION_KINDS),
  kinds: z.array(z.enum(CORPORATE_ACTION_KINDS)),
  /** NSE's PURPOSE text, e.g. "Dividend - Rs 3.50 Per Share". */
  purpose: z.string(),
  /** Dividend per share, ₹ (all the text's dividends together); null when none or unknown. */
  amount: z.number().nullable(),
  /** "1:1" for a bonus or rights, "₹10 → ₹2" for a split; null otherwise. */
  ratio: z.string().nullable(),
  /** Null for NSE's record-date-only rows (mutual-fund and debt payouts: listed on their record date). */
  exDate: z.string().nullable(),
  recordDate: z.string().nullable(),
  /** The day the action was announced (the PR bundle's day; assumed three weeks before for the market's own). */
  announcedOn: z.string().nullable(),
  /** The printed close before the ex-date, ₹; null when the market does not know it. */
  previousClose: z.number().nullable(),
  /** Dividend over that close, percent (2 decimals); null when unknown. */
  yieldPct: z.number().nullable(),
  /** The latest price, ₹; null when unknown. */
  lastPrice: z.number().nullable(),
  /** From the ex-date's close to the latest price, adjusted for actions since, percent; null when unknown. */
  changeSincePct: z.number().nullable(),
});
export type CorporateActionRowDto = z.infer<typeof corporateActionRowSchema>;

// ---------------------------------------------------------------------------------------------
// GET TodayActivity/getCorporateActions?date=YYYY-MM-DD&kind=dividend&symbol=&page=1&size=50 — the
// actions going ex on a session (or one stock's actions up to it), the ones announced to come in
// the next 30 days, counts per kind and the sessions with actions either side.
export const corporateActionsQuery = z.object({
  /** A session; default the latest session with actions going ex. */
  date: isoDate.optional(),
  kind: z.enum(CORPORATE_ACTION_KINDS).optional(),
  /** One stock's actions up to `date` instead of the day's (NSE symbol, any case). */
  symbol: z.string().trim().max(20).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(5).max(200).default(50),
  ...publicQuery,
});
export type CorporateActionsQuery = z.input<typeof corporateActionsQuery>;

export const corporateActionsSchemas = endpointSchemas({
  source: corporateActionsSourceSchema,
  date: z.string(),
  /** The stock asked for (upper case); null for the whole day. */
  symbol: z.string().nullable(),
  /** Sessions with actions going ex before and after `date`; null at either end. */
  previousDate: z.string().nullable(),
  nextDate: z.string().nullable(),
  latestDate: z.string(),
  earliestDate: z.string(),
  /** Actions of the day (or the stock) per kind, before the kind filter; every kind, zeros included. */
  counts: z.array(z.object({ kind: z.enum(CORPORATE_ACTION_KINDS), count: z.number().int() })),
  /** Rows after the kind filter (for pagination). */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  rows: z.array(corporateActionRowSchema),
  /** Announced by `date`, going ex in the 30 days after it, soonest first (kind and stock filters applied). */
  upcoming: z.array(corporateActionRowSchema),
});
export type CorporateActionsAnswer = z.infer<typeof corporateActionsSchemas.ok>;

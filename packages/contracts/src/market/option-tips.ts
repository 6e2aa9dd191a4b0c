import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { marketSourceSchema } from './common';

/**
 * Option tips and their record (issue 15, docs/derivatives.md "Option tips"): tips issued by stated
 * rules from the live chain, stored when issued in a hash-chained append-only log, and judged by
 * what the market did after, net of F&O charges.
 *
 * Units: prices and premiums in rupees per unit (one share of the lot); P&L and charges in rupees
 * for the whole tip (lots × lot size); times epoch milliseconds; dates YYYY-MM-DD (IST); hit rate
 * in percent of the closed tips.
 *
 * | call                          | query            | answer             |
 * |-------------------------------|------------------|--------------------|
 * | OptionchainTips/getTips       | `tipsQuery`      | `tipsSchemas`      |
 * | OptionchainTips/getLiveTips   | `liveTipsQuery`  | `liveTipsSchemas`  |
 */

/** The rules (packages/market/src/option-tips/rules.ts), in the order they are evaluated. */
export const OPTION_TIP_RULE_NAMES = [
  'put-wall-bounce',
  'call-wall-rejection',
  'rich-iv-short-straddle',
  'cheap-iv-long-straddle',
] as const;
export type OptionTipRuleName = (typeof OPTION_TIP_RULE_NAMES)[number];

/** The underlyings tips are issued on. */
export const OPTION_TIP_UNDERLYINGS = ['NIFTY', 'BANKNIFTY', 'FINNIFTY'] as const;

export const OPTION_TIP_STATUSES = ['open', 'target', 'stop', 'time', 'unfilled'] as const;
export type OptionTipStatus = (typeof OPTION_TIP_STATUSES)[number];

const tipSide = z.enum(['buy', 'sell']);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

export const optionTipLegSchema = z.object({
  expiry: z.string(),
  strike: z.number(),
  right: z.enum(['CE', 'PE']),
  side: tipSide,
  lots: z.number().int(),
  priceAtIssue: z.number(),
  /** The leg's last price now (live tips), null in the record. */
  ltp: z.number().nullable(),
});

export const optionTipFillSchema = z.object({
  at: z.number(),
  /** The position's premium at the fill, rupees per unit. */
  premium: z.number(),
  legs: z.array(z.number()),
});

export const optionTipSchema = z.object({
  /** `sessionDate|underlying|rule`: one tip per rule, underlying and session. */
  id: z.string(),
  underlying: z.string(),
  rule: z.enum(OPTION_TIP_RULE_NAMES),
  sessionDate: z.string(),
  issuedAt: z.number(),
  exitBy: z.number(),
  lotSize: z.number().int(),
  side: tipSide,
  legs: z.array(optionTipLegSchema),
  premiumAtIssue: z.number(),
  target: z.number(),
  stop: z.number(),
  /** What the rule read: spot now and 15 minutes before, PCR, IV rank, the OI level. */
  facts: z.object({
    spot: z.number(),
    spotBefore: z.number(),
    pcr: z.number().nullable(),
    ivRank: z.number().nullable(),
    level: z.number().nullable(),
  }),
  status: z.enum(OPTION_TIP_STATUSES),
  entry: optionTipFillSchema.nullable(),
  /** The exit (closed) or the latest mark (open). */
  exit: optionTipFillSchema.nullable(),
  grossPnl: z.number(),
  charges: z.number(),
  netPnl: z.number(),
  /** sha256 of the log entry that issued the tip (hex). */
  hash: z.string(),
});
export type OptionTipDto = z.infer<typeof optionTipSchema>;

export const tipStatsSchema = z.object({
  sampleSize: z.number().int(),
  open: z.number().int(),
  unfilled: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  byStatus: z.object({ target: z.number().int(), stop: z.number().int(), time: z.number().int() }),
  hitRatePct: z.number().nullable(),
  averageWin: z.number().nullable(),
  averageLoss: z.number().nullable(),
  expectancy: z.number().nullable(),
  profitFactor: z.number().nullable(),
  maxDrawdown: z.number(),
  netPnl: z.number(),
});
export type TipStatsDto = z.infer<typeof tipStatsSchema>;

/** The method in numbers: when tips are issued and the thresholds of every rule. */
export const tipMethodSchema = z.object({
  underlyings: z.array(z.string()),
  everyMinutes: z.number().int(),
  firstIssue: z.string(),
  lastIssue: z.string(),
  exitBy: z.string(),
  thresholds: z.object({
    nearLevelPct: z.number(),
    bullishPcr: z.number(),
    bearishPcr: z.number(),
    richIvRank: z.number(),
    cheapIvRank: z.number(),
    optionTargetPct: z.number(),
    optionStopPct: z.number(),
    shortStraddleTargetPct: z.number(),
    shortStraddleStopPct: z.number(),
    longStraddleTargetPct: z.number(),
    longStraddleStopPct: z.number(),
    minimumPremium: z.number(),
  }),
});
export type TipMethodDto = z.infer<typeof tipMethodSchema>;

/** The hash chain of the log, verified when answered. */
export const tipLedgerSchema = z.object({
  entries: z.number().int(),
  verified: z.boolean(),
  /** Position (1-based) of the first entry whose hash does not follow, null when intact. */
  brokenAt: z.number().int().nullable(),
  lastHash: z.string().nullable(),
  /** The first session recorded (the record starts there), null when empty. */
  since: z.string().nullable(),
});

// ---------------------------------------------------------------------------------------------
// GET OptionchainTips/getTips — the record: closed tips, paged, and the statistics.
export const tipsQuery = z
  .object({
    rule: z.enum([...OPTION_TIP_RULE_NAMES, 'all']).default('all'),
    underlying: z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.enum([...OPTION_TIP_UNDERLYINGS, 'ALL']))
      .default('ALL'),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    ...publicQuery,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type TipsQuery = z.input<typeof tipsQuery>;

export const tipsSchemas = endpointSchemas({
  source: marketSourceSchema,
  method: tipMethodSchema,
  ledger: tipLedgerSchema,
  record: z.object({
    overall: tipStatsSchema,
    byRule: z.array(z.object({ rule: z.enum(OPTION_TIP_RULE_NAMES), stats: tipStatsSchema })),
  }),
  tips: z.array(optionTipSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type TipsAnswer = z.infer<typeof tipsSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET OptionchainTips/getLiveTips — today's tips with their live P&L (premium: live-option-tips).
export const liveTipsQuery = z.object({ ...publicQuery });
export const liveTipsSchemas = endpointSchemas({
  source: marketSourceSchema,
  method: tipMethodSchema,
  sessionDate: z.string(),
  tips: z.array(optionTipSchema),
  today: tipStatsSchema,
});
export type LiveTipsAnswer = z.infer<typeof liveTipsSchemas.ok>;

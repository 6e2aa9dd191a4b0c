import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { recordIdSchema } from '../record-id';

/**
 * Contracts of the robo (model) portfolios (spec 7 `RoboPort/*`; issue 18): model portfolios built
 * by stated rules over the simulated market's daily history, rebalanced on a schedule, every
 * rebalance recorded, performance net of delivery charges against NIFTY 50. Public (no session);
 * every figure is simulated. Amounts in rupees.
 *
 * | call                      | input                 | answer                    |
 * |---------------------------|-----------------------|---------------------------|
 * | RoboPort/getModels        | —                     | `roboModelsSchemas`       |
 * | RoboPort/getHoldings      | `roboModelQuery`      | `roboHoldingsSchemas`     |
 * | RoboPort/getRebalances    | `roboRebalancesQuery` | `roboRebalancesSchemas`   |
 * | RoboPort/getPerformance   | `roboModelQuery`      | `roboPerformanceSchemas`  |
 * | POST RoboPort/addRoboPortData | body `roboFollowBody` | `roboFollowSchemas`     |
 * | RoboPort/getFollow        | `roboFollowQuery`     | `roboFollowStatusSchemas` |
 *
 * addRoboPortData and getFollow need a session: following a model makes a portfolio of the
 * signed-in user's own (`portfolio/*` reads it like any other).
 */

/** Rebalances in one page of the record. */
export const ROBO_REBALANCES_PAGE_SIZE = 12;

export const roboModelIdSchema = z.enum(['quality-fair-price', 'momentum']);
export type RoboModelId = z.infer<typeof roboModelIdSchema>;

export const roboModelQuery = z.object({ model: roboModelIdSchema, ...publicQuery });
export type RoboModelQuery = z.input<typeof roboModelQuery>;

export const roboRebalancesQuery = z.object({
  model: roboModelIdSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  ...publicQuery,
});
export type RoboRebalancesQuery = z.input<typeof roboRebalancesQuery>;

export const roboMetricsSchema = z.object({
  totalReturn: z.number(),
  cagr: z.number(),
  maxDrawdown: z.number(),
  volatility: z.number(),
});
export type RoboMetricsDto = z.infer<typeof roboMetricsSchema>;

export const roboModelSummarySchema = z.object({
  id: roboModelIdSchema,
  name: z.string(),
  /** The rule in plain words. */
  rule: z.string(),
  schedule: z.enum(['monthly', 'quarterly']),
  /** First rebalance (inception). */
  since: z.string(),
  /** Last day of the record. */
  asOf: z.string(),
  holdings: z.number(),
  rebalances: z.number(),
  metrics: roboMetricsSchema,
  nifty: roboMetricsSchema,
  /** Always true: the market is simulated. */
  simulated: z.literal(true),
});
export type RoboModelSummary = z.infer<typeof roboModelSummarySchema>;

export const roboHoldingSchema = z.object({
  symbol: z.string(),
  sector: z.string(),
  quantity: z.number(),
  price: z.number(),
  value: z.number(),
  weight: z.number(),
});
export type RoboHoldingDto = z.infer<typeof roboHoldingSchema>;

export const roboTradeSchema = z.object({
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  quantity: z.number(),
  price: z.number(),
  charges: z.number(),
});

export const roboRebalanceSchema = z.object({
  date: z.string(),
  /** The day whose closes and published statements the rule used. */
  dataAsOf: z.string(),
  entered: z.array(z.string()),
  exited: z.array(z.string()),
  trades: z.array(roboTradeSchema),
  charges: z.number(),
  value: z.number(),
});
export type RoboRebalanceDto = z.infer<typeof roboRebalanceSchema>;

export const roboModelsSchemas = endpointSchemas({
  models: z.array(roboModelSummarySchema),
  initialCapital: z.number(),
});
export type RoboModelsAnswer = z.infer<typeof roboModelsSchemas.ok>;

export const roboHoldingsSchemas = endpointSchemas({
  model: roboModelSummarySchema,
  /** The session whose prices value the holdings (the live quote; the close once it has ended). */
  pricedOn: z.string(),
  holdings: z.array(roboHoldingSchema),
  cash: z.number(),
  value: z.number(),
});
export type RoboHoldingsAnswer = z.infer<typeof roboHoldingsSchemas.ok>;

export const roboRebalancesSchemas = endpointSchemas({
  model: roboModelSummarySchema,
  /** Newest first. */
  rebalances: z.array(roboRebalanceSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type RoboRebalancesAnswer = z.infer<typeof roboRebalancesSchemas.ok>;

export const roboCurvePointSchema = z.object({ date: z.string(), value: z.number(), nifty: z.number() });
export type RoboCurvePoint = z.infer<typeof roboCurvePointSchema>;

export const roboPerformanceSchemas = endpointSchemas({
  model: roboModelSummarySchema,
  initialCapital: z.number(),
  totalCharges: z.number(),
  /** Portfolio and NIFTY 50 (scaled to the same capital) on every trading day since inception. */
  curve: z.array(roboCurvePointSchema),
});
export type RoboPerformanceAnswer = z.infer<typeof roboPerformanceSchemas.ok>;

/** The most one may put into a followed model (₹10 crore), a bound against typing slips. */
export const ROBO_FOLLOW_MAX_RUPEES = 100_000_000;

/** Why `amount` (rupees) cannot follow a model before any price is known, or null. */
export function roboFollowAmountError(amount: number): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return 'Enter an amount in rupees greater than zero';
  if (amount > ROBO_FOLLOW_MAX_RUPEES)
    return `Enter at most ₹${ROBO_FOLLOW_MAX_RUPEES.toLocaleString('en-IN')}`;
  // Two decimals at most, up to binary-fraction noise (1.15 × 100 = 114.99999999999999).
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6)
    return 'Enter the amount in rupees and paise (two decimals at most)';
  return null;
}

/** The refusal of an amount too small to buy one share of each of the model's stocks. */
export const roboFollowMinimumMessage = (minimumRupees: number, stocks: number): string =>
  `At least ₹${minimumRupees.toLocaleString('en-IN')} is needed to buy one share of each of the model's ${stocks} stocks`;

export const roboFollowBody = z.object({
  model: roboModelIdSchema,
  /** Rupees to put in. */
  amount: z.coerce.number(),
});
export type RoboFollowBody = z.input<typeof roboFollowBody>;

export const roboFollowQuery = z.object({ portfolio_id: recordIdSchema('portfolio_id'), ...publicQuery });
export type RoboFollowQuery = z.input<typeof roboFollowQuery>;

/** A rebalance of the model after the follow began; `trades` counts the model's own trades. */
export const roboPendingRebalanceSchema = z.object({
  date: z.string(),
  entered: z.array(z.string()),
  exited: z.array(z.string()),
  trades: z.number().int(),
});

/** What a followed portfolio follows. */
export const roboFollowSchema = z.object({
  portfolioId: z.string(),
  model: roboModelIdSchema,
  modelName: z.string(),
  /** The session the follow began (the day of its buys). */
  since: z.string(),
  amount: z.number(),
  /** Left over after the buys, the applied rebalances and their charges. */
  cash: z.number(),
  /** The last model rebalance applied to the portfolio (`since` when none). */
  appliedThrough: z.string(),
  /**
   * The model's rebalances after `since` made in the portfolio, newest first; `trades` counts the
   * portfolio's own trades of it (labelled "Robo rebalance: <model> <date>").
   */
  applied: z.array(roboPendingRebalanceSchema),
  /** The model's rebalances after `appliedThrough`, newest first: not applied (yet) to the portfolio. */
  notApplied: z.array(roboPendingRebalanceSchema),
});
export type RoboFollowDto = z.infer<typeof roboFollowSchema>;

export const roboFollowBuySchema = z.object({
  symbol: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  charges: z.number(),
});

export const roboFollowSchemas = endpointSchemas({
  portfolio: z.object({ id: z.string(), name: z.string() }),
  follow: roboFollowSchema,
  buys: z.array(roboFollowBuySchema),
  /** Shares plus charges. */
  spent: z.number(),
});
export type RoboFollowAnswer = z.infer<typeof roboFollowSchemas.ok>;

export const roboFollowStatusSchemas = endpointSchemas({
  /** Null when the portfolio follows no model. */
  follow: roboFollowSchema.nullable(),
});
export type RoboFollowStatusAnswer = z.infer<typeof roboFollowStatusSchemas.ok>;

import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';

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

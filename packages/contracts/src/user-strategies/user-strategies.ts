import { z } from 'zod';
import { endpointSchemas, okSchema, publicQuery } from '../envelope';
import { liveQuoteSchema, marketSourceSchema } from '../market/common';
import { recordIdSchema } from '../record-id';
import {
  USER_STRATEGY_PRODUCTS,
  USER_STRATEGY_RULE_MAX,
  USER_STRATEGY_SIDES,
  USER_STRATEGY_TIMEFRAMES,
} from './user-strategy-form-rules';

export * from './user-strategy-form-rules';

/**
 * Contracts of the user's own strategies (spec 7 `Addstrategies/*`, docs/user-strategies.md). Every
 * call needs a session and reads or changes the signed-in user's strategies only.
 *
 * | call                        | input                        | answer                            |
 * |-----------------------------|------------------------------|-----------------------------------|
 * | POST Addstrategies/addStg   | body `userStrategyBody`      | `saveUserStrategyAnswer`          |
 * | Addstrategies/getList       | —                            | `userStrategyListSchemas`         |
 * | Addstrategies/getDetails    | `userStrategyIdQuery`        | `userStrategyDetailsSchemas`      |
 * | Addstrategies/getStock      | `userStrategyIdQuery`        | `userStrategyStocksAnswer`        |
 * | Addstrategies/performance   | `userStrategyIdQuery`        | `userStrategyPerformanceSchemas`  |
 * | Addstrategies/delstg        | `userStrategyIdQuery`        | `userStrategyDeleteSchemas`       |
 * | Addstrategies/checkRule     | `checkRuleQuery`             | `checkRuleAnswer`                 |
 */

const text = (max: number) => z.string().max(max).default('');

/** The strategy form (POST body, JSON). With `strategies_id` it replaces that strategy (edit). */
export const userStrategyBody = z.object({
  strategies_id: recordIdSchema('strategies_id').optional(),
  name: text(500),
  description: text(5000),
  timeframe: text(40),
  side: text(40),
  product: text(40),
  // Longer than the rule's limit, so the form's own message answers a long rule (not a 400).
  entry: text(USER_STRATEGY_RULE_MAX * 4),
  exit: text(USER_STRATEGY_RULE_MAX * 4),
  stoploss: text(40),
  profitTarget: text(40),
  sector_id: text(80),
  ...publicQuery,
});
export type UserStrategyBody = z.input<typeof userStrategyBody>;

export const userStrategyIdQuery = z.object({
  strategies_id: recordIdSchema('strategies_id'),
  ...publicQuery,
});

export const userStrategySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  timeframe: z.enum(USER_STRATEGY_TIMEFRAMES),
  side: z.enum(USER_STRATEGY_SIDES),
  product: z.enum(USER_STRATEGY_PRODUCTS),
  entry: z.string(),
  exit: z.string(),
  /** Percent of the entry price, 0 = none. */
  stoploss: z.number(),
  profitTarget: z.number(),
  /** Sector slug and name of the scope; null for all stocks. */
  sectorId: z.string().nullable(),
  sectorName: z.string().nullable(),
  /** Goes up by one on every edit (performance is kept per version). */
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserStrategy = z.infer<typeof userStrategySchema>;

export const userStrategyListSchemas = endpointSchemas({
  strategies: z.array(userStrategySchema),
  /** Most strategies a user may keep. */
  limit: z.number(),
});
export type UserStrategyListAnswer = z.infer<typeof userStrategyListSchemas.ok>;

export const userStrategyDetailsSchemas = endpointSchemas({ strategy: userStrategySchema });
export type UserStrategyDetailsAnswer = z.infer<typeof userStrategyDetailsSchemas.ok>;

export const userStrategyDeleteSchemas = endpointSchemas({});

/**
 * A refusal that may carry the message of every field in error and, for a rule the screening
 * language rejects, where the mistake is (0-based position, 1-based line and column in that rule).
 */
export const userStrategyRefusalSchema = z.object({
  status: z.literal(0),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  field: z.string().nullable().optional(),
  position: z.number().nullable().optional(),
  line: z.number().nullable().optional(),
  column: z.number().nullable().optional(),
});
export type UserStrategyRefusal = z.infer<typeof userStrategyRefusalSchema>;

export const saveUserStrategyOk = okSchema({ strategy: userStrategySchema });
export const saveUserStrategyAnswer = z.discriminatedUnion('status', [
  saveUserStrategyOk,
  userStrategyRefusalSchema,
]);

export const checkRuleQuery = z.object({
  rule: z
    .string()
    .max(USER_STRATEGY_RULE_MAX * 4)
    .default(''),
  timeframe: z.enum(USER_STRATEGY_TIMEFRAMES, { message: 'Timeframe must be Daily or 15-minute' }),
  ...publicQuery,
});
export const checkRuleOk = okSchema({
  /** The numbers the rule compares, e.g. `sma(close, 50)`. */
  columns: z.array(z.string()),
});
export const checkRuleAnswer = z.discriminatedUnion('status', [checkRuleOk, userStrategyRefusalSchema]);

export const userStrategyStockSchema = liveQuoteSchema
  .pick({ symbol: true, ltp: true, change: true, changePct: true, high: true, low: true, volume: true })
  .extend({
    name: z.string(),
    sector: z.string(),
    /** The values of the entry condition's terms at the bar, in `columns` order (null when unknown). */
    values: z.array(z.number().nullable()),
    /** True when the exit condition holds at the same bar. */
    exitHolds: z.boolean(),
  });
export type UserStrategyStock = z.infer<typeof userStrategyStockSchema>;

export const userStrategyStocksOk = okSchema({
  strategy: userStrategySchema,
  source: marketSourceSchema,
  /** The bar the conditions were read at: the last completed bar of the strategy's timeframe. */
  bar: z.object({
    /** e.g. `Close of 20 Nov 2026` or `15-minute bar 10:15–10:30 IST, 23 Nov 2026`. */
    label: z.string(),
    /** The session of the bar (YYYY-MM-DD), null when no bar has completed. */
    date: z.string().nullable(),
  }),
  columns: z.array(z.string()),
  /** Stocks in the strategy's scope. */
  scanned: z.number(),
  rows: z.array(userStrategyStockSchema),
  /** Why the list is empty when it cannot be otherwise (e.g. no 15-minute bar has closed yet today). */
  note: z.string().nullable(),
  elapsedMs: z.number(),
});
export type UserStrategyStocksAnswer = z.infer<typeof userStrategyStocksOk>;
export const userStrategyStocksAnswer = z.discriminatedUnion('status', [
  userStrategyStocksOk,
  userStrategyRefusalSchema,
]);

export const userStrategyPerformanceSchema = z.object({
  trades: z.number(),
  winRatePct: z.number().nullable(),
  totalReturnPct: z.number(),
  /** Null for periods shorter than a year (an annual rate of a few weeks says little). */
  cagrPct: z.number().nullable(),
  maxDrawdownPct: z.number(),
  sharpe: z.number().nullable(),
  /** Mean net profit per trade, rupees. */
  expectancy: z.number().nullable(),
  profitFactor: z.number().nullable(),
  charges: z.number(),
  capital: z.number(),
  finalEquity: z.number(),
  from: z.string(),
  to: z.string(),
  /** Sessions (daily) or 15-minute bars of the period. */
  bars: z.number(),
  scope: z.string(),
  stocks: z.number(),
  benchmark: z.object({ name: z.string(), totalReturnPct: z.number(), cagrPct: z.number().nullable() }),
});
export type UserStrategyPerformance = z.infer<typeof userStrategyPerformanceSchema>;

export const userStrategyPerformanceSchemas = endpointSchemas({
  strategy: userStrategySchema,
  source: marketSourceSchema,
  /** The measured back-test, or null when it cannot run (`unavailableReason` says why). */
  performance: userStrategyPerformanceSchema.nullable(),
  unavailableReason: z.string().nullable(),
  /** How it was measured: the method and every assumption. */
  method: z.array(z.string()),
  /** Server time to compute (0 when kept from an earlier request of this market day). */
  elapsedMs: z.number(),
  cached: z.boolean(),
});
export type UserStrategyPerformanceAnswer = z.infer<typeof userStrategyPerformanceSchemas.ok>;

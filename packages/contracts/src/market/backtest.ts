import { z } from 'zod';
import { endpointSchemas, okSchema, publicQuery } from '../envelope';
import { marketSourceSchema } from './common';
import { SCREEN_MAX_LENGTH } from './screens';

/**
 * Back-testing (issue 4, docs/backtesting.md).
 *
 * | call                  | query                     | answer                      |
 * |-----------------------|---------------------------|-----------------------------|
 * | BackTest/gettypDaata  | `backtestStrategiesQuery` | `backtestStrategiesSchemas` |
 * | BackTest/run          | `backtestRunQuery`        | `backtestRunAnswer`         |
 *
 * Money in rupees, returns and rates in percent; every parameter of a run is a query parameter,
 * so a result has a shareable URL.
 */

/** The spec's strategy types: Autosignal (`autosignal`) and Trading Tools (`tradingTool`). */
export const BACKTEST_STRATEGY_TYPES = ['autosignal', 'tradingTool'] as const;
export type BacktestStrategyType = (typeof BACKTEST_STRATEGY_TYPES)[number];

/** What a run can back-test: the two spec types, or a custom entry/exit screen. */
export const BACKTEST_RUN_KINDS = ['tradingTool', 'autosignal', 'custom'] as const;
export type BacktestRunKind = (typeof BACKTEST_RUN_KINDS)[number];

export const BACKTEST_SCOPES = ['symbol', 'sector', 'universe'] as const;
export type BacktestScopeKind = (typeof BACKTEST_SCOPES)[number];

export const BACKTEST_BROKER_PLANS = ['discount', 'fullService', 'statutoryOnly'] as const;
export type BacktestBrokerPlan = (typeof BACKTEST_BROKER_PLANS)[number];

export const backtestStrategiesQuery = z.object({
  type: z.enum(BACKTEST_STRATEGY_TYPES, { message: 'type must be autosignal or tradingTool' }),
  ...publicQuery,
});
export type BacktestStrategiesQuery = z.input<typeof backtestStrategiesQuery>;

export const backtestStrategySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Family (tools) or timeframe group (auto-signals). */
  family: z.string(),
  description: z.string(),
  /** The rules in one line: `Entry: … · Exit: … · Stop … · Target …`. */
  summary: z.string(),
  timeframe: z.string(),
  side: z.enum(['long', 'short']),
  product: z.enum(['intraday', 'delivery']),
  stopLossPct: z.number(),
  targetPct: z.number(),
  /** False when it cannot run on daily history; `unavailableReason` says why. */
  available: z.boolean(),
  unavailableReason: z.string().nullable(),
});
export type BacktestStrategy = z.infer<typeof backtestStrategySchema>;

export const backtestStrategiesSchemas = endpointSchemas({
  type: z.enum(BACKTEST_STRATEGY_TYPES),
  strategies: z.array(backtestStrategySchema),
  /** How signals are computed for this type. */
  method: z.string(),
});
export type BacktestStrategiesAnswer = z.infer<typeof backtestStrategiesSchemas.ok>;

const optionalNumber = (message: string) => z.coerce.number({ message }).finite({ message }).optional();
const rule = (label: string) =>
  z
    .string()
    .max(SCREEN_MAX_LENGTH, { message: `${label}: a rule is at most ${SCREEN_MAX_LENGTH} characters` })
    .optional();

export const backtestRunQuery = z.object({
  strategy_type: z.enum(BACKTEST_RUN_KINDS, { message: 'Choose Trading Tools, Autosignal or Custom screen' }),
  /** Tool id or auto-signal type (strategy_type tradingTool / autosignal). */
  strategy_id: z.string().trim().max(80).optional(),
  /** Custom screen rules (strategy_type custom), in the screening language. */
  entry: rule('Entry'),
  exit: rule('Exit'),
  scope: z.enum(BACKTEST_SCOPES, { message: 'Scope must be one stock, a sector or all stocks' }),
  symbol: z.string().trim().max(40).optional(),
  /** Sector slug, name or 1-based position. */
  sector_id: z.string().trim().max(80).optional(),
  /** First and last date, YYYY-MM-DD (default: the whole history). */
  from: z.string().trim().max(10).optional(),
  to: z.string().trim().max(10).optional(),
  /** Starting capital, rupees. */
  capital: z.coerce.number({ message: 'Capital must be a number of rupees' }).finite(),
  /** One stock: percent of equity per trade (default 100). */
  position_pct: optionalNumber('Position size must be a number'),
  /** Sector or all stocks: most open positions (default 10). */
  max_positions: optionalNumber('Open positions must be a number'),
  /** Omitted: the strategy's own stop / target (0 = none). */
  stop_pct: optionalNumber('Stop-loss must be a number'),
  target_pct: optionalNumber('Target must be a number'),
  product: z.enum(['intraday', 'delivery'], { message: 'Product must be intraday or delivery' }).optional(),
  slippage_bps: optionalNumber('Slippage must be a number'),
  plan: z.enum(BACKTEST_BROKER_PLANS, { message: 'Unknown broker plan' }).optional(),
  ...publicQuery,
});
export type BacktestRunQuery = z.input<typeof backtestRunQuery>;
/** The query after parsing (numbers coerced). */
export type BacktestRunParams = z.output<typeof backtestRunQuery>;

export const backtestTradeSchema = z.object({
  symbol: z.string(),
  side: z.enum(['long', 'short']),
  quantity: z.number(),
  entryDate: z.string(),
  /** Adjusted fill prices, rupees. */
  entryPrice: z.number(),
  exitDate: z.string(),
  exitPrice: z.number(),
  gross: z.number(),
  charges: z.number(),
  net: z.number(),
  /** Net P&L over the entry value, percent. */
  returnPct: z.number(),
  reason: z.enum(['signal', 'stop', 'target', 'squareOff', 'end']),
});
export type BacktestTrade = z.infer<typeof backtestTradeSchema>;

export const backtestChargesSchema = z.object({
  brokerage: z.number(),
  stt: z.number(),
  exchange: z.number(),
  sebi: z.number(),
  stampDuty: z.number(),
  dp: z.number(),
  gst: z.number(),
  total: z.number(),
});
export type BacktestCharges = z.infer<typeof backtestChargesSchema>;

export const backtestMetricsSchema = z.object({
  finalEquity: z.number(),
  netProfit: z.number(),
  totalReturnPct: z.number(),
  cagrPct: z.number(),
  maxDrawdownPct: z.number(),
  drawdownPeak: z.string(),
  drawdownTrough: z.string(),
  drawdownRecovery: z.string().nullable(),
  sharpe: z.number().nullable(),
  trades: z.number(),
  winRatePct: z.number().nullable(),
  averageWin: z.number().nullable(),
  averageLoss: z.number().nullable(),
  /** Mean net P&L per trade, rupees. */
  expectancy: z.number().nullable(),
  profitFactor: z.number().nullable(),
  exposurePct: z.number(),
  charges: z.number(),
});
export type BacktestMetrics = z.infer<typeof backtestMetricsSchema>;

export const backtestRunOk = okSchema({
  source: marketSourceSchema,
  strategy: z.object({
    kind: z.enum(BACKTEST_RUN_KINDS),
    id: z.string(),
    name: z.string(),
    summary: z.string(),
    method: z.string(),
  }),
  settings: z.object({
    side: z.enum(['long', 'short']),
    product: z.enum(['intraday', 'delivery']),
    capital: z.number(),
    positionPct: z.number(),
    maxPositions: z.number(),
    stopLossPct: z.number(),
    targetPct: z.number(),
    slippageBps: z.number(),
    plan: z.enum(BACKTEST_BROKER_PLANS),
    planLabel: z.string(),
    planDescription: z.string(),
  }),
  scope: z.object({ kind: z.enum(BACKTEST_SCOPES), label: z.string(), stocks: z.number() }),
  period: z.object({ from: z.string(), to: z.string(), bars: z.number() }),
  metrics: backtestMetricsSchema,
  benchmark: z.object({
    name: z.string(),
    totalReturnPct: z.number(),
    cagrPct: z.number(),
    maxDrawdownPct: z.number(),
    sharpe: z.number().nullable(),
  }),
  /** Equity at each close, rupees: the strategy and the benchmark bought and held with the same capital. */
  equity: z.object({
    dates: z.array(z.string()),
    strategy: z.array(z.number()),
    benchmark: z.array(z.number()),
  }),
  trades: z.array(backtestTradeSchema),
  /** All trades of the run (`trades` holds at most the last `BACKTEST_TRADES_SHOWN`). */
  tradesTotal: z.number(),
  charges: backtestChargesSchema,
  /** Statutory rates and the plan's brokerage, per product, as shown under the result. */
  rates: z.array(z.object({ component: z.string(), intraday: z.string(), delivery: z.string() })),
  assumptions: z.array(z.string()),
  /** Stock-days whose signals were computed, and the server time the run took (0 when cached). */
  stockDays: z.number(),
  elapsedMs: z.number(),
  cached: z.boolean(),
});
export type BacktestRunAnswer = z.infer<typeof backtestRunOk>;

/** Most trades an answer lists (the latest ones); the metrics count every trade. */
export const BACKTEST_TRADES_SHOWN = 5000;

/** A run refused: the message, the request field it is about, and for a custom rule where the mistake is. */
export const backtestRefusalSchema = z.object({
  status: z.literal(0),
  message: z.string(),
  field: z.string().nullable(),
  position: z.number().nullable(),
  line: z.number().nullable(),
  column: z.number().nullable(),
});
export type BacktestRefusal = z.infer<typeof backtestRefusalSchema>;

export const backtestRunAnswer = z.discriminatedUnion('status', [backtestRunOk, backtestRefusalSchema]);

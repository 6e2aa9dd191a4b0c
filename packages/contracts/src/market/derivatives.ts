import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { marketSourceSchema } from './common';

/**
 * API v3 shapes of the derivatives area (apps/server/src/derivatives/): option underlyings
 * (`globalSetting/getOptionData`), option chains (`Optionchain/*`), open-interest analytics
 * (`OptionchainOI/getAnalysisData`) and the option strategies (`OptionStrategies/*`).
 *
 * Units: strikes, spot and premiums in rupees (index points); IV in percent (14.2 = 14.2 %);
 * open interest and volume in contracts (lots); greeks per unit of the underlying: delta, gamma per
 * point, theta in ₹ per calendar day, vega in ₹ per 1 vol point; position figures (payoff, margin,
 * net greeks) in ₹ for the whole position. Dates YYYY-MM-DD (IST); times epoch milliseconds.
 * Simulated chains say so in `source.simulated`; nothing here is presented as exchange data unless
 * it was imported from an NSE file.
 */

const endpoint = endpointSchemas;

/** A calendar date, YYYY-MM-DD (the derivatives contracts' dates). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/** An option underlying's symbol as NSE spells it (NIFTY, BANKNIFTY, RELIANCE, M&M, BAJAJ-AUTO). */
export const underlyingSymbol = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9&-]+$/, 'Not a symbol')
  .transform((s) => s.toUpperCase());

export const OPTION_EXPIRY_KINDS = ['weekly', 'monthly'] as const;

export const optionExpirySchema = z.object({
  date: z.string(),
  kind: z.enum(OPTION_EXPIRY_KINDS),
  /** Calendar days from the session date to the expiry day. */
  daysToExpiry: z.number().int(),
});
export type OptionExpiryDto = z.infer<typeof optionExpirySchema>;

export const UNDERLYING_KINDS = ['index', 'stock'] as const;

export const optionUnderlyingSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  kind: z.enum(UNDERLYING_KINDS),
  lotSize: z.number().int(),
  strikeStep: z.number(),
  spot: z.number(),
  change: z.number(),
  changePct: z.number(),
  expiries: z.array(optionExpirySchema),
});
export type OptionUnderlyingDto = z.infer<typeof optionUnderlyingSchema>;

// ---------------------------------------------------------------------------------------------
// GET globalSetting/getOptionData — every option underlying (indices first, then F&O stocks).
export const optionDataQuery = z.object({ ...publicQuery });
export const optionDataSchemas = endpoint({
  source: marketSourceSchema,
  riskFreeRatePct: z.number(),
  underlyings: z.array(optionUnderlyingSchema),
});
export type OptionDataAnswer = z.infer<typeof optionDataSchemas.ok>;

/** How IV is computed: the product's model (spot, dividend yield, r) or NSE's published convention. */
export const IV_MODES = ['model', 'nse'] as const;
export type IvMode = (typeof IV_MODES)[number];

/** An expiry query value: a date, or omitted for the nearest. */
const expiryParam = isoDate.optional();

export const OI_BUILD_UPS = [
  'long-build-up',
  'short-build-up',
  'long-unwinding',
  'short-covering',
  'neutral',
] as const;
export type OiBuildUp = (typeof OI_BUILD_UPS)[number];

/** One side (call or put) of a strike. */
export const chainSideSchema = z.object({
  ltp: z.number(),
  /** Change since the previous session's close, ₹. */
  change: z.number(),
  changePct: z.number().nullable(),
  /** Best bid/ask, ₹ (bid 0: no bid). */
  bid: z.number(),
  ask: z.number(),
  /** Implied volatility, %; null when no volatility fits the price. */
  iv: z.number().nullable(),
  delta: z.number(),
  gamma: z.number(),
  /** ₹ per calendar day per unit. */
  theta: z.number(),
  /** ₹ per 1 vol point per unit. */
  vega: z.number(),
  /** Contracts. */
  oi: z.number(),
  oiChange: z.number(),
  oiChangePct: z.number().nullable(),
  volume: z.number(),
  buildUp: z.enum(OI_BUILD_UPS),
});
export type ChainSide = z.infer<typeof chainSideSchema>;

export const chainRowSchema = z.object({
  strike: z.number(),
  call: chainSideSchema,
  put: chainSideSchema,
});
export type ChainRow = z.infer<typeof chainRowSchema>;

export const chainUnderlyingSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  kind: z.enum(UNDERLYING_KINDS),
  spot: z.number(),
  change: z.number(),
  changePct: z.number(),
  lotSize: z.number().int(),
  strikeStep: z.number(),
});
export type ChainUnderlying = z.infer<typeof chainUnderlyingSchema>;

export const chainConventionsSchema = z.object({
  ivMode: z.enum(IV_MODES),
  riskFreeRatePct: z.number(),
  dividendYieldPct: z.number(),
  /** Years to expiry = minutes to 15:30 IST on the expiry day ÷ 525,600. */
  minutesToExpiry: z.number(),
});

export const chainTotalsSchema = z.object({
  callOi: z.number(),
  putOi: z.number(),
  callOiChange: z.number(),
  putOiChange: z.number(),
  callVolume: z.number(),
  putVolume: z.number(),
  pcrOi: z.number().nullable(),
  pcrVolume: z.number().nullable(),
  maxPain: z.number().nullable(),
});
export type ChainTotals = z.infer<typeof chainTotalsSchema>;

export const chainExpiryInfoSchema = optionExpirySchema.extend({
  /** Forward level S·e^{(r−q)T}. */
  forward: z.number(),
  atmStrike: z.number(),
  /** ATM implied volatility, %. */
  atmIv: z.number().nullable(),
  /** ATM call + put, ₹. */
  straddle: z.number(),
});

// ---------------------------------------------------------------------------------------------
// GET Optionchain/getOptionChain?symbol=NIFTY&expiry=YYYY-MM-DD&iv_mode=model|nse
export const optionChainQuery = z.object({
  symbol: underlyingSymbol.default('NIFTY'),
  expiry: expiryParam,
  iv_mode: z.enum(IV_MODES).default('model'),
  ...publicQuery,
});
export type OptionChainQuery = z.input<typeof optionChainQuery>;

export const optionChainSchemas = endpoint({
  source: marketSourceSchema,
  underlying: chainUnderlyingSchema,
  expiries: z.array(optionExpirySchema),
  expiry: chainExpiryInfoSchema,
  conventions: chainConventionsSchema,
  totals: chainTotalsSchema,
  rows: z.array(chainRowSchema),
});
export type OptionChainAnswer = z.infer<typeof optionChainSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET OptionchainOI/getAnalysisData?symbol=NIFTY&expiry=YYYY-MM-DD — OI, PCR, levels, GEX, IV.
export const oiAnalysisQuery = z.object({
  symbol: underlyingSymbol.default('NIFTY'),
  expiry: expiryParam,
  ...publicQuery,
});
export type OiAnalysisQuery = z.input<typeof oiAnalysisQuery>;

export const expiryPcrSchema = z.object({
  expiry: z.string(),
  kind: z.enum(OPTION_EXPIRY_KINDS),
  callOi: z.number(),
  putOi: z.number(),
  pcrOi: z.number().nullable(),
  pcrVolume: z.number().nullable(),
  maxPain: z.number().nullable(),
  atmIv: z.number().nullable(),
  daysToExpiry: z.number().int(),
});
export type ExpiryPcr = z.infer<typeof expiryPcrSchema>;

export const oiProfileRowSchema = z.object({
  strike: z.number(),
  callOi: z.number(),
  putOi: z.number(),
  callOiChange: z.number(),
  putOiChange: z.number(),
  callBuildUp: z.enum(OI_BUILD_UPS),
  putBuildUp: z.enum(OI_BUILD_UPS),
  /** Dealer gamma exposure at this strike, ₹ crore per 1 % move (calls +, puts −). */
  gex: z.number(),
  callIv: z.number().nullable(),
  putIv: z.number().nullable(),
});
export type OiProfileRow = z.infer<typeof oiProfileRowSchema>;

export const oiLevelSchema = z.object({ strike: z.number(), oi: z.number() }).nullable();

export const oiLevelsSchema = z.object({
  support: oiLevelSchema,
  support2: oiLevelSchema,
  resistance: oiLevelSchema,
  resistance2: oiLevelSchema,
  /** Strikes where the most put / call OI was added today. */
  mostPutAdded: oiLevelSchema,
  mostCallAdded: oiLevelSchema,
});
export type OiLevels = z.infer<typeof oiLevelsSchema>;

export const buildUpCountsSchema = z.object({
  'long-build-up': z.number().int(),
  'short-build-up': z.number().int(),
  'long-unwinding': z.number().int(),
  'short-covering': z.number().int(),
  neutral: z.number().int(),
});

export const gexSummarySchema = z.object({
  /** ₹ crore per 1 % move, all strikes of the expiry. */
  total: z.number(),
  callWall: z.number().nullable(),
  putWall: z.number().nullable(),
  /** Spot level where total dealer gamma changes sign; null when it does not within the strikes. */
  zeroGamma: z.number().nullable(),
});

export const ivRankSchema = z.object({
  /** ATM IV now, %. */
  current: z.number().nullable(),
  /** 0–100 over the window. */
  rank: z.number().nullable(),
  percentile: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Sessions in the window. */
  sessions: z.number().int(),
  /** What the history is: India VIX (indices) or the simulated 30-day ATM IV (stocks). */
  basis: z.enum(['india-vix', 'atm-iv']),
});

export const straddlePointSchema = z.object({
  time: z.number(),
  spot: z.number(),
  atmStrike: z.number(),
  premium: z.number(),
});

export const termPointSchema = z.object({
  expiry: z.string(),
  daysToExpiry: z.number().int(),
  atmIv: z.number().nullable(),
});

export const oiAnalysisSchemas = endpoint({
  source: marketSourceSchema,
  underlying: chainUnderlyingSchema,
  expiries: z.array(optionExpirySchema),
  expiry: chainExpiryInfoSchema,
  totals: chainTotalsSchema,
  /** Every listed expiry, and all of them together. */
  pcrByExpiry: z.array(expiryPcrSchema),
  pcrAll: z.object({ pcrOi: z.number().nullable(), pcrVolume: z.number().nullable() }),
  profile: z.array(oiProfileRowSchema),
  levels: oiLevelsSchema,
  callBuildUp: buildUpCountsSchema,
  putBuildUp: buildUpCountsSchema,
  gex: gexSummarySchema,
  termStructure: z.array(termPointSchema),
  ivRank: ivRankSchema,
  /** The ATM straddle of the selected expiry through today's session so far (every 15 minutes). */
  straddle: z.array(straddlePointSchema),
});
export type OiAnalysisAnswer = z.infer<typeof oiAnalysisSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET Optionchain/getOiHistory?symbol=NIFTY&days=60 — PCR, max pain and the highest-OI strikes,
// daily and through today's session.
export const oiHistoryQuery = z.object({
  symbol: underlyingSymbol.default('NIFTY'),
  days: z.coerce.number().int().min(5).max(250).default(60),
  ...publicQuery,
});
export type OiHistoryQuery = z.input<typeof oiHistoryQuery>;

export const pcrDaySchema = z.object({
  date: z.string(),
  close: z.number(),
  /** All listed expiries together. */
  pcrOi: z.number().nullable(),
  pcrVolume: z.number().nullable(),
  /** Nearest expiry. */
  nearPcrOi: z.number().nullable(),
  maxPain: z.number().nullable(),
  maxCallOiStrike: z.number().nullable(),
  maxPutOiStrike: z.number().nullable(),
});
export type PcrDay = z.infer<typeof pcrDaySchema>;

export const pcrIntradaySchema = z.object({
  time: z.number(),
  spot: z.number(),
  pcrOi: z.number().nullable(),
  maxCallOiStrike: z.number().nullable(),
  maxPutOiStrike: z.number().nullable(),
});
export type PcrIntradayPoint = z.infer<typeof pcrIntradaySchema>;

export const oiHistorySchemas = endpoint({
  source: marketSourceSchema,
  underlying: chainUnderlyingSchema,
  /** Completed sessions, oldest first, then today's so far when live. */
  days: z.array(pcrDaySchema),
  /** Today's session every 15 minutes (nearest expiry). */
  intraday: z.array(pcrIntradaySchema),
});
export type OiHistoryAnswer = z.infer<typeof oiHistorySchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET Optionchain/getSupportTarget?kind=index|stock — OI support and resistance per underlying.
export const supportTargetQuery = z.object({
  kind: z.enum(UNDERLYING_KINDS).default('index'),
  ...publicQuery,
});
export const supportTargetRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  kind: z.enum(UNDERLYING_KINDS),
  expiry: z.string(),
  spot: z.number(),
  changePct: z.number(),
  support: z.number().nullable(),
  support2: z.number().nullable(),
  resistance: z.number().nullable(),
  resistance2: z.number().nullable(),
  maxPain: z.number().nullable(),
  pcrOi: z.number().nullable(),
  /** Straddle-implied move to expiry, ₹ (ATM call + put). */
  expectedMove: z.number(),
  /** Distance from spot, %: negative below. */
  supportDistancePct: z.number().nullable(),
  resistanceDistancePct: z.number().nullable(),
});
export type SupportTargetRow = z.infer<typeof supportTargetRowSchema>;
export const supportTargetSchemas = endpoint({
  source: marketSourceSchema,
  kind: z.enum(UNDERLYING_KINDS),
  rows: z.array(supportTargetRowSchema),
});
export type SupportTargetAnswer = z.infer<typeof supportTargetSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// Option strategies.
export const STRATEGY_VIEWS = ['bullish', 'bearish', 'neutral', 'volatile'] as const;
export type StrategyView = (typeof STRATEGY_VIEWS)[number];
export const STRATEGY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const LEG_INSTRUMENTS = ['call', 'put', 'future', 'stock'] as const;
export type LegInstrument = (typeof LEG_INSTRUMENTS)[number];
export const LEG_SIDES = ['buy', 'sell'] as const;
export type LegSide = (typeof LEG_SIDES)[number];

export const strategyLegTemplateSchema = z.object({
  instrument: z.enum(LEG_INSTRUMENTS),
  side: z.enum(LEG_SIDES),
  lots: z.number().int(),
  /** Strike offset from ATM in strike steps (0 for futures and stock). */
  strikeSteps: z.number(),
  expiry: z.enum(['near', 'next']),
});

export const strategySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  view: z.enum(STRATEGY_VIEWS),
  level: z.enum(STRATEGY_LEVELS),
  legs: z.array(strategyLegTemplateSchema),
  rationale: z.string(),
  maxProfit: z.string(),
  maxLoss: z.string(),
  breakevens: z.string(),
});
export type StrategySummary = z.infer<typeof strategySummarySchema>;

// GET OptionStrategies/getlist — the catalogue (its length is the product's strategy count).
export const strategyListQuery = z.object({ ...publicQuery });
export const strategyListSchemas = endpoint({
  /** `strategies.length`: counted from the catalogue, never written by hand. */
  count: z.number().int(),
  strategies: z.array(strategySummarySchema),
});
export type StrategyListAnswer = z.infer<typeof strategyListSchemas.ok>;

/** A concrete leg: the builder's unit, and what a strategy URL encodes. */
export const strategyLegSchema = z.object({
  instrument: z.enum(LEG_INSTRUMENTS),
  side: z.enum(LEG_SIDES),
  lots: z.number().int().min(1).max(100),
  /** Options only. */
  strike: z.number().positive().nullable(),
  /** Options and futures; null for the stock. */
  expiry: isoDate.nullable(),
  /** ₹ per unit paid or received; omitted: the live price (mid for options). */
  entryPrice: z.number().positive().optional(),
  /** Options: IV in % to value the leg at; omitted: the chain's IV of that strike. */
  iv: z.number().positive().max(300).optional(),
});
export type StrategyLeg = z.infer<typeof strategyLegSchema>;

export const pricedLegSchema = strategyLegSchema.extend({
  entryPrice: z.number(),
  /** Current price (mid for options) ₹ per unit. */
  currentPrice: z.number(),
  iv: z.number().nullable(),
  delta: z.number(),
  lotSize: z.number().int(),
});
export type PricedLeg = z.infer<typeof pricedLegSchema>;

export const maxValueSchema = z.union([z.number(), z.literal('unlimited')]);

export const marginSchema = z.object({
  span: z.number(),
  exposure: z.number(),
  expiryDayElm: z.number(),
  premium: z.number(),
  total: z.number(),
  /** Sum of each leg's own margin: total − hedge benefit. */
  standaloneTotal: z.number(),
  hedgeBenefit: z.number(),
  method: z.string(),
});
export type MarginEstimateDto = z.infer<typeof marginSchema>;

export const payoffSchema = z.object({
  prices: z.array(z.number()),
  atExpiry: z.array(z.number()),
  atDate: z.array(z.number()),
  /** The date the T+n curve is valued at (YYYY-MM-DD) and the first expiry of the position. */
  evaluationDate: z.string(),
  firstExpiry: z.string().nullable(),
  breakevens: z.array(z.number()),
  maxProfit: maxValueSchema,
  maxLoss: maxValueSchema,
  /** ₹: + received, − paid. */
  netPremium: z.number(),
  greeks: z.object({ delta: z.number(), gamma: z.number(), theta: z.number(), vega: z.number() }),
  /** 0–100. */
  probabilityOfProfit: z.number().nullable(),
  sigmaLevels: z
    .object({ minus2: z.number(), minus1: z.number(), plus1: z.number(), plus2: z.number() })
    .nullable(),
  /** Current P&L of the position at the live prices, ₹. */
  currentPnl: z.number(),
});
export type PayoffDto = z.infer<typeof payoffSchema>;

// GET OptionStrategies/getDetails?strategyId=bull-call-spread&symbol=NIFTY&expiry= — a catalogue
// strategy placed on an underlying's chain at the money, priced, with its payoff and margin.
export const strategyDetailsQuery = z.object({
  strategyId: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9-]+$/, 'Not a strategy id'),
  symbol: underlyingSymbol.default('NIFTY'),
  expiry: expiryParam,
  ...publicQuery,
});
export type StrategyDetailsQuery = z.input<typeof strategyDetailsQuery>;

export const strategyPositionSchema = z.object({
  source: marketSourceSchema,
  underlying: chainUnderlyingSchema,
  expiries: z.array(optionExpirySchema),
  legs: z.array(pricedLegSchema),
  payoff: payoffSchema,
  margin: marginSchema,
  conventions: z.object({
    riskFreeRatePct: z.number(),
    dividendYieldPct: z.number(),
    /** The volatility of the probability model, %. */
    modelIv: z.number().nullable(),
  }),
});
export type StrategyPosition = z.infer<typeof strategyPositionSchema>;

export const strategyDetailsSchemas = endpoint({
  strategy: strategySummarySchema,
  position: strategyPositionSchema,
});
export type StrategyDetailsAnswer = z.infer<typeof strategyDetailsSchemas.ok>;

// POST OptionStrategies/getPayoff — any position (up to 12 legs) valued on the live chain.
export const MAX_STRATEGY_LEGS = 12;
export const payoffBody = z.object({
  symbol: underlyingSymbol,
  legs: z.array(strategyLegSchema).min(1).max(MAX_STRATEGY_LEGS),
  /** T+n valuation date (YYYY-MM-DD); default today. */
  evaluationDate: isoDate.optional(),
  /** Added to every leg's IV, vol points (−50…+100). */
  ivShift: z.number().min(-50).max(100).default(0),
  /** Spot to centre the T+n valuation on; default the live spot. */
  spot: z.number().positive().optional(),
});
export type PayoffBody = z.input<typeof payoffBody>;
export const payoffSchemas = endpoint({ position: strategyPositionSchema });
export type PayoffAnswer = z.infer<typeof payoffSchemas.ok>;

import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { barSchema, columnSchema, liveQuoteSchema, marketSourceSchema } from './common';

/**
 * API v3 shapes of the stock area (apps/server/src/market/routes/stock.routes.ts): the stock page,
 * market details, charts, pivots, the symbol directory and search.
 *
 * Units as in common.ts: prices in rupees, percentages plain numbers (1.5 = 1.5 %), volumes in
 * shares; company amounts (market cap, statements) in ₹ crore. Every answer carries `source`. An
 * unknown symbol is a refusal `{status: 0, message: 'No stock with symbol X'}` with HTTP 200.
 */

/** NSE symbols: letters, digits and `& - _ .` (`M&M`, `BAJAJ-AUTO`), index names also spaces. */
export const STOCK_SYMBOL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9&._\- ]{0,39}$/;
export const stockSymbolSchema = z
  .string()
  .trim()
  .regex(STOCK_SYMBOL_PATTERN, 'Enter an NSE symbol such as RELIANCE or M&M');

/** `mobile` and `web_token` are accepted and ignored on public market data (spec section 7). */

const endpoint = endpointSchemas;

const nullableNumber = z.number().nullable();

// ---------------------------------------------------------------------------------------------
// GET stock/stockDetails?symbol=  — the stock page header.
export const stockSymbolQuery = z.object({ symbol: stockSymbolSchema, ...publicQuery });
export type StockSymbolQuery = z.infer<typeof stockSymbolQuery>;

export const instrumentKindSchema = z.enum(['equity', 'index', 'etf', 'other']);
export type InstrumentKind = z.infer<typeof instrumentKindSchema>;

export const stockProfileSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  kind: instrumentKindSchema,
  isin: z.string().nullable(),
  sector: z.string(),
  industry: z.string().nullable(),
  /** Face value in rupees (null for indices). */
  faceValue: nullableNumber,
  /** F&O market lot, null when the stock is not in the F&O segment. */
  lotSize: z.number().int().nullable(),
});
export type StockProfile = z.infer<typeof stockProfileSchema>;

export const stockStatsSchema = z.object({
  /** Session VWAP so far (null before the first trade or without intraday data). */
  vwap: nullableNumber,
  /** 52-week high and low of completed days (adjusted for splits and bonuses). */
  high52: nullableNumber,
  low52: nullableNumber,
  allTimeHigh: nullableNumber,
  /** Traded value today, ₹ crore. */
  turnoverCr: z.number(),
  /** Mean volume of the last 20 completed days. */
  averageVolume20: nullableNumber,
  /** LTP × shares outstanding, ₹ crore (null for indices). */
  marketCapCr: nullableNumber,
  sharesOutstanding: nullableNumber,
  /** Price band of the day: previous close ± band % (simulated circuit limits). */
  upperCircuit: nullableNumber,
  lowerCircuit: nullableNumber,
  circuitBandPct: nullableNumber,
});
export type StockStats = z.infer<typeof stockStatsSchema>;

/** True when the server offers the quote stream (`/api/v3/stream`); without it, clients poll. */
const streamFlag = z.boolean();

export const stockDetailsSchemas = endpoint({
  source: marketSourceSchema,
  profile: stockProfileSchema,
  quote: liveQuoteSchema,
  stats: stockStatsSchema,
  stream: streamFlag,
});
export type StockDetails = z.infer<typeof stockDetailsSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET stock/getStockData?symbol=  — returns over standard periods and corporate actions.
export const returnPeriodSchema = z.enum(['1W', '1M', '3M', '6M', '1Y', '3Y', '5Y']);
export type ReturnPeriod = z.infer<typeof returnPeriodSchema>;

export const periodReturnSchema = z.object({
  period: returnPeriodSchema,
  /** The completed day the return is measured from (null when the history is too short). */
  fromDate: z.string().nullable(),
  /** Adjusted close on `fromDate` (in today's terms, so splits do not fake a fall). */
  fromPrice: nullableNumber,
  /** (LTP − fromPrice) / fromPrice × 100; null when the history is too short. */
  changePct: nullableNumber,
  /** Compound annual rate for periods over a year (3Y, 5Y), else null. */
  annualisedPct: nullableNumber,
});
export type PeriodReturn = z.infer<typeof periodReturnSchema>;

export const corporateActionSchema = z.object({
  kind: z.enum(['dividend', 'split', 'bonus']),
  exDate: z.string(),
  /** Human text: "Dividend ₹8.50 per share", "Split ₹10 → ₹2", "Bonus 1:1". */
  description: z.string(),
  /** Dividend per share in rupees (null for splits and bonuses). */
  dividend: nullableNumber,
  /** Split or bonus ratio text, e.g. "1:2" (null for dividends). */
  ratio: z.string().nullable(),
});
export type CorporateActionDto = z.infer<typeof corporateActionSchema>;

export const stockDataSchemas = endpoint({
  source: marketSourceSchema,
  symbol: z.string(),
  ltp: z.number(),
  returns: z.array(periodReturnSchema),
  /** Newest first. */
  corporateActions: z.array(corporateActionSchema),
});
export type StockData = z.infer<typeof stockDataSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET stock/stockScanDetails?symbol=  — technical snapshot on daily adjusted bars, today's live
// bar included (so RSI and the averages move during the session).
export const movingAverageRowSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(['sma', 'ema']),
  period: z.number().int(),
  value: nullableNumber,
  /** Where the LTP stands against the average. */
  position: z.enum(['above', 'below']).nullable(),
});
export type MovingAverageRow = z.infer<typeof movingAverageRowSchema>;

export const technicalSignalSchema = z.enum(['bullish', 'bearish', 'neutral']);
export type TechnicalSignal = z.infer<typeof technicalSignalSchema>;

export const stockScanSchemas = endpoint({
  source: marketSourceSchema,
  symbol: z.string(),
  ltp: z.number(),
  rsi14: nullableNumber,
  /** RSI 14 reading: above 70 overbought, below 30 oversold. */
  rsiZone: z.enum(['overbought', 'oversold', 'neutral']).nullable(),
  macd: z.object({ macd: nullableNumber, signal: nullableNumber, histogram: nullableNumber }),
  movingAverages: z.array(movingAverageRowSchema),
  bollinger: z.object({ upper: nullableNumber, middle: nullableNumber, lower: nullableNumber }),
  supertrend: z.object({ value: nullableNumber, direction: z.enum(['up', 'down']).nullable() }),
  atr14: nullableNumber,
  /** Count of bullish and bearish readings among the averages, MACD, RSI and Supertrend. */
  summary: z.object({ bullish: z.number().int(), bearish: z.number().int(), verdict: technicalSignalSchema }),
});
export type StockScan = z.infer<typeof stockScanSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET stock/getStockSupportData?symbol=  — pivot levels from the previous session's H/L/C (see
// @nivesh/market pivot-levels). Without `symbol`: every equity of the universe (about 500 rows,
// unpaged: the web table pages and sorts them).
export const stockSupportQuery = z.object({ symbol: stockSymbolSchema.optional(), ...publicQuery });
export type StockSupportQuery = z.infer<typeof stockSupportQuery>;

export const pivotLevelsSchema = z.object({
  pivot: z.number(),
  r1: z.number(),
  r2: z.number(),
  r3: z.number(),
  s1: z.number(),
  s2: z.number(),
  s3: z.number(),
});
export type PivotLevelsDto = z.infer<typeof pivotLevelsSchema>;

export const camarillaLevelsSchema = z.object({
  pivot: z.number(),
  h1: z.number(),
  h2: z.number(),
  h3: z.number(),
  h4: z.number(),
  l1: z.number(),
  l2: z.number(),
  l3: z.number(),
  l4: z.number(),
});
export type CamarillaLevelsDto = z.infer<typeof camarillaLevelsSchema>;

export const supportRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  ltp: z.number(),
  changePct: z.number(),
  /** The session the levels come from and its high, low and close (adjusted to today's terms). */
  basisDate: z.string(),
  prevHigh: z.number(),
  prevLow: z.number(),
  prevClose: z.number(),
  classic: pivotLevelsSchema,
  fibonacci: pivotLevelsSchema,
  camarilla: camarillaLevelsSchema,
});
export type SupportRow = z.infer<typeof supportRowSchema>;

export const stockSupportSchemas = endpoint({
  source: marketSourceSchema,
  rows: z.array(supportRowSchema),
});
export type StockSupport = z.infer<typeof stockSupportSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET stock/gethStockAnalysisData?symbol=  — key ratios and simulated financial statements.
export const keyRatiosSchema = z.object({
  marketCapCr: nullableNumber,
  /** Price ÷ trailing-twelve-month EPS (null when earnings are not positive). */
  pe: nullableNumber,
  /** Price ÷ book value per share. */
  pb: nullableNumber,
  /** Trailing-twelve-month EPS, ₹. */
  eps: nullableNumber,
  /** Book value per share, ₹. */
  bookValue: nullableNumber,
  /** Net profit ÷ average equity of the last fiscal year, %. */
  roe: nullableNumber,
  /** EBIT ÷ (equity + long-term debt) of the last fiscal year, %. */
  roce: nullableNumber,
  /** Dividends of the last 12 months per share ÷ LTP, %. */
  dividendYield: nullableNumber,
  debtToEquity: nullableNumber,
  faceValue: nullableNumber,
  /** Compound growth of revenue and net profit over the last three fiscal years, %. */
  salesGrowth3y: nullableNumber,
  profitGrowth3y: nullableNumber,
});
export type KeyRatios = z.infer<typeof keyRatiosSchema>;

/** One period of a statement; amounts in ₹ crore, EPS and DPS in ₹, OPM in %. */
export const statementRowSchema = z.object({
  /** "FY2026" or "Q2 FY2026". */
  period: z.string(),
  periodEnd: z.string(),
  revenue: z.number(),
  operatingProfit: z.number(),
  opmPct: nullableNumber,
  depreciation: z.number(),
  interest: z.number(),
  profitBeforeTax: z.number(),
  tax: z.number(),
  netProfit: z.number(),
  eps: z.number(),
  dividendPerShare: z.number(),
  totalAssets: z.number(),
  equity: z.number(),
  debt: z.number(),
  cash: z.number(),
  cashFromOperations: z.number(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const stockAnalysisSchemas = endpoint({
  source: marketSourceSchema,
  symbol: z.string(),
  /** Always true today: the statements are model outputs, never a company's real accounts. */
  simulatedStatements: z.boolean(),
  /** 'general', 'bank', 'lender' or 'insurer': how the accounts are laid out. */
  businessModel: z.string(),
  ltp: z.number(),
  ratios: keyRatiosSchema,
  /** Oldest first. */
  annual: z.array(statementRowSchema),
  quarterly: z.array(statementRowSchema),
});
export type StockAnalysis = z.infer<typeof stockAnalysisSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET stock/gethFuturelysisData?symbol=  — simulated stock futures: near, next and far month
// priced by cost of carry from the spot, expiries from the NSE calendar.
export const futureContractSchema = z.object({
  label: z.enum(['Near month', 'Next month', 'Far month']),
  /** NSE-style contract name, e.g. "RELIANCE 24NOV26 FUT". */
  contract: z.string(),
  expiry: z.string(),
  daysToExpiry: z.number().int(),
  price: z.number(),
  /** Futures price − spot. */
  basis: z.number(),
  basisPct: z.number(),
  /** price × lot size, ₹. */
  lotValue: z.number(),
});
export type FutureContract = z.infer<typeof futureContractSchema>;

export const stockFuturesSchemas = endpoint({
  source: marketSourceSchema,
  symbol: z.string(),
  /** Always true: prices are derived by formula, not traded. */
  simulated: z.boolean(),
  spot: z.number(),
  /** Null when the stock is not in the F&O segment (then `contracts` is empty). */
  lotSize: z.number().int().nullable(),
  /** Annual cost-of-carry rate used, %. */
  carryRatePct: z.number(),
  contracts: z.array(futureContractSchema),
});
export type StockFutures = z.infer<typeof stockFuturesSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET stock/getBoardsDataBySymbol?symbol=  — peers in the same industry (or sector when the
// industry has no other member), largest first, the stock itself included and flagged.
export const peerRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  ltp: z.number(),
  change: z.number(),
  changePct: z.number(),
  marketCapCr: nullableNumber,
  pe: nullableNumber,
  roe: nullableNumber,
  isSelf: z.boolean(),
});
export type PeerRow = z.infer<typeof peerRowSchema>;

export const stockBoardSchemas = endpoint({
  source: marketSourceSchema,
  symbol: z.string(),
  group: z.enum(['industry', 'sector']),
  groupName: z.string(),
  sector: z.string(),
  peers: z.array(peerRowSchema),
});
export type StockBoard = z.infer<typeof stockBoardSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET stock/getAllStockData  — every symbol (equities and indices, about 520 rows, unpaged) with
// its live price: serves the symbol directory and the header search.
export const stockListRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  kind: instrumentKindSchema,
  sector: z.string(),
  industry: z.string().nullable(),
  ltp: z.number(),
  change: z.number(),
  changePct: z.number(),
  volume: z.number(),
});
export type StockListRow = z.infer<typeof stockListRowSchema>;

export const allStockQuery = z.object({ ...publicQuery });
export const allStockSchemas = endpoint({
  source: marketSourceSchema,
  total: z.number().int(),
  stocks: z.array(stockListRowSchema),
});
export type AllStockData = z.infer<typeof allStockSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET stock/getcolumnlist?table=  and  stock/updatecolumn?table=&columns=a,b,c  (session)
// Column definitions of the stock area's tables and the watchlist (spec section 3: field + label),
// with the signed-in user's choice; updatecolumn validates a choice and keeps it for that user
// (`/edit-column/` chooses the watchlist's columns).
export const STOCK_TABLES = ['allStocks', 'peers', 'support', 'returns', 'financials', 'watchlist'] as const;
export const stockTableSchema = z.enum(STOCK_TABLES);
export type StockTable = z.infer<typeof stockTableSchema>;

export const columnListQuery = z.object({ table: stockTableSchema.default('allStocks'), ...publicQuery });
export const columnListSchemas = endpoint({
  table: stockTableSchema,
  /** Every column the table can show. */
  column: z.array(columnSchema),
  /** The user's chosen columns in order (the table's default until the user chooses). */
  chosen: z.array(columnSchema),
});
export type ColumnList = z.infer<typeof columnListSchemas.ok>;

export const updateColumnQuery = z.object({
  table: stockTableSchema.default('allStocks'),
  /** Comma-separated field names, in the order to show. */
  columns: z.string().min(1, 'Choose at least one column').max(1000),
  ...publicQuery,
});
export const updateColumnSchemas = endpoint({
  table: stockTableSchema,
  column: z.array(columnSchema),
  /** True: the choice is kept on the server for the signed-in user. */
  stored: z.boolean(),
});
export type UpdateColumn = z.infer<typeof updateColumnSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET chartData/getChartingData?symbol=&timeframe=|interval=&from=&to=&indicators=
// Bars plus indicator overlays computed on the server over the whole series (so a 1M chart's
// SMA 200 has its warm-up), then cut to the bars shown.
//   1D  today's 1-minute bars                 1W  15-minute bars of the last 5 sessions (simulated
//   1M  daily (about 22 sessions)                 feed: earlier sessions as the market played them,
//   3M, 6M, 1Y  daily                              rebuilt from its seed; imported data: daily)
//   5Y, MAX  weekly
// Daily and weekly bars are adjusted for splits, bonuses and dividends; today's live bar is the last.
export const CHART_TIMEFRAMES = ['1D', '1W', '1M', '3M', '6M', '1Y', '5Y', 'MAX'] as const;
export const chartTimeframeSchema = z.enum(CHART_TIMEFRAMES);
export type ChartTimeframe = z.infer<typeof chartTimeframeSchema>;

export const CHART_INTERVALS = ['1m', '5m', '15m', '60m', '1d', '1w'] as const;
export const chartIntervalSchema = z.enum(CHART_INTERVALS);
export type ChartInterval = z.infer<typeof chartIntervalSchema>;

export const CHART_INDICATORS = [
  'sma20',
  'sma50',
  'sma200',
  'ema20',
  'bollinger',
  'supertrend',
  'vwap',
] as const;
export const chartIndicatorSchema = z.enum(CHART_INDICATORS);
export type ChartIndicator = z.infer<typeof chartIndicatorSchema>;

const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a YYYY-MM-DD date');

export const chartDataQuery = z.object({
  symbol: stockSymbolSchema,
  /** Default 1Y. */
  timeframe: chartTimeframeSchema.optional(),
  /** Overrides the timeframe's interval: 1m/5m/15m/60m (today), 1d, 1w. */
  interval: chartIntervalSchema.optional(),
  /** With `interval` 1d or 1w: the first and last day to include. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Comma-separated: sma20,sma50,sma200,ema20,bollinger,supertrend,vwap. */
  indicators: z.string().max(200).optional(),
  ...publicQuery,
});
export type ChartDataQuery = z.infer<typeof chartDataQuery>;

/** One line over the bars: `values[i]` belongs to `bars[i]` (null during warm-up). */
export const chartOverlaySchema = z.object({
  id: z.string(),
  indicator: chartIndicatorSchema,
  label: z.string(),
  values: z.array(z.number().nullable()),
});
export type ChartOverlay = z.infer<typeof chartOverlaySchema>;

export const chartDataSchemas = endpoint({
  source: marketSourceSchema,
  symbol: z.string(),
  timeframe: chartTimeframeSchema.nullable(),
  interval: chartIntervalSchema,
  /** True when `time` is epoch seconds (intraday), false when it is YYYY-MM-DD. */
  intraday: z.boolean(),
  /** True when the last bar is today's bar, still forming. */
  lastBarLive: z.boolean(),
  bars: z.array(barSchema),
  overlays: z.array(chartOverlaySchema),
});
export type ChartData = z.infer<typeof chartDataSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET market/marketDetails?symbol=  — quote, OHLC, VWAP, circuit band and a simulated 5-level
// order book derived deterministically from the LTP (no real depth exists in the simulation).
export const depthLevelSchema = z.object({
  price: z.number(),
  quantity: z.number().int(),
  orders: z.number().int(),
});
export type DepthLevel = z.infer<typeof depthLevelSchema>;

export const marketDetailsSchemas = endpoint({
  source: marketSourceSchema,
  profile: stockProfileSchema,
  quote: liveQuoteSchema,
  stats: stockStatsSchema,
  stream: streamFlag,
  depth: z.object({
    /** Always true: the book is derived from the LTP, not an exchange order book. */
    simulated: z.boolean(),
    bids: z.array(depthLevelSchema),
    asks: z.array(depthLevelSchema),
    totalBidQuantity: z.number().int(),
    totalAskQuantity: z.number().int(),
  }),
  /** Delivery quantity as % of traded volume when imported data has it, else null. */
  deliveryPct: nullableNumber,
});
export type MarketDetails = z.infer<typeof marketDetailsSchemas.ok>;

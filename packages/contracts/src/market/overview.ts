import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { liveQuoteSchema, marketSourceSchema } from './common';

/**
 * API v3 shapes of the overview area (apps/server/src/market/routes/overview.routes.ts): the market
 * dashboard (`market/*`), heat maps (`HeatMap/*`), global indices (`global_market/*`), MCX
 * commodities (`Commodity/*`), stock futures (`FutureStock/*`), ETFs (`ETF/*`) and the pre-open
 * session (`PreMarket/*`).
 *
 * Units as in common.ts: prices in rupees, index levels in points, percentages plain numbers
 * (1.5 = 1.5 %), volumes in shares (MCX: lots); money totals (market cap, turnover) in ₹ crore.
 * Every answer carries `source`. Lists here are short (≤ ~500 rows) and come whole: the web
 * DataTable sorts and pages them in the browser. An unknown symbol, index or sector is a refusal
 * `{status: 0, message}` with HTTP 200; a malformed query HTTP 400.
 */

/** `mobile` and `web_token` are accepted and ignored on public market data (spec section 7). */

const endpoint = endpointSchemas;

const nullableNumber = z.number().nullable();

/** The main NSE indices of the dashboard, in display order (INDIA VIX when the market has it). */
export const MAIN_INDICES = [
  'NIFTY 50',
  'NIFTY BANK',
  'NIFTY IT',
  'NIFTY NEXT 50',
  'NIFTY MIDCAP 100',
  'NIFTY 500',
  'INDIA VIX',
] as const;

/** The index strip under the header on every page. */
export const STRIP_INDICES = ['NIFTY 50', 'NIFTY BANK', 'INDIA VIX'] as const;

/** A sector as a filter option: NSE name and URL slug. */
export const sectorOptionSchema = z.object({ name: z.string(), slug: z.string() });
export type SectorOption = z.infer<typeof sectorOptionSchema>;

/** An index (or any instrument) quote with its 52-week range of completed days. */
export const indexQuoteSchema = liveQuoteSchema.extend({
  name: z.string(),
  high52: nullableNumber,
  low52: nullableNumber,
});
export type IndexQuote = z.infer<typeof indexQuoteSchema>;

/** Where the session stands. */
export const sessionStateSchema = z.object({
  /** The session shown (YYYY-MM-DD, IST). */
  date: z.string(),
  /** True while it trades. */
  live: z.boolean(),
  /** Market time of the prices (epoch ms). */
  marketTime: z.number(),
  /** 09:15 and 15:30 IST of `date` (epoch ms). */
  opensAt: z.number(),
  closesAt: z.number(),
});
export type SessionStateDto = z.infer<typeof sessionStateSchema>;

/** A stock's move in the session. */
export const moverRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  ltp: z.number(),
  change: z.number(),
  changePct: z.number(),
  volume: z.number(),
});
export type MoverRow = z.infer<typeof moverRowSchema>;

/** Advances (price above previous close), declines and unchanged. */
export const breadthSummarySchema = z.object({
  advances: z.number().int(),
  declines: z.number().int(),
  unchanged: z.number().int(),
  total: z.number().int(),
  /** advances ÷ declines; null when nothing declined. */
  advanceDeclineRatio: nullableNumber,
});
export type BreadthSummary = z.infer<typeof breadthSummarySchema>;

/** One sector's session. */
export const sectorMoveSchema = z.object({
  sector: z.string(),
  slug: z.string(),
  count: z.number().int(),
  advances: z.number().int(),
  declines: z.number().int(),
  unchanged: z.number().int(),
  /** Equal-weight mean of the stocks' % changes. */
  averageChangePct: z.number(),
  /** Change of the sector's total market cap (an index-like move). */
  weightedChangePct: z.number(),
});
export type SectorMove = z.infer<typeof sectorMoveSchema>;

/** One heat-map tile: a stock sized by `weight` (its share of the map by the chosen measure). */
export const heatTileSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  ltp: z.number(),
  change: z.number(),
  changePct: z.number(),
  /** Market cap at the LTP, ₹ crore. */
  marketCap: z.number(),
  /** Traded value in the session so far, ₹ crore. */
  turnover: z.number(),
  /** Share (0..1) of the whole map by the measure. */
  weight: z.number(),
});
export type HeatTile = z.infer<typeof heatTileSchema>;

export const GLOBAL_REGIONS = ['India', 'Asia', 'Europe', 'Americas'] as const;
export const globalRegionSchema = z.enum(GLOBAL_REGIONS);
export type GlobalRegion = z.infer<typeof globalRegionSchema>;

/** A trading window in IST, `HH:MM`; `close` before `open` means it ends the next day. */
export const istWindowSchema = z.object({ open: z.string(), close: z.string() });
export type IstWindow = z.infer<typeof istWindowSchema>;

/** A global index: simulated level on the NSE's ticks, real market hours. */
export const globalIndexRowSchema = liveQuoteSchema.extend({
  name: z.string(),
  country: z.string(),
  region: globalRegionSchema,
  timezone: z.string(),
  /** Its regular session(s) in IST today, daylight saving applied (US and Europe). */
  sessionsIst: z.array(istWindowSchema),
  /** True when daylight saving moves the session an hour earlier in IST today. */
  daylightSaving: z.boolean(),
  /** True when that market is in its regular session at `checkedAt` (weekends closed; local holidays not modelled). */
  openNow: z.boolean(),
});
export type GlobalIndexRow = z.infer<typeof globalIndexRowSchema>;

export const COMMODITY_GROUPS = ['Bullion', 'Energy', 'Base Metals', 'Agri'] as const;
export const commodityGroupSchema = z.enum(COMMODITY_GROUPS);
export type CommodityGroup = z.infer<typeof commodityGroupSchema>;

/** An MCX futures contract (simulated prices on MCX's units and lots). */
export const commodityRowSchema = liveQuoteSchema.extend({
  name: z.string(),
  group: commodityGroupSchema,
  /** What one price is quoted for, e.g. "₹ per 10 g". */
  unit: z.string(),
  /** One lot as text, e.g. "1 kg", and in multiples of the quotation unit. */
  lot: z.string(),
  lotMultiplier: z.number(),
  /** Value of one lot at the LTP (₹). */
  lotValue: z.number(),
  /** Tick in rupees. */
  tick: z.number(),
  high52: nullableNumber,
  low52: nullableNumber,
});
export type CommodityRow = z.infer<typeof commodityRowSchema>;

// ---------------------------------------------------------------------------------------------
// GET market/marketOverview?movers=5 — the dashboard of the home page, /market and
// /stock-market-today: main and sector indices, movers, breadth, 52-week counts, sectors, a NIFTY 50
// heat map, global cues and the main commodities.
export const marketOverviewQuery = z.object({
  /** Gainers and losers to include (each). */
  movers: z.coerce.number().int().min(1).max(25).default(5),
  ...publicQuery,
});
export type MarketOverviewQuery = z.input<typeof marketOverviewQuery>;

export const marketOverviewSchemas = endpoint({
  source: marketSourceSchema,
  session: sessionStateSchema,
  /** MAIN_INDICES present in the market, in that order. */
  indices: z.array(indexQuoteSchema),
  /** The other NSE indices (sectoral and thematic), by name. */
  sectorIndices: z.array(indexQuoteSchema),
  gainers: z.array(moverRowSchema),
  losers: z.array(moverRowSchema),
  breadth: breadthSummarySchema,
  /** Equities whose session high (low) reached the 52-week high (low) of the previous 250 sessions. */
  fiftyTwoWeek: z.object({ highs: z.number().int(), lows: z.number().int() }),
  /** Every sector, best weighted change first. */
  sectors: z.array(sectorMoveSchema),
  /** NIFTY 50 tiles by market cap. */
  heatMap: z.array(heatTileSchema),
  global: z.array(globalIndexRowSchema),
  /** The dashboard's commodities: gold, silver, crude oil, natural gas, copper (those present). */
  commodities: z.array(commodityRowSchema),
  /** Epoch ms (real time) at which `global[].openNow` was decided. */
  checkedAt: z.number(),
});
export type MarketOverview = z.infer<typeof marketOverviewSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET market/liveQuotes?symbols=NIFTY 50,NIFTY BANK,INDIA VIX — quotes of a few symbols (the
// index strip polls this when the stream is unavailable). Unknown symbols are listed, not refused.
export const liveQuotesQuery = z.object({
  symbols: z
    .string()
    .trim()
    .min(1)
    .max(400)
    .default(STRIP_INDICES.join(','))
    .describe('Comma-separated symbols, at most 20'),
  ...publicQuery,
});
export type LiveQuotesQuery = z.input<typeof liveQuotesQuery>;
export const LIVE_QUOTES_MAX = 20;

export const liveQuotesSchemas = endpoint({
  source: marketSourceSchema,
  quotes: z.array(indexQuoteSchema),
  /**
   * Symbols the market does not have, or has no price for in the session (imported NSE data: a
   * stock missing from the day's file, an index whose level the files do not give that day).
   */
  unknown: z.array(z.string()),
  /** True when this server offers the quote stream (`/api/v3/stream`); without it, clients poll. */
  stream: z.boolean(),
});
export type LiveQuotesAnswer = z.infer<typeof liveQuotesSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET market/marketSignal — a market-level signal from NIFTY 50's trend, breadth and INDIA VIX.
export const marketSignalQuery = z.object({ ...publicQuery });

export const MARKET_SIGNALS = ['Bullish', 'Neutral', 'Bearish'] as const;
export const signalReadingSchema = z.enum(['bullish', 'neutral', 'bearish', 'unavailable']);
export type SignalReading = z.infer<typeof signalReadingSchema>;

export const signalComponentSchema = z.object({
  id: z.enum(['sma20', 'sma50', 'sma200', 'breadth', 'vix']),
  label: z.string(),
  /** The reading in words, e.g. "NIFTY 50 26,110.35 is above its 20-day SMA 25,902.10". */
  detail: z.string(),
  reading: signalReadingSchema,
  /** +1 bullish, −1 bearish, 0 neutral or unavailable. */
  points: z.number().int(),
});
export type SignalComponent = z.infer<typeof signalComponentSchema>;

export const marketSignalSchemas = endpoint({
  source: marketSourceSchema,
  signal: z.enum(MARKET_SIGNALS),
  /** Sum of the components' points (−5..+5). */
  score: z.number().int(),
  /** The rule, in words. */
  rule: z.string(),
  components: z.array(signalComponentSchema),
  nifty: z.object({
    ltp: z.number(),
    changePct: z.number(),
    sma20: nullableNumber,
    sma50: nullableNumber,
    sma200: nullableNumber,
  }),
  breadth: breadthSummarySchema,
  vix: z.object({ ltp: z.number(), changePct: z.number() }).nullable(),
});
export type MarketSignal = z.infer<typeof marketSignalSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET market/cashMarket?index=NIFTY 50&sector_id=information-technology — every equity of the
// cash segment (or an index's, a sector's) with its session: the whole list (≤ ~500 rows).
export const cashMarketQuery = z.object({
  /** An NSE index name (case-insensitive), e.g. "NIFTY 50"; omit for every equity. */
  index: z.string().trim().min(1).max(40).optional(),
  /** A sector slug, NSE sector name, or 1-based position by name. */
  sector_id: z.string().trim().min(1).max(80).optional(),
  ...publicQuery,
});
export type CashMarketQuery = z.input<typeof cashMarketQuery>;

export const cashRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  industry: z.string(),
  ltp: z.number(),
  change: z.number(),
  changePct: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  prevClose: z.number(),
  volume: z.number(),
  /** Traded value so far, ₹ crore. */
  turnover: z.number(),
  /** Market cap at the LTP, ₹ crore. */
  marketCap: z.number(),
});
export type CashRow = z.infer<typeof cashRowSchema>;

export const cashMarketSchemas = endpoint({
  source: marketSourceSchema,
  /** The index filtered on (its NSE name), or null. */
  index: z.string().nullable(),
  sector: z.string().nullable(),
  /** Filter options. */
  indices: z.array(z.string()),
  sectors: z.array(sectorOptionSchema),
  totals: breadthSummarySchema.extend({
    volume: z.number(),
    /** ₹ crore. */
    turnover: z.number(),
  }),
  rows: z.array(cashRowSchema),
});
export type CashMarket = z.infer<typeof cashMarketSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET FutureStock/getFutureStockData?expiry=near|next|far&kind=stock|index&sector_id= — futures of
// every F&O stock (or the index futures) on one monthly expiry, each contract priced by its own cost
// of carry (the market package's futures-basis model: per-symbol premium, a wandering per-contract
// carry, seeded dividends; the basis narrows to 0 at 15:30 on the expiry day). Open interest, volume
// and rollover are simulated from the same model. The simulation trades no futures: all labelled.
export const FUTURE_MONTHS = ['near', 'next', 'far'] as const;
export const FUTURE_KINDS = ['stock', 'index'] as const;
export type FutureKind = (typeof FUTURE_KINDS)[number];
export const futureStockQuery = z.object({
  expiry: z.enum(FUTURE_MONTHS).default('near'),
  /** Stock futures (default) or the index futures; the sector filter applies to stocks only. */
  kind: z.enum(FUTURE_KINDS).default('stock'),
  sector_id: z.string().trim().min(1).max(80).optional(),
  ...publicQuery,
});
export type FutureStockQuery = z.input<typeof futureStockQuery>;

export const futureExpirySchema = z.object({
  month: z.enum(FUTURE_MONTHS),
  /** YYYY-MM-DD: the month's last Tuesday (last Thursday before September 2025), a holiday moving it back. */
  expiry: z.string(),
  daysToExpiry: z.number().int(),
});
export type FutureExpiry = z.infer<typeof futureExpirySchema>;

export const futureStockRowSchema = z.object({
  /** Stock, or index future (NIFTY, BANKNIFTY, …). */
  kind: z.enum(FUTURE_KINDS),
  symbol: z.string(),
  /** Company name, or the index's name (NIFTY 50). */
  name: z.string(),
  /** The stock's sector; empty for an index future. */
  sector: z.string(),
  /** NSE-style contract name, e.g. RELIANCE26NOVFUT. */
  contract: z.string(),
  expiry: z.string(),
  lotSize: z.number().int(),
  /** False when the universe sized the lot from the price (about ₹7 lakh a lot). */
  lotRecalled: z.boolean(),
  spot: z.number(),
  /** The contract's price at the live spot (its own simulated carry); the spot itself once expired. */
  price: z.number(),
  /** The contract's price at the previous close. */
  prevPrice: z.number(),
  change: z.number(),
  changePct: z.number(),
  /** price − spot (₹ or index points) and as % of spot; exactly 0 from 15:30 on the expiry day. */
  basis: z.number(),
  basisPct: z.number(),
  /** Annualised carry implied by the price, ln(F/S)/T × 100 (0 once expired). */
  annualisedBasisPct: z.number(),
  /** Cost-of-carry fair value (S − PV dividends)·e^{(r−q)T}, and price − fair value. */
  fairPrice: z.number(),
  premiumToFair: z.number(),
  /** price × lot (₹). */
  lotValue: z.number(),
  /** Simulated open interest in contracts, and its change since the previous session (null pct when new). */
  openInterest: z.number().int(),
  oiChange: z.number().int(),
  oiChangePct: z.number().nullable(),
  /** Simulated contracts traded so far today. */
  volume: z.number().int(),
  /**
   * Rollover % of the symbol's series, (next + far OI)/(all) × 100: given only in the near
   * contract's expiry week (7 calendar days or fewer to it), null otherwise.
   */
  rolloverPct: z.number().nullable(),
});
export type FutureStockRow = z.infer<typeof futureStockRowSchema>;

export const futureStockSchemas = endpoint({
  source: marketSourceSchema,
  /** Always true: futures prices are model prices and open interest is simulated. */
  simulated: z.literal(true),
  /** The risk-free rate r of the cost-of-carry model, % a year. */
  carryRatePct: z.number(),
  month: z.enum(FUTURE_MONTHS),
  kind: z.enum(FUTURE_KINDS),
  expiries: z.array(futureExpirySchema),
  /** True in the near contract's expiry week, when rollover is reported. */
  rolloverWeek: z.boolean(),
  sector: z.string().nullable(),
  sectors: z.array(sectorOptionSchema),
  /** Index futures the model lists whose index the simulated market does not carry (not shown). */
  unavailableIndices: z.array(z.string()),
  rows: z.array(futureStockRowSchema),
});
export type FutureStockAnswer = z.infer<typeof futureStockSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET HeatMap/getlist?index=NIFTY 50&sector_id=&measure=marketCap|turnover — the tiles of an index
// (default NIFTY 50), of a sector (all its equities when no index is given), or of both.
export const HEAT_MEASURES = ['marketCap', 'turnover'] as const;
export const heatMeasureSchema = z.enum(HEAT_MEASURES);
export type HeatMeasure = z.infer<typeof heatMeasureSchema>;

export const heatMapQuery = z.object({
  index: z.string().trim().min(1).max(40).optional(),
  sector_id: z.string().trim().min(1).max(80).optional(),
  measure: heatMeasureSchema.default('marketCap'),
  ...publicQuery,
});
export type HeatMapQuery = z.input<typeof heatMapQuery>;

export const heatMapSchemas = endpoint({
  source: marketSourceSchema,
  index: z.string().nullable(),
  sector: z.string().nullable(),
  measure: heatMeasureSchema,
  indices: z.array(z.string()),
  sectors: z.array(sectorOptionSchema),
  /** The tiles' breadth and their mean and measure-weighted % change. */
  summary: breadthSummarySchema.extend({
    averageChangePct: z.number(),
    weightedChangePct: z.number(),
  }),
  /** Largest first. */
  tiles: z.array(heatTileSchema),
});
export type HeatMapAnswer = z.infer<typeof heatMapSchemas.ok>;

// GET HeatMap/getlistBySymbol?symbol=&index=NIFTY 50&measure= — one tile in detail: the stock's
// session, its weight and rank in the index map, and its sector's move.
export const heatMapSymbolQuery = z.object({
  symbol: z.string().trim().min(1).max(40),
  index: z.string().trim().min(1).max(40).default('NIFTY 50'),
  measure: heatMeasureSchema.default('marketCap'),
  ...publicQuery,
});
export type HeatMapSymbolQuery = z.input<typeof heatMapSymbolQuery>;

export const heatMapSymbolSchemas = endpoint({
  source: marketSourceSchema,
  tile: heatTileSchema.extend({
    industry: z.string(),
    open: z.number(),
    high: z.number(),
    low: z.number(),
    prevClose: z.number(),
    volume: z.number(),
  }),
  index: z.string(),
  measure: heatMeasureSchema,
  /** Share (0..1) of the index map, and the 1-based rank by size; null when not a constituent. */
  weightInIndex: nullableNumber,
  rankInIndex: z.number().int().nullable(),
  /** Every index of the universe the stock belongs to. */
  memberOf: z.array(z.string()),
  sector: sectorMoveSchema,
});
export type HeatMapSymbolAnswer = z.infer<typeof heatMapSymbolSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET global_market/globalmarketData?region= — global indices with real market hours in IST.
export const globalMarketQuery = z.object({ region: globalRegionSchema.optional(), ...publicQuery });
export type GlobalMarketQuery = z.input<typeof globalMarketQuery>;

export const globalMarketSchemas = endpoint({
  source: marketSourceSchema,
  /** Epoch ms (real time) at which `openNow` was decided. */
  checkedAt: z.number(),
  rows: z.array(globalIndexRowSchema),
});
export type GlobalMarketAnswer = z.infer<typeof globalMarketSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET Commodity/getCommodityData?group= — MCX contracts by group.
export const commodityQuery = z.object({ group: commodityGroupSchema.optional(), ...publicQuery });
export type CommodityQuery = z.input<typeof commodityQuery>;

export const commoditySchemas = endpoint({
  source: marketSourceSchema,
  group: commodityGroupSchema.nullable(),
  rows: z.array(commodityRowSchema),
});
export type CommodityAnswer = z.infer<typeof commoditySchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET ETF/getEtfList — every ETF with its session; ETF/getEtfDetails?symbol= — one ETF against its
// underlying. Expense ratios are the simulator's modelling assumptions per kind of fund.
export const ETF_CATEGORIES = [
  'Equity: broad index',
  'Equity: sectoral',
  'Equity: thematic',
  'Gold',
  'Silver',
  'International',
  'Debt: liquid',
  'Other',
] as const;
export const etfCategorySchema = z.enum(ETF_CATEGORIES);
export type EtfCategory = z.infer<typeof etfCategorySchema>;

export const etfRowSchema = liveQuoteSchema.extend({
  name: z.string(),
  amc: z.string(),
  category: etfCategorySchema,
  /** The underlying as the fund describes it. */
  underlying: z.string(),
  /** Traded value so far, ₹ crore. */
  turnover: z.number(),
  /** Annual expense ratio in % (a modelling assumption). */
  expenseRatioPct: z.number(),
  high52: nullableNumber,
  low52: nullableNumber,
  /** Price change over the last 250 sessions in % (adjusted), null with less history. */
  return1y: nullableNumber,
});
export type EtfRow = z.infer<typeof etfRowSchema>;

export const etfListQuery = z.object({ ...publicQuery });
export const etfListSchemas = endpoint({ source: marketSourceSchema, rows: z.array(etfRowSchema) });
export type EtfListAnswer = z.infer<typeof etfListSchemas.ok>;

export const etfDetailsQuery = z.object({ symbol: z.string().trim().min(1).max(40), ...publicQuery });
export type EtfDetailsQuery = z.input<typeof etfDetailsQuery>;

export const etfDetailsSchemas = endpoint({
  source: marketSourceSchema,
  etf: etfRowSchema,
  /** How the simulated fund follows its underlying. */
  tracking: z.object({
    kind: z.enum(['nse-index', 'nse-index-proxy', 'commodity', 'global-index', 'money-market', 'standalone']),
    /** The symbol followed (an NSE index, MCX contract or global index), null when none. */
    reference: z.string().nullable(),
    /** True when the reference is a stand-in for an underlying the market does not carry. */
    proxy: z.boolean(),
    /** True when the reference is priced in US dollars (converted at a simulated USD/INR). */
    inUsd: z.boolean(),
  }),
  /** The reference's quote, null when none. */
  reference: indexQuoteSchema.nullable(),
  /**
   * ETF return minus the reference's return over the last 250 sessions (adjusted closes, %), null
   * without a reference or enough history. Negative: the fund lagged (costs, tracking error).
   */
  trackingDifference: z
    .object({
      from: z.string(),
      to: z.string(),
      etfReturnPct: z.number(),
      referenceReturnPct: z.number(),
      differencePct: z.number(),
    })
    .nullable(),
  /**
   * Indicative NAV: the previous close moved by the reference's change since its previous close;
   * premium = LTP ÷ iNAV − 1. An estimate (the fund's real NAV is not modelled); null without a
   * reference in rupees.
   */
  inav: z.object({ value: z.number(), premiumPct: z.number() }).nullable(),
});
export type EtfDetails = z.infer<typeof etfDetailsSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET PreMarket/getPreMarketData?category=nifty50|niftybank|fo|all — the pre-open session
// (09:00–09:08 order entry, matching at 09:08): each stock's equilibrium price is the session's
// open; buy/sell quantities are simulated (deterministic per stock and day).
export const PRE_MARKET_CATEGORIES = ['nifty50', 'niftybank', 'fo', 'all'] as const;
export const preMarketQuery = z.object({
  category: z.enum(PRE_MARKET_CATEGORIES).default('nifty50'),
  ...publicQuery,
});
export type PreMarketQuery = z.input<typeof preMarketQuery>;

export const preMarketRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  prevClose: z.number(),
  /** Indicative equilibrium price discovered at 09:08 (the session's open). */
  iep: z.number(),
  change: z.number(),
  changePct: z.number(),
  /** Simulated pre-open order book: quantities matched, and the buy and sell quantities entered. */
  finalQuantity: z.number().int(),
  buyQuantity: z.number().int(),
  sellQuantity: z.number().int(),
  /** (buy − sell) ÷ (buy + sell) × 100. */
  imbalancePct: z.number(),
  /** iep × final quantity, ₹ crore. */
  value: z.number(),
});
export type PreMarketRow = z.infer<typeof preMarketRowSchema>;

export const preMarketSchemas = endpoint({
  source: marketSourceSchema,
  date: z.string(),
  category: z.enum(PRE_MARKET_CATEGORIES),
  /** True: the order quantities are simulated. */
  simulatedOrderBook: z.literal(true),
  /** NIFTY 50 and NIFTY BANK at their opening levels. */
  indices: z.array(
    z.object({
      symbol: z.string(),
      iep: z.number(),
      prevClose: z.number(),
      change: z.number(),
      changePct: z.number(),
    }),
  ),
  breadth: breadthSummarySchema,
  rows: z.array(preMarketRowSchema),
});
export type PreMarketAnswer = z.infer<typeof preMarketSchemas.ok>;

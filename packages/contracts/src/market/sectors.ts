import { z } from 'zod';
import { answerSchema } from '../envelope';
import { liveQuoteSchema, marketSourceSchema } from './common';
import { sectorMoveSchema } from './overview';

/**
 * API v3 shapes of the sectors market endpoints (apps/server/src/market/routes/sectors.routes.ts):
 *
 * | GET                                              | answer                       |
 * |--------------------------------------------------|------------------------------|
 * | sector/getSectorList                             | `sectorListResponse`         |
 * | sector/getSectorDetails?sector_id=               | `sectorDetailsResponse`      |
 * | sector/getIndustryList                           | `industryListResponse`       |
 * | sector/getIndustryDetails?sector_id=             | `industryDetailsResponse`    |
 * | exSector/getSectorAnalysis                       | `sectorAnalysisResponse`     |
 * | exSector/getSectorAnalysisDetails?ex_sector_id=  | `sectorAnalysisDetailsResponse` |
 *
 * Sectors are NSE's sector names (those with stocks in the universe), industries the universe's
 * `industry` field. `sector_id` / `ex_sector_id` is the URL slug (`sectorSlug`: "metals-and-mining"),
 * the name itself, or a number n for the n-th by name (1-based). An unknown one is a refusal
 * `{ status: 0, message: 'No sector …' }` (or 'No industry …'). Every list is short (22 sectors,
 * about 130 industries, at most about 100 stocks of a sector), so answers carry whole lists and the
 * web DataTable pages them.
 *
 * Units: prices rupees, index levels points, market caps ₹ crore, percentages plain numbers
 * (1.5 = 1.5 %). Today's figures are the live session's. Multi-period returns (`returns`) are
 * market-cap-weighted: each group is a chain-linked index of its stocks' adjusted daily closes
 * (each day's move = change of the group's total market cap among stocks trading both days, with
 * today's share counts), continued to now by the session's cap-weighted change. A period's base is
 * the last completed session on or before the same date one week, one, three or twelve months
 * earlier; null when the history does not reach back that far.
 */

const nullableNumber = z.number().nullable();

/** Query of the list endpoints: `mobile`/`web_token` are accepted and ignored (public data). */
export const sectorListQuery = z.object({
  mobile: z.string().optional(),
  web_token: z.string().optional(),
});
export type SectorListQuery = z.input<typeof sectorListQuery>;

const groupId = z.string().trim().min(1).max(120);

/** sector/getSectorDetails and sector/getIndustryDetails: `sector_id` names the sector or industry. */
export const sectorDetailsQuery = sectorListQuery.extend({ sector_id: groupId });
export type SectorDetailsQuery = z.input<typeof sectorDetailsQuery>;

/** exSector/getSectorAnalysisDetails: `ex_sector_id` names the NSE sector. */
export const sectorAnalysisDetailsQuery = sectorListQuery.extend({ ex_sector_id: groupId });
export type SectorAnalysisDetailsQuery = z.input<typeof sectorAnalysisDetailsQuery>;

/** Market-cap-weighted returns (%) up to now over one week and one, three and twelve months. */
export const periodReturnsSchema = z.object({
  week1: nullableNumber,
  month1: nullableNumber,
  month3: nullableNumber,
  year1: nullableNumber,
});
export type PeriodReturns = z.infer<typeof periodReturnsSchema>;

/** An NSE index's live level (points). */
export const sectorIndexQuoteSchema = liveQuoteSchema
  .pick({ symbol: true, change: true, changePct: true })
  .extend({ level: z.number() });
export type SectorIndexQuote = z.infer<typeof sectorIndexQuoteSchema>;

/**
 * What sector and industry returns are compared with: NIFTY 500 (the whole simulated universe)
 * from its index series, or, where the market has no such series (imported data without it), the
 * same chain-linked index over every equity (`fromConstituents`).
 */
export const sectorBenchmarkSchema = sectorIndexQuoteSchema.extend({
  fromConstituents: z.boolean(),
  returns: periodReturnsSchema,
});
export type SectorBenchmark = z.infer<typeof sectorBenchmarkSchema>;

/**
 * A group of stocks (a sector or an industry) today and over the periods: the day's counts and
 * changes of `sectorMoveSchema` (count = stocks with a previous close), named by `name`.
 */
export const stockGroupRowSchema = sectorMoveSchema.omit({ sector: true }).extend({
  name: z.string(),
  /** Total market cap at the live prices, ₹ crore. */
  marketCapCr: z.number(),
  returns: periodReturnsSchema,
});
export type StockGroupRow = z.infer<typeof stockGroupRowSchema>;

/** An NSE sector; `index` is the NSE sector index that tracks it where one exists (e.g. NIFTY IT). */
export const sectorRowSchema = stockGroupRowSchema.extend({
  index: sectorIndexQuoteSchema.nullable(),
  /** Industries with stocks in the sector. */
  industries: z.number().int(),
});
export type SectorRow = z.infer<typeof sectorRowSchema>;

/**
 * An industry. An industry name can occur in more than one sector (e.g. "Diversified Commercial
 * Services"): it is one industry with all its stocks, listed under `sector`, the sector holding most
 * of them; `sectors` names all of them.
 */
export const industryRowSchema = stockGroupRowSchema.extend({
  sector: z.string(),
  sectorSlug: z.string(),
  sectors: z.array(z.string()),
});
export type IndustryRow = z.infer<typeof industryRowSchema>;

/** One stock of a sector or industry today. */
export const sectorStockRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  industry: z.string(),
  ltp: z.number(),
  prevClose: z.number(),
  change: z.number(),
  changePct: z.number(),
  volume: z.number(),
  marketCapCr: z.number(),
  /** Share (%) of the group's market cap. */
  weightPct: z.number(),
  /** 52-week high and low of completed sessions (adjusted, rupees); null without history. */
  high52: nullableNumber,
  low52: nullableNumber,
  /** (ltp − high52) ÷ high52 × 100: ≤ 0 below the high. */
  fromHigh52Pct: nullableNumber,
  /** (ltp − low52) ÷ low52 × 100: ≥ 0 above the low. */
  fromLow52Pct: nullableNumber,
});
export type SectorStockRow = z.infer<typeof sectorStockRowSchema>;

const frame = {
  source: marketSourceSchema,
  /** Market time of the figures (epoch ms). */
  asOf: z.number(),
  benchmark: sectorBenchmarkSchema,
};

// GET sector/getSectorList — every NSE sector with stocks in the universe, by name.
export const sectorListResponse = answerSchema({ ...frame, sectors: z.array(sectorRowSchema) });
export type SectorListResponse = z.infer<typeof sectorListResponse>;

/** Stocks listed as a group's top gainers and losers. */
export const GROUP_MOVERS_LIMIT = 5;

const groupDetail = {
  ...frame,
  /** Every stock of the group, largest market cap first. */
  stocks: z.array(sectorStockRowSchema),
  /** Up to GROUP_MOVERS_LIMIT stocks with change > 0, highest % first; losers: change < 0, lowest first. */
  gainers: z.array(sectorStockRowSchema),
  losers: z.array(sectorStockRowSchema),
};

// GET sector/getSectorDetails?sector_id= — one sector, its stocks and its industries (by name).
export const sectorDetailsResponse = answerSchema({
  ...groupDetail,
  sector: sectorRowSchema,
  industries: z.array(industryRowSchema),
});
export type SectorDetailsResponse = z.infer<typeof sectorDetailsResponse>;

// GET sector/getIndustryList — every industry, by sector then name.
export const industryListResponse = answerSchema({ ...frame, industries: z.array(industryRowSchema) });
export type IndustryListResponse = z.infer<typeof industryListResponse>;

// GET sector/getIndustryDetails?sector_id= — one industry (sector_id is the industry's slug), its
// stocks, and the other industries of its sector.
export const industryDetailsResponse = answerSchema({
  ...groupDetail,
  industry: industryRowSchema,
  siblings: z.array(industryRowSchema),
});
export type IndustryDetailsResponse = z.infer<typeof industryDetailsResponse>;

/**
 * Where a sector stands in the rotation, from its relative strength vs the benchmark: `leading`
 * (ahead over three months and one month), `weakening` (ahead over three, behind over one),
 * `lagging` (behind over both), `improving` (behind over three, ahead over one).
 */
export const ROTATION_QUADRANTS = ['leading', 'weakening', 'lagging', 'improving'] as const;
export type RotationQuadrant = (typeof ROTATION_QUADRANTS)[number];

/** Relative strength (%): (1 + group return) ÷ (1 + benchmark return) − 1 over the period. */
export const relativeStrengthSchema = z.object({ month1: nullableNumber, month3: nullableNumber });
export type RelativeStrength = z.infer<typeof relativeStrengthSchema>;

/** Share (%) of a sector's stocks priced above their 50 and 200-day SMA of daily closes (today's price included). */
export const smaBreadthSchema = z.object({ above50Pct: nullableNumber, above200Pct: nullableNumber });
export type SmaBreadth = z.infer<typeof smaBreadthSchema>;

/**
 * Medians over a sector's companies of P/E and P/B at the live price and ROE (%), from the
 * simulated financial statements (labelled simulated wherever shown); loss-makers are left out of
 * the P/E median and companies with negative equity out of P/B. `companies`: stocks with statements.
 */
export const sectorValuationSchema = z.object({
  medianPe: nullableNumber,
  medianPb: nullableNumber,
  medianRoe: nullableNumber,
  companies: z.number().int(),
});
export type SectorValuation = z.infer<typeof sectorValuationSchema>;

export const sectorAnalysisRowSchema = z.object({
  name: z.string(),
  slug: z.string(),
  count: z.number().int(),
  weightedChangePct: z.number(),
  returns: periodReturnsSchema,
  relativeStrength: relativeStrengthSchema,
  /** null while either relative strength is unknown. */
  quadrant: z.enum(ROTATION_QUADRANTS).nullable(),
  breadth: smaBreadthSchema,
  valuation: sectorValuationSchema.nullable(),
});
export type SectorAnalysisRow = z.infer<typeof sectorAnalysisRowSchema>;

const analysisFrame = {
  ...frame,
  /** True when the figures of `valuation` come from the simulated financial statements. */
  simulatedFundamentals: z.boolean(),
};

// GET exSector/getSectorAnalysis — every sector's rotation, breadth and valuation, by name.
export const sectorAnalysisResponse = answerSchema({
  ...analysisFrame,
  sectors: z.array(sectorAnalysisRowSchema),
});
export type SectorAnalysisResponse = z.infer<typeof sectorAnalysisResponse>;

/**
 * One session of a sector's relative-strength line: the sector and the benchmark rebased to 100 at
 * the line's first session, and their ratio × 100 (rising while the sector outperforms). The last
 * point is the live session.
 */
export const relativeStrengthPointSchema = z.object({
  date: z.string(),
  sector: z.number(),
  benchmark: z.number(),
  ratio: z.number(),
});
export type RelativeStrengthPoint = z.infer<typeof relativeStrengthPointSchema>;

/** A stock of the analysed sector: its own returns, 3-month strength vs the benchmark and trend. */
export const sectorAnalysisStockSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  industry: z.string(),
  ltp: z.number(),
  changePct: z.number(),
  marketCapCr: z.number(),
  /** The stock's own returns (%) from its adjusted closes. */
  returns: periodReturnsSchema,
  relativeStrength3m: nullableNumber,
  /** Price above its 50/200-day SMA (null without that much history). */
  above50: z.boolean().nullable(),
  above200: z.boolean().nullable(),
  /** P/E at the live price from the simulated statements; null for a loss or without statements. */
  pe: nullableNumber,
});
export type SectorAnalysisStock = z.infer<typeof sectorAnalysisStockSchema>;

/** Leaders and laggards: the stocks with the best and worst three-month return. */
export const SECTOR_LEADERS_LIMIT = 5;

// GET exSector/getSectorAnalysisDetails?ex_sector_id= — one sector: its row, its relative-strength
// line over about a year (daily), its stocks, leaders and laggards.
export const sectorAnalysisDetailsResponse = answerSchema({
  ...analysisFrame,
  sector: sectorAnalysisRowSchema,
  relativeStrength: z.array(relativeStrengthPointSchema),
  stocks: z.array(sectorAnalysisStockSchema),
  leaders: z.array(sectorAnalysisStockSchema),
  laggards: z.array(sectorAnalysisStockSchema),
});
export type SectorAnalysisDetailsResponse = z.infer<typeof sectorAnalysisDetailsResponse>;

import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { marketSourceSchema } from '../market/common';
import { recordIdSchema } from '../record-id';
import { RISK_CATEGORIES, RISK_PROFILE_NAME_MAX, RISK_QUESTIONS, type RiskQuestionId } from './risk-profile';

/**
 * Contracts of portfolio analysis (spec 7 `PortfolioAnalysis/*`; issue 18): the user's risk
 * profiles and the risk X-ray of the user's holdings against one of them. Every call needs a
 * session; another user's profile answers HTTP 404 "No such profile", as one that does not exist.
 *
 * | call                                 | input                    | answer                      |
 * |--------------------------------------|--------------------------|-----------------------------|
 * | PortfolioAnalysis/getProfiles        | —                        | `riskProfileListSchemas`    |
 * | POST PortfolioAnalysis/addProfile    | body `addRiskProfileBody`| `riskProfileDataSchemas`    |
 * | PortfolioAnalysis/getProfileData     | `riskProfileIdQuery`     | `riskProfileDataSchemas`    |
 * | PortfolioAnalysis/deleteProfile      | `riskProfileIdQuery`     | `riskProfileDeleteSchemas`  |
 * | PortfolioAnalysis/getPerformance     | `riskPerformanceQuery`   | `riskPerformanceSchemas`    |
 */

export const riskCategorySchema = z.enum(RISK_CATEGORIES);

const answerFields = Object.fromEntries(
  RISK_QUESTIONS.map((q) => [q.id, z.string().max(40).optional()]),
) as Record<RiskQuestionId, z.ZodOptional<z.ZodString>>;

/** The questionnaire as the form posts it; completeness and the name are checked by `riskProfileErrors`. */
export const addRiskProfileBody = z.object({
  name: z
    .string()
    .max(RISK_PROFILE_NAME_MAX * 4)
    .default(''),
  ...answerFields,
  ...publicQuery,
});
export type AddRiskProfileBody = z.input<typeof addRiskProfileBody>;

export const riskProfileIdQuery = z.object({
  profile_id: recordIdSchema('profile_id'),
  ...publicQuery,
});

export const assetAllocationSchema = z.object({
  largeCap: z.number(),
  midCap: z.number(),
  smallCap: z.number(),
  debt: z.number(),
  gold: z.number(),
  cash: z.number(),
});

export const riskProfileSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  score: z.number(),
  maxScore: z.number(),
  category: riskCategorySchema,
  createdAt: z.string(),
});
export type RiskProfileSummary = z.infer<typeof riskProfileSummarySchema>;

export const riskProfileSchema = riskProfileSummarySchema.extend({
  /** The scoring table: each question's answer and its points. */
  rows: z.array(
    z.object({ question: z.string(), answer: z.string(), points: z.number(), maxPoints: z.number() }),
  ),
  /** The category the score's band gives before a cap, and the band. */
  scoreCategory: riskCategorySchema,
  band: z.object({ minScore: z.number(), maxScore: z.number() }),
  /** The answer that capped the category, if one did. */
  cappedBy: z.object({ question: z.string(), answer: z.string() }).nullable(),
  allocation: assetAllocationSchema,
});
export type RiskProfile = z.infer<typeof riskProfileSchema>;

export const riskProfileListSchemas = endpointSchemas({
  profiles: z.array(riskProfileSummarySchema),
  limit: z.number(),
});
export type RiskProfileListAnswer = z.infer<typeof riskProfileListSchemas.ok>;

export const riskProfileDataSchemas = endpointSchemas({ profile: riskProfileSchema });
export type RiskProfileDataAnswer = z.infer<typeof riskProfileDataSchemas.ok>;

export const riskProfileDeleteSchemas = endpointSchemas({});

/**
 * Whose holdings the X-ray reads: one of the user's portfolios (`portfolio`, current FIFO holdings)
 * or the order dashboard's paper holdings (`paper`).
 */
export const RISK_HOLDING_SOURCES = ['paper', 'portfolio'] as const;
export type RiskHoldingSource = (typeof RISK_HOLDING_SOURCES)[number];

/**
 * `portfolio_id`: one of the user's portfolios, or `paper` for the paper book (another user's
 * answers HTTP 404 "No such portfolio"). Without it, `source=paper` reads the paper book, and no
 * `source` reads the user's first portfolio, else the paper book.
 */
export const riskPerformanceQuery = z.object({
  profile_id: recordIdSchema('profile_id'),
  portfolio_id: recordIdSchema('portfolio_id').optional(),
  source: z.enum(['paper'], { message: 'source is paper' }).optional(),
  ...publicQuery,
});
export type RiskPerformanceQuery = z.input<typeof riskPerformanceQuery>;

const share = z.object({ value: z.number(), pct: z.number() });

export const riskWarningSchema = z.object({
  code: z.enum([
    'stockOver',
    'sectorOver',
    'smallCapAbove',
    'midCapAbove',
    'equityAbove',
    'fewHoldings',
    'drawdownOverTolerance',
    'betaHigh',
    'benchmarkOverlapHigh',
    'portfolioOverlapHigh',
  ]),
  /** What the warning names (a symbol, a sector, an index or a portfolio), or null. */
  subject: z.string().nullable(),
  /** The measured figure and the limit it passed (percent, or a plain number for beta and counts). */
  actual: z.number(),
  limit: z.number(),
});
export type RiskWarningDto = z.infer<typeof riskWarningSchema>;

export const riskXraySchema = z.object({
  /** ₹ at the live price. */
  totalValue: z.number(),
  holdings: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      sector: z.string(),
      capBand: z.enum(['largeCap', 'midCap', 'smallCap', 'unknown']),
      quantity: z.number(),
      value: z.number(),
      pct: z.number(),
    }),
  ),
  sectors: z.array(share.extend({ sector: z.string() })),
  capBands: z.array(share.extend({ band: z.enum(['largeCap', 'midCap', 'smallCap', 'unknown']) })),
  concentration: z.object({
    topSymbol: z.string().nullable(),
    topHoldingPct: z.number(),
    top5Pct: z.number(),
    /** Σ weight² (0–1), and its inverse: the number of equal holdings it is worth. */
    herfindahl: z.number(),
    effectiveHoldings: z.number(),
  }),
  /** From the holdings' value over the last year of daily closes; null with fewer than 20 sessions. */
  risk: z
    .object({
      sessions: z.number(),
      from: z.string(),
      to: z.string(),
      beta: z.number().nullable(),
      volatilityPct: z.number(),
      maxDrawdownPct: z.number(),
      benchmarkVolatilityPct: z.number(),
    })
    .nullable(),
  /** Actual against the profile's allocation, per asset class (percent). */
  comparison: z.array(
    z.object({
      assetClass: z.enum(['largeCap', 'midCap', 'smallCap', 'debt', 'gold', 'cash']),
      actualPct: z.number(),
      targetPct: z.number(),
      differencePct: z.number(),
    }),
  ),
  warnings: z.array(riskWarningSchema),
});
export type RiskXrayDto = z.infer<typeof riskXraySchema>;

/** One stock held by both lists: its weight in the X-rayed holdings, in the other, and the smaller. */
const overlapShareSchema = z.object({
  symbol: z.string(),
  portfolioPct: z.number(),
  otherPct: z.number(),
  commonPct: z.number(),
});

/**
 * Overlap = Σ over stocks of min(weight in these holdings, weight in the other), percent (0–100).
 * The index's weights are by free-float market cap at the live price.
 */
export const riskOverlapSchema = z.object({
  benchmark: z
    .object({
      name: z.string(),
      overlapPct: z.number(),
      /** Stocks of the holdings in the index, largest common weight first. */
      common: z.array(overlapShareSchema),
      /** Constituents the weights were computed from. */
      constituents: z.number(),
    })
    .nullable(),
  /** The user's other portfolios (and the paper book when it holds shares). */
  others: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(RISK_HOLDING_SOURCES),
      overlapPct: z.number(),
      common: z.array(overlapShareSchema),
    }),
  ),
  /** The thresholds of the overlap warnings (percent, warned at or above). */
  rules: z.object({ maxBenchmarkOverlapPct: z.number(), maxPortfolioOverlapPct: z.number() }),
});
export type RiskOverlapDto = z.infer<typeof riskOverlapSchema>;

/** A holdings list the X-ray can read: the paper book or one of the user's portfolios. */
export const riskHoldingChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(RISK_HOLDING_SOURCES),
  /** Stocks held now. */
  holdings: z.number(),
});
export type RiskHoldingChoice = z.infer<typeof riskHoldingChoiceSchema>;

export const riskPerformanceSchemas = endpointSchemas({
  profile: riskProfileSummarySchema,
  /** Where the prices come from (simulated market or imported data). */
  source: marketSourceSchema,
  holdings: z.enum(RISK_HOLDING_SOURCES),
  /** The holdings list X-rayed. */
  portfolio: riskHoldingChoiceSchema,
  /** Every list the user may X-ray: each of their portfolios in creation order, then the paper book. */
  choices: z.array(riskHoldingChoiceSchema),
  xray: riskXraySchema,
  overlap: riskOverlapSchema,
});
export type RiskPerformanceAnswer = z.infer<typeof riskPerformanceSchemas.ok>;

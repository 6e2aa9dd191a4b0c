/**
 * The risk questionnaire of `/portfolio-analysis/add-profile` (issue 18) and its scoring: nine
 * questions, each answer worth 0–4 points; the total (out of 36) picks one of five risk categories,
 * two answers cap the category, and the category's model allocation is the suggested one. Shared by
 * the web form (validation, the table of points) and the server (which scores what it stores), so
 * the two can never disagree. The table is this product's stated rule, not advice.
 */

export const RISK_QUESTIONS = [
  {
    id: 'age',
    options: [
      { id: 'under30', points: 4 },
      { id: '30to44', points: 3 },
      { id: '45to59', points: 2 },
      { id: '60plus', points: 0 },
    ],
  },
  {
    id: 'income',
    options: [
      { id: 'under5l', points: 1 },
      { id: '5to15l', points: 2 },
      { id: '15to50l', points: 3 },
      { id: 'over50l', points: 4 },
    ],
  },
  {
    id: 'dependants',
    options: [
      { id: 'none', points: 4 },
      { id: 'one', points: 3 },
      { id: 'twoToThree', points: 2 },
      { id: 'fourPlus', points: 1 },
    ],
  },
  {
    id: 'horizon',
    options: [
      { id: 'under1y', points: 0 },
      { id: '1to3y', points: 1 },
      { id: '3to5y', points: 2 },
      { id: '5to10y', points: 3 },
      { id: 'over10y', points: 4 },
    ],
  },
  {
    id: 'emergencyFund',
    options: [
      { id: 'none', points: 0 },
      { id: 'under3m', points: 1 },
      { id: '3to6m', points: 3 },
      { id: 'over6m', points: 4 },
    ],
  },
  {
    id: 'experience',
    options: [
      { id: 'none', points: 0 },
      { id: 'depositsFunds', points: 1 },
      { id: 'someStocks', points: 2 },
      { id: 'yearsStocks', points: 3 },
      { id: 'derivatives', points: 4 },
    ],
  },
  {
    id: 'fallReaction',
    options: [
      { id: 'sellAll', points: 0 },
      { id: 'sellSome', points: 1 },
      { id: 'hold', points: 2 },
      { id: 'buyMore', points: 4 },
    ],
  },
  {
    id: 'lossTolerance',
    options: [
      { id: 'none', points: 0 },
      { id: 'upTo5', points: 1 },
      { id: 'upTo10', points: 2 },
      { id: 'upTo20', points: 3 },
      { id: 'over20', points: 4 },
    ],
  },
  {
    id: 'goal',
    options: [
      { id: 'preserve', points: 0 },
      { id: 'income', points: 1 },
      { id: 'balanced', points: 2 },
      { id: 'growth', points: 3 },
      { id: 'aggressiveGrowth', points: 4 },
    ],
  },
] as const;

export type RiskQuestion = (typeof RISK_QUESTIONS)[number];
export type RiskQuestionId = RiskQuestion['id'];
export type RiskAnswers = { readonly [Q in RiskQuestion as Q['id']]: Q['options'][number]['id'] };

export const RISK_QUESTION_IDS: readonly RiskQuestionId[] = RISK_QUESTIONS.map((q) => q.id);
const MAX_POINTS_PER_QUESTION = 4;
export const RISK_SCORE_MAX = RISK_QUESTIONS.length * MAX_POINTS_PER_QUESTION;

/** The largest one-year fall each loss-tolerance answer accepts, in percent (the X-ray compares drawdown with it). */
export const LOSS_TOLERANCE_PCT: Readonly<Record<RiskAnswers['lossTolerance'], number>> = {
  none: 0,
  upTo5: 5,
  upTo10: 10,
  upTo20: 20,
  over20: 30,
};

export const RISK_CATEGORIES = [
  'conservative',
  'moderatelyConservative',
  'moderate',
  'moderatelyAggressive',
  'aggressive',
] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

/** Percent of the portfolio in each asset class; the six add up to 100. */
export interface AssetAllocation {
  readonly largeCap: number;
  readonly midCap: number;
  readonly smallCap: number;
  readonly debt: number;
  readonly gold: number;
  readonly cash: number;
}

export const ASSET_CLASSES = ['largeCap', 'midCap', 'smallCap', 'debt', 'gold', 'cash'] as const;

/** Each category's band of total points (inclusive) and its model allocation. */
export const RISK_BANDS: readonly {
  readonly category: RiskCategory;
  readonly minScore: number;
  readonly maxScore: number;
  readonly allocation: AssetAllocation;
}[] = [
  {
    category: 'conservative',
    minScore: 0,
    maxScore: 7,
    allocation: { largeCap: 15, midCap: 5, smallCap: 0, debt: 60, gold: 10, cash: 10 },
  },
  {
    category: 'moderatelyConservative',
    minScore: 8,
    maxScore: 14,
    allocation: { largeCap: 25, midCap: 10, smallCap: 5, debt: 45, gold: 10, cash: 5 },
  },
  {
    category: 'moderate',
    minScore: 15,
    maxScore: 21,
    allocation: { largeCap: 35, midCap: 15, smallCap: 10, debt: 30, gold: 5, cash: 5 },
  },
  {
    category: 'moderatelyAggressive',
    minScore: 22,
    maxScore: 28,
    allocation: { largeCap: 40, midCap: 20, smallCap: 15, debt: 15, gold: 5, cash: 5 },
  },
  {
    category: 'aggressive',
    minScore: 29,
    maxScore: RISK_SCORE_MAX,
    allocation: { largeCap: 45, midCap: 25, smallCap: 20, debt: 5, gold: 5, cash: 0 },
  },
];

/** Answers that cap the category whatever the score: money needed within a year, or no emergency fund. */
export const RISK_CAPS: readonly {
  readonly question: RiskQuestionId;
  readonly answer: string;
  readonly capsAt: RiskCategory;
}[] = [
  { question: 'horizon', answer: 'under1y', capsAt: 'conservative' },
  { question: 'emergencyFund', answer: 'none', capsAt: 'moderate' },
];

export interface RiskScoreRow {
  readonly question: RiskQuestionId;
  readonly answer: string;
  readonly points: number;
  readonly maxPoints: number;
}

export interface RiskScoring {
  readonly rows: readonly RiskScoreRow[];
  readonly score: number;
  readonly maxScore: number;
  /** The category the score's band gives, before any cap. */
  readonly scoreCategory: RiskCategory;
  /** The cap that lowered it, if one did. */
  readonly cappedBy: { readonly question: RiskQuestionId; readonly answer: string } | null;
  readonly category: RiskCategory;
  readonly band: { readonly minScore: number; readonly maxScore: number };
  readonly allocation: AssetAllocation;
}

export const equityShare = (a: AssetAllocation): number => a.largeCap + a.midCap + a.smallCap;

const rank = (c: RiskCategory): number => RISK_CATEGORIES.indexOf(c);

function bandOf(score: number) {
  const band = RISK_BANDS.find((b) => score >= b.minScore && score <= b.maxScore) ?? RISK_BANDS[0];
  if (!band) throw new RangeError('No risk bands');
  return band;
}

/** Scores complete answers: the table row by row, the total, its category (after caps) and allocation. */
export function scoreRiskAnswers(answers: RiskAnswers): RiskScoring {
  const rows = RISK_QUESTIONS.map((q): RiskScoreRow => {
    const answer: string = answers[q.id];
    const option = q.options.find((o) => o.id === answer);
    return { question: q.id, answer, points: option?.points ?? 0, maxPoints: MAX_POINTS_PER_QUESTION };
  });
  const score = rows.reduce((sum, r) => sum + r.points, 0);
  const scoreBand = bandOf(score);
  let category: RiskCategory = scoreBand.category;
  let cappedBy: RiskScoring['cappedBy'] = null;
  for (const cap of RISK_CAPS) {
    const given: string = answers[cap.question];
    if (given === cap.answer && rank(cap.capsAt) < rank(category)) {
      category = cap.capsAt;
      cappedBy = { question: cap.question, answer: cap.answer };
    }
  }
  const band = RISK_BANDS.find((b) => b.category === category) ?? scoreBand;
  return {
    rows,
    score,
    maxScore: RISK_SCORE_MAX,
    scoreCategory: scoreBand.category,
    cappedBy,
    category,
    band: { minScore: scoreBand.minScore, maxScore: scoreBand.maxScore },
    allocation: band.allocation,
  };
}

export const RISK_PROFILE_NAME_MAX = 40;
export const RISK_PROFILES_MAX = 10;

export const RISK_PROFILE_MESSAGES = {
  nameRequired: 'Name the profile',
  nameTooLong: `A profile name has at most ${RISK_PROFILE_NAME_MAX} characters`,
  answerRequired: 'Choose an answer',
  limit: `You can keep at most ${RISK_PROFILES_MAX} profiles`,
  notFound: 'No such profile',
} as const;

/** A possibly incomplete form: the name and any answers given so far. */
export type RiskProfileDraft = { readonly name?: string } & {
  readonly [Q in RiskQuestionId]?: string;
};

/**
 * The messages of a draft by field (`name` or a question id), empty when it is complete and valid:
 * the web form shows them beside the fields, the server refuses with the first.
 */
export function riskProfileErrors(draft: RiskProfileDraft): Partial<Record<'name' | RiskQuestionId, string>> {
  const errors: Partial<Record<'name' | RiskQuestionId, string>> = {};
  const name = (draft.name ?? '').trim();
  if (name === '') errors.name = RISK_PROFILE_MESSAGES.nameRequired;
  else if (name.length > RISK_PROFILE_NAME_MAX) errors.name = RISK_PROFILE_MESSAGES.nameTooLong;
  for (const q of RISK_QUESTIONS) {
    const given = draft[q.id];
    if (!q.options.some((o) => o.id === given)) errors[q.id] = RISK_PROFILE_MESSAGES.answerRequired;
  }
  return errors;
}

/** The complete answers of a draft `riskProfileErrors` passed, or null. */
export function completeAnswers(draft: RiskProfileDraft): RiskAnswers | null {
  const picked: Record<string, string> = {};
  for (const q of RISK_QUESTIONS) {
    const given = draft[q.id];
    if (given === undefined || !q.options.some((o) => o.id === given)) return null;
    picked[q.id] = given;
  }
  return picked as RiskAnswers;
}

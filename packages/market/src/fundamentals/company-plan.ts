/**
 * Every random draw of one simulated company, in "unit scale" (the first year's revenue, or a
 * lender's first balance sheet, is 1). The accounts are built from this plan at a rupee scale
 * chosen afterwards (calibration to today's market cap), so calibrating never re-draws anything.
 */
import type { Rng } from '../simulator/prng';
import {
  type FinancialProfile,
  type GeneralProfile,
  type LenderProfile,
  macroShockFor,
  type Range,
} from './sector-profiles';
import type { BusinessModel } from './statement-types';

/** Four relative weights, one per quarter (normalised when a year is split). */
export type QuarterWeights = readonly [number, number, number, number];

/** How a year's flows are spread over its quarters. */
export interface QuarterPlan {
  readonly revenue: QuarterWeights;
  readonly costOfRevenue: QuarterWeights;
  readonly operatingExpenses: QuarterWeights;
  readonly depreciation: QuarterWeights;
  readonly interest: QuarterWeights;
  readonly provisions: QuarterWeights;
  readonly cashFromOperations: QuarterWeights;
  /** Days from each quarter's end to its results. */
  readonly resultsLagDays: QuarterWeights;
}

/** What a balance sheet is planned to hold at one date (before equity closes it: see `closeBalanceSheet`). */
export interface BalanceTargets {
  /** Fixed and other non-current assets (lenders: the loan book and fixed assets). */
  readonly nonCurrentAssets: number;
  /** Receivables and inventory (0 for lenders). */
  readonly workingAssets: number;
  /** Cash kept at the least (lenders: liquid assets). */
  readonly minCash: number;
  readonly plannedDebt: number;
  readonly currentLiabilities: number;
  readonly otherLiabilities: number;
}

/** One fiscal year's flows and year-end balance-sheet targets, in unit scale. */
export interface YearPlan extends BalanceTargets {
  readonly year: number;
  readonly revenue: number;
  readonly costOfRevenue: number;
  readonly operatingExpenses: number;
  readonly depreciation: number;
  readonly provisions: number;
  /** Cash-flow noise beyond working capital (timing of collections, other accruals). */
  readonly accrual: number;
  /** Assets whose growth is an operating cash outflow (working capital; lenders: loans). */
  readonly cashFlowAssets: number;
  readonly taxRate: number;
  /** New shares issued at the start of the year, as a fraction of the shares before (0: none). */
  readonly issueFraction: number;
  readonly quarters: QuarterPlan;
}

/**
 * Where today's price puts the company: the multiples its accounts are sized to (see
 * `generateFinancials`). `pe` is null for a loss-maker (no earnings target).
 */
export interface Valuation {
  readonly pe: number | null;
  readonly pb: number;
  /** Price-to-sales (general layout); lenders are sized on book value and ignore it. */
  readonly ps: number;
}

/** A company's whole plan. */
export interface CompanyPlan {
  readonly businessModel: BusinessModel;
  /** Interest rate on long-term debt (0 for lenders: their funding cost is in the plan's flows). */
  readonly debtRate: number;
  readonly valuation: Valuation;
  readonly years: readonly YearPlan[];
}

/** Corporate tax before and after the September 2019 cut (section 115BAA), with surcharge, roughly. */
function taxRateFor(year: number, rng: Rng): number {
  const base = year <= 2019 ? 0.32 : 0.252;
  return clamp(base + 0.015 * rng.normal(), 0.18, 0.4);
}

function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}

function pick(rng: Rng, [lo, hi]: Range): number {
  return lo + (hi - lo) * rng.uniform();
}

function noisy(rng: Rng, base: QuarterWeights, sd: number): QuarterWeights {
  return [
    base[0] * (1 + sd * rng.normal()),
    base[1] * (1 + sd * rng.normal()),
    base[2] * (1 + sd * rng.normal()),
    base[3] * (1 + sd * rng.normal()),
  ];
}

function atLeast(w: QuarterWeights, floor: number): QuarterWeights {
  return [Math.max(floor, w[0]), Math.max(floor, w[1]), Math.max(floor, w[2]), Math.max(floor, w[3])];
}

const EVEN: QuarterWeights = [0.25, 0.25, 0.25, 0.25];
/** Depreciation creeps up through the year as new capacity is commissioned. */
const DEPRECIATION_DRIFT: QuarterWeights = [0.244, 0.248, 0.252, 0.256];
/** Chance a year is a bad one for the company alone (lost contract, plant outage, write-down). */
const BAD_YEAR = 0.1;
/** Chance a year is unusually good (a big order, a price cycle). */
const GOOD_YEAR = 0.08;

function drawQuarters(
  rng: Rng,
  profile: FinancialProfile,
  quarterLag: number,
  annualLag: number,
): QuarterPlan {
  const revenue = noisy(rng, profile.seasonality, 0.03);
  const lag = (base: number, deadline: number): number => Math.min(deadline, base + rng.int(7) - 3);
  return {
    revenue,
    costOfRevenue: noisy(rng, revenue, 0.012),
    operatingExpenses: noisy(
      rng,
      [
        0.125 + 0.5 * revenue[0],
        0.125 + 0.5 * revenue[1],
        0.125 + 0.5 * revenue[2],
        0.125 + 0.5 * revenue[3],
      ],
      0.02,
    ),
    depreciation: DEPRECIATION_DRIFT,
    interest: noisy(rng, EVEN, 0.03),
    provisions: atLeast(noisy(rng, EVEN, 0.3), 0.025),
    cashFromOperations: [
      0.25 + 0.12 * rng.normal(),
      0.25 + 0.12 * rng.normal(),
      0.25 + 0.12 * rng.normal(),
      0.25 + 0.12 * rng.normal(),
    ],
    resultsLagDays: [lag(quarterLag, 45), lag(quarterLag, 45), lag(quarterLag, 45), lag(annualLag, 60)],
  };
}

/** A year's common inputs: growth (with macro and company shocks), margin shock, tax, issue. */
interface YearShocks {
  readonly growth: number;
  readonly margin: number;
  readonly creditCost: number;
  readonly bad: boolean;
  readonly taxRate: number;
  readonly issueFraction: number;
}

interface CompanyHabits {
  readonly trendGrowth: number;
  readonly esopFraction: number;
  readonly quarterLag: number;
  readonly annualLag: number;
}

/** What every year of a plan is drawn with. */
interface PlanContext {
  readonly rng: Rng;
  readonly habits: CompanyHabits;
  readonly sector: string;
  readonly industry: string;
  readonly firstYear: number;
  readonly count: number;
}

function drawYearShocks(ctx: PlanContext, profile: FinancialProfile, year: number): YearShocks {
  const { rng, habits } = ctx;
  const macro = macroShockFor(year, ctx.sector, ctx.industry);
  const u = rng.uniform();
  const bad = u < BAD_YEAR;
  const good = !bad && u < BAD_YEAR + GOOD_YEAR;
  const surprise = bad ? -(0.05 + 0.2 * rng.uniform()) : good ? 0.05 + 0.2 * rng.uniform() : 0;
  const growth = clamp(
    habits.trendGrowth + profile.growthSd * rng.normal() + (macro?.growth ?? 0) + surprise,
    -0.6,
    1.5,
  );
  const placement = rng.uniform() < profile.issueProbability ? 0.02 + 0.08 * rng.uniform() : 0;
  return {
    growth,
    margin: macro?.margin ?? 0,
    creditCost: macro?.creditCost ?? 0,
    bad,
    taxRate: taxRateFor(year, rng),
    issueFraction: placement + habits.esopFraction,
  };
}

function planGeneral(ctx: PlanContext, profile: GeneralProfile, lossMaker: boolean): YearPlan[] {
  const { rng, habits } = ctx;
  const grossMargin0 = pick(rng, profile.grossMargin);
  // Loss-makers: EBITDA margin climbing from deep losses towards break-even (the new-age story).
  const ebitdaFirst = lossMaker ? -0.25 + 0.15 * rng.uniform() : pick(rng, profile.ebitdaMargin);
  const ebitdaTrend = lossMaker ? 0.005 + 0.01 * rng.uniform() : 0;
  const ebitdaCeiling = profile.ebitdaMargin[1];
  // Operating expenses stay at least 5 % of revenue, so the drawn margins fit together.
  const grossMargin = Math.min(
    0.97,
    Math.max(grossMargin0, (lossMaker ? ebitdaCeiling : ebitdaFirst) + 0.05),
  );
  const fixedAssets = pick(rng, profile.fixedAssetsPerRevenue);
  const otherAssets = pick(rng, profile.otherAssetsPerRevenue);
  const workingAssets = pick(rng, profile.workingAssetsPerRevenue);
  const currentLiabilities = pick(rng, profile.currentLiabilitiesPerRevenue);
  const otherLiabilities = pick(rng, profile.otherLiabilitiesPerRevenue);
  const leverage = pick(rng, profile.leverage);

  const plans: YearPlan[] = [];
  let revenue = 1;
  let capacity = 1;
  let fixedPrevious = fixedAssets;
  let marginDev = 0;
  let workingDev = 0;
  let payablesDev = 0;
  let leverageDev = 0;
  for (let i = 0; i < ctx.count; i++) {
    const year = ctx.firstYear + i;
    const shock = drawYearShocks(ctx, profile, year);
    const expected = revenue * (1 + habits.trendGrowth);
    if (i > 0) {
      revenue *= 1 + shock.growth;
      // Capacity is built for the planned growth and follows demand only half-way in a year: a bad
      // year leaves assets idle (turnover falls), a boom runs them hot; it reverts to demand over time.
      capacity = Math.sqrt(capacity * (1 + habits.trendGrowth) * revenue) * Math.exp(0.02 * rng.normal());
    }
    const badHit = shock.bad ? -(1 + 2 * rng.uniform()) * profile.marginSd : 0;
    marginDev = 0.6 * marginDev + profile.marginSd * rng.normal() + badHit;
    workingDev = 0.5 * workingDev + 0.08 * rng.normal();
    payablesDev = 0.5 * payablesDev + 0.06 * rng.normal();
    leverageDev = 0.7 * leverageDev + 0.03 * rng.normal();
    const gm = clamp(grossMargin + marginDev + shock.margin, 0.02, 0.98);
    const baseOpexRatio = grossMargin - Math.min(ebitdaCeiling, ebitdaFirst + ebitdaTrend * i);
    const fixedBase = i === 0 ? revenue : expected;
    const opex =
      baseOpexRatio *
      (profile.fixedCostShare * fixedBase + (1 - profile.fixedCostShare) * revenue) *
      (1 + 0.01 * rng.normal());
    const fixed = fixedAssets * capacity;
    const working = workingAssets * Math.exp(workingDev) * revenue;
    const lev = leverage > 0 ? clamp(leverage + leverageDev, 0, 0.9) : 0;
    plans.push({
      year,
      revenue,
      costOfRevenue: revenue * (1 - gm),
      operatingExpenses: opex,
      depreciation: (profile.depreciationRate * (fixedPrevious + fixed)) / 2,
      provisions: 0,
      // A bad year ties cash up (customers pay late, unsold stock): profit turns to cash worse.
      accrual: (0.02 * rng.normal() - (shock.bad ? 0.02 + 0.05 * rng.uniform() : 0)) * revenue,
      nonCurrentAssets: fixed + otherAssets * capacity,
      workingAssets: working,
      minCash: profile.cashPerRevenue * revenue,
      plannedDebt: lev * (fixed + otherAssets * capacity + working),
      currentLiabilities: currentLiabilities * Math.exp(payablesDev) * revenue,
      otherLiabilities: otherLiabilities * capacity,
      cashFlowAssets: working,
      taxRate: shock.taxRate,
      issueFraction: shock.issueFraction,
      quarters: drawQuarters(rng, profile, habits.quarterLag, habits.annualLag),
    });
    fixedPrevious = fixed;
  }
  return plans;
}

function planLender(ctx: PlanContext, profile: LenderProfile): YearPlan[] {
  const { rng, habits } = ctx;
  const assetYield = pick(rng, profile.assetYield);
  const fundingCost = pick(rng, profile.fundingCost);
  const costToIncome = pick(rng, profile.costToIncome);
  const creditCost = pick(rng, profile.creditCost);
  const equityToAssets = pick(rng, profile.equityToAssets);
  const borrowings = pick(rng, profile.borrowingsToAssets);
  const liquid = pick(rng, profile.liquidAssets);

  const plans: YearPlan[] = [];
  let assets = 1;
  let rateDev = 0;
  for (let i = 0; i < ctx.count; i++) {
    const year = ctx.firstYear + i;
    const shock = drawYearShocks(ctx, profile, year);
    const opening = i === 0 ? assets / (1 + habits.trendGrowth) : assets;
    if (i > 0) assets *= 1 + shock.growth;
    const average = (opening + assets) / 2;
    // The rate cycle moves yields and funding costs together; the spread moves less.
    rateDev = 0.6 * rateDev + 0.003 * rng.normal();
    const yieldRate = Math.max(0.02, assetYield + rateDev + 0.002 * rng.normal());
    const fundingRate = Math.max(0.01, fundingCost + 0.8 * rateDev + 0.0015 * rng.normal());
    const revenue = yieldRate * average;
    const costOfRevenue = Math.min(fundingRate * average, 0.95 * revenue);
    const cti = clamp(costToIncome + 0.03 * rng.normal(), 0.03, 0.9);
    const badCredit = shock.bad ? 0.004 + 0.011 * rng.uniform() : 0;
    const credit = creditCost * Math.exp(0.35 * rng.normal()) + shock.creditCost + badCredit;
    const liquidAssets = liquid * Math.exp(0.05 * rng.normal()) * assets;
    const plannedDebt = borrowings * (1 + 0.05 * rng.normal()) * assets;
    const otherLiabilities = profile.otherLiabilitiesToAssets * assets;
    plans.push({
      year,
      revenue,
      costOfRevenue,
      operatingExpenses: cti * (revenue - costOfRevenue),
      depreciation: profile.depreciationToAssets * average,
      provisions: credit * average,
      accrual: 0.01 * rng.normal() * assets,
      nonCurrentAssets: assets - liquidAssets,
      workingAssets: 0,
      minCash: liquidAssets,
      plannedDebt,
      currentLiabilities: Math.max(0, (1 - equityToAssets) * assets - plannedDebt - otherLiabilities),
      otherLiabilities,
      cashFlowAssets: assets - liquidAssets,
      taxRate: shock.taxRate,
      issueFraction: shock.issueFraction,
      quarters: drawQuarters(rng, profile, habits.quarterLag, habits.annualLag),
    });
  }
  return plans;
}

/** What the plan needs to know about the company beyond its sector. */
export interface PlanContextInput {
  /**
   * Where the company's market cap ranks among its industry peers, 0 (smallest) … 1 (largest);
   * 0.5 when unknown. Larger companies draw their multiples from the rich end of the bands.
   */
  readonly sizeRank: number;
  /** Whether the company paid a dividend recently: a dividend payer is never drawn a loss-maker. */
  readonly paysDividends: boolean;
}

/** Share of listed companies paying no dividend (as the simulator draws them: one in four). */
const NON_PAYER_SHARE = 0.25;

/** Weight of the size rank in a company's valuation quantile (the rest is its own draw). */
const SIZE_WEIGHT = 0.6;

/** The point at quantile `u` (0…1) of a band, on a log scale. */
function logQuantile([lo, hi]: Range, u: number): number {
  return Math.exp(Math.log(lo) + (Math.log(hi) - Math.log(lo)) * clamp(u, 0, 1));
}

/** Draws a company's plan for fiscal years `firstYear … firstYear + count − 1`. */
export function drawCompanyPlan(
  rng: Rng,
  profile: FinancialProfile,
  sector: string,
  industry: string,
  firstYear: number,
  count: number,
  company: PlanContextInput = { sizeRank: 0.5, paysDividends: false },
): CompanyPlan {
  // A company paying dividends is profitable: the loss-makers are drawn among the non-payers, so
  // the sector keeps its share of them.
  const lossMaker =
    rng.uniform() < (profile.kind === 'general' ? profile.lossMakerShare / NON_PAYER_SHARE : 0) &&
    !company.paysDividends;
  const habits: CompanyHabits = {
    // Loss-makers are the fast growers buying market share.
    trendGrowth: profile.growth + 0.03 * rng.normal() + (lossMaker ? 0.1 : 0),
    esopFraction: rng.uniform() < 0.25 ? 0.001 + 0.004 * rng.uniform() : 0,
    quarterLag: 28 + rng.int(12),
    annualLag: 38 + rng.int(15),
  };
  const [peLow, peHigh] = profile.pe;
  // One valuation quantile per company (rich or cheap for its sector), tilted towards the rich end
  // for the industry's largest companies; each multiple wobbles around it.
  const quantile = SIZE_WEIGHT * clamp(company.sizeRank, 0, 1) + (1 - SIZE_WEIGHT) * rng.uniform();
  const wobble = (): number => clamp(quantile + 0.15 * rng.normal(), 0, 1);
  // Most companies trade inside the sector band; some are outliers (re-rated, out of favour).
  const inBand = rng.uniform() < 0.85;
  // Lenders' earnings multiples are not tilted by size (their balance sheet is sized on earnings).
  const pe = inBand
    ? logQuantile(profile.pe, profile.kind === 'lender' ? rng.uniform() : wobble())
    : clamp(Math.sqrt(peLow * peHigh) * Math.exp(0.6 * rng.normal()), 3, 300);
  const pb = logQuantile(profile.pb, wobble());
  const ps = profile.kind === 'general' ? logQuantile(profile.ps, wobble()) : 0;
  const valuation: Valuation = { pe: lossMaker ? null : pe, pb, ps };
  const ctx: PlanContext = { rng, habits, sector, industry, firstYear, count };
  const years = profile.kind === 'lender' ? planLender(ctx, profile) : planGeneral(ctx, profile, lossMaker);
  return {
    businessModel: profile.businessModel,
    debtRate: profile.kind === 'lender' ? 0 : profile.debtRate,
    valuation,
    years,
  };
}

/** Smallest share of a year's costs a margin shift may leave (keeps every cost line positive). */
const MIN_COST_SHARE = 0.2;

/**
 * The plan with each year's costs cut by `shift + yearShift[i]` of that year's revenue (a negative
 * shift raises them): the lever that sets the company's profit level without touching its revenue,
 * balance sheet or year-to-year pattern. Industrial companies shift cost of revenue and operating
 * expenses in proportion; lenders shift operating expenses and provisions (funding cost is a rate).
 */
export function withMarginShift(plan: CompanyPlan, shift: number, yearShift: readonly number[]): CompanyPlan {
  if (shift === 0 && yearShift.every((s) => s === 0)) return plan;
  const lender = plan.businessModel === 'bank' || plan.businessModel === 'lender';
  return {
    ...plan,
    years: plan.years.map((y, i) => {
      const cut = (shift + (yearShift[i] ?? 0)) * y.revenue;
      if (lender) {
        const costs = y.operatingExpenses + y.provisions;
        const k = costs > 0 ? Math.max(MIN_COST_SHARE, (costs - cut) / costs) : 1;
        return { ...y, operatingExpenses: y.operatingExpenses * k, provisions: y.provisions * k };
      }
      const costs = y.costOfRevenue + y.operatingExpenses;
      const k = costs > 0 ? Math.max(MIN_COST_SHARE, (costs - cut) / costs) : 1;
      return { ...y, costOfRevenue: y.costOfRevenue * k, operatingExpenses: y.operatingExpenses * k };
    }),
  };
}

/**
 * `generateFinancials`: a simulated company's published annual and quarterly statements,
 * deterministic from the run seed and the symbol, sized so that today's price puts the company at
 * sector-typical multiples: price-to-sales (lenders: price-to-book) sets the size of the business,
 * the trailing P/E its profit, and the P/B its book value.
 */
import { createRng } from '../simulator/prng';
import type { IsoDate, Paise } from '../units';
import { EQUITIES } from '../universe/universe';
import {
  type BalanceSheet,
  buildAnnualAccounts,
  type EquityIssuance,
  type Flows,
  type YearAccounts,
} from './annual-accounts';
import { type CompanyPlan, drawCompanyPlan, type QuarterWeights, withMarginShift } from './company-plan';
import {
  ANNUAL_RESULTS_DEADLINE_DAYS,
  FISCAL_QUARTERS,
  type FiscalQuarter,
  fiscalYearLabel,
  fiscalYearOf,
  fiscalYearStart,
  QUARTER_RESULTS_DEADLINE_DAYS,
  quarterEnd,
  quarterLabel,
  resultsDate,
  shiftDays,
} from './fiscal-calendar';
import { type QuarterAccounts, splitIntoQuarters } from './quarterly-accounts';
import { financialProfileFor, profileClassOf } from './sector-profiles';
import { createShareLedger, type PeriodDividends, type ShareLedger } from './share-ledger';
import type {
  AnnualStatement,
  CompanyFinancials,
  FinancialsInput,
  QuarterlyStatement,
  StatementFigures,
} from './statement-types';

const DEFAULT_YEARS = 10;
/**
 * First fiscal year of every plan (its opening year). Statements are stable whatever `years`,
 * `quarters` and `asOf` are asked for, as long as they need nothing before FY2013.
 */
const PLAN_FIRST_YEAR = 2012;
const DEFAULT_QUARTERS = 12;
/** A company whose usual net margin is not positive is valued on a "normal" margin of this size. */
const FLOOR_NET_MARGIN = 0.03;
/** Trailing profit below this share of normal profit is a slump: the price then looks through it. */
const SLUMP_SHARE = 0.35;
/**
 * Highest payout of a fiscal year and of the last four quarters. Dividends are fixed by the
 * simulated actions, so a year paying them earns at least this much more, and a high-yield stock
 * gets a lower P/E target rather than dividends beyond its profit.
 */
const MAX_PAYOUT = 0.95;
/** Rupees per plan unit of the calibration probe: large enough that rounding to rupees is negligible. */
const PROBE_SCALE = 1e9;
/** Most passes of the calibration (profit, book value, dividend cover and recapitalisations settle in three to eight). */
const CALIBRATION_PASSES = 12;
/** Relative miss of the profit and book-value targets the calibration accepts. */
const CALIBRATION_TOLERANCE = 2e-3;
/** Rough tax share of an extra rupee of pre-tax profit, for the next calibration step. */
const STEP_TAX = 0.25;
/** A company that paid a dividend this many days before `asOf` is a dividend payer (never a loss-maker). */
const DIVIDEND_PAYER_DAYS = 730;
/** Largest market cap accepted, rupees (₹1 crore crore; NSE's largest company is about a fifth of it). */
const MAX_MARKET_CAP = 1e14;

let sizeRanks: ReadonlyMap<string, number> | null = null;

/**
 * Where a universe equity's market cap (share count × approximate price) ranks among the
 * equities of its industry, 0 (smallest) … 1 (largest); 0.5 alone in its industry or unknown.
 */
function sizeRankOf(symbol: string): number {
  if (!sizeRanks) {
    const byIndustry = new Map<string, { symbol: string; cap: number }[]>();
    for (const e of EQUITIES) {
      const peers = byIndustry.get(e.industry) ?? [];
      peers.push({ symbol: e.symbol, cap: e.sharesOutstanding * e.approxPrice });
      byIndustry.set(e.industry, peers);
    }
    const ranks = new Map<string, number>();
    for (const peers of byIndustry.values()) {
      peers.sort((a, b) => a.cap - b.cap);
      peers.forEach((p, i) => {
        ranks.set(p.symbol, peers.length > 1 ? i / (peers.length - 1) : 0.5);
      });
    }
    sizeRanks = ranks;
  }
  return sizeRanks.get(symbol) ?? 0.5;
}

/** One year's dividends by quarter and in total. */
interface YearDividends {
  readonly quarters: readonly PeriodDividends[];
  readonly year: PeriodDividends;
  readonly paidByQuarter: QuarterWeights;
}

/** Everything built at one scale. */
interface Built {
  readonly years: readonly YearAccounts[];
  /** `quarters[i]` are the quarters of `years[i]` (empty for the opening year and unrequested years). */
  readonly quarters: readonly (readonly QuarterAccounts[])[];
  readonly issueFractions: readonly number[];
}

/** A published quarter's position in the plan. */
interface QuarterRef {
  readonly yearIndex: number;
  readonly quarter: FiscalQuarter;
  readonly periodEnd: IsoDate;
  /** Days from the period end to the results (see `resultsDate`). */
  readonly lagDays: number;
}

function dividendsByYear(plan: CompanyPlan, ledger: ShareLedger): YearDividends[] {
  const firstYear = plan.years[0]?.year ?? 0;
  const yearEnds = [quarterEnd(firstYear - 1, 4), ...plan.years.map((y) => quarterEnd(y.year, 4))];
  const quarterEnds = [yearEnds[0] ?? quarterEnd(firstYear - 1, 4)];
  for (const y of plan.years) for (const q of FISCAL_QUARTERS) quarterEnds.push(quarterEnd(y.year, q));
  const byQuarter = ledger.dividendsByPeriod(quarterEnds);
  const byYear = ledger.dividendsByPeriod(yearEnds);
  return plan.years.map((_, i) => {
    const quarters = byQuarter.slice(4 * i, 4 * i + 4);
    const paidByQuarter: QuarterWeights = [
      quarters[0]?.paid ?? 0,
      quarters[1]?.paid ?? 0,
      quarters[2]?.paid ?? 0,
      quarters[3]?.paid ?? 0,
    ];
    // The year's cash paid is the sum of its quarters' (each dividend rounded once).
    const paid = paidByQuarter[0] + paidByQuarter[1] + paidByQuarter[2] + paidByQuarter[3];
    return { quarters, year: { paid, perShare: byYear[i]?.perShare ?? 0 }, paidByQuarter };
  });
}

const NO_DIVIDENDS: QuarterWeights = [0, 0, 0, 0];

/** What the calibration sets: the size of the business, its profit level and its book value. */
interface Levers {
  /** Rupees per plan unit. */
  readonly scale: number;
  /** Costs cut by this share of revenue in every year (see `withMarginShift`). */
  readonly shift: number;
  /** Extra cut in single years, so that a year paying dividends earns them. */
  readonly yearShift: readonly number[];
  /** Rupees of opening equity beyond what the first balance sheet needs. */
  readonly equityOffset: number;
}

function build(
  plan: CompanyPlan,
  levers: Levers,
  dividends: readonly YearDividends[] | null,
  issuance: EquityIssuance | null,
  quarterYears: ReadonlySet<number>,
): Built {
  const shifted = withMarginShift(plan, levers.shift, levers.yearShift);
  const paid = plan.years.map((_, i) => dividends?.[i]?.year.paid ?? 0);
  const { years, issueFractions } = buildAnnualAccounts(
    shifted,
    levers.scale,
    paid,
    issuance,
    levers.equityOffset,
  );
  const quarters = years.map((current, i) => {
    const previous = years[i - 1];
    const yearPlan = shifted.years[i];
    if (!previous || !yearPlan || !quarterYears.has(i)) return [];
    return splitIntoQuarters(
      previous,
      current,
      yearPlan.quarters,
      dividends?.[i]?.paidByQuarter ?? NO_DIVIDENDS,
    );
  });
  return { years, quarters, issueFractions };
}

function ttm(built: Built, refs: readonly QuarterRef[], pick: (f: Flows) => number): number {
  let total = 0;
  for (const ref of refs) {
    const q = built.quarters[ref.yearIndex]?.[ref.quarter - 1];
    total += q ? pick(q.flows) : 0;
  }
  return total;
}

/** Equity on the latest of `refs`' balance sheets (what `keyRatios` divides the price by). */
function latestEquity(built: Built, refs: readonly QuarterRef[]): number | null {
  const ref = refs.at(-1);
  const q = ref ? built.quarters[ref.yearIndex]?.[ref.quarter - 1] : undefined;
  return q ? q.balance.equity : null;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function usualNetMargin(built: Built): number {
  return median(built.years.map((y) => (y.flows.revenue > 0 ? y.flows.netProfit / y.flows.revenue : 0)));
}

/** What the calibration settles: the levers, the share issues and the dividends that go with them. */
interface Calibration {
  readonly levers: Levers;
  readonly issuance: EquityIssuance;
  readonly ledger: ShareLedger;
  readonly dividends: readonly YearDividends[];
  /** The accounts at the settled levers (with every year of `quarterYears` split), when they settled. */
  readonly built: Built | null;
}

/** Today's company: its market cap and share count, and the facts of its shares and dividends. */
interface Today {
  readonly marketCap: number;
  readonly sharesOutstanding: number;
  readonly asOf: IsoDate;
  readonly actions: FinancialsInput['actions'];
  readonly ttmDividendYield: number;
}

function ledgerFor(plan: CompanyPlan, today: Today, fractions: readonly number[]): ShareLedger {
  return createShareLedger(
    today.sharesOutstanding,
    today.asOf,
    today.actions,
    plan.years.map((y, i) => ({ date: fiscalYearStart(y.year), fraction: fractions[i] ?? 0 })),
  );
}

/**
 * The levers that put today's market cap at the plan's multiples, and the share issues
 * (placements, ESOPs, recapitalisations) that go with them:
 * - scale: revenue of the last four quarters is market cap / P/S (lenders: the balance sheet is
 *   sized so that book value is market cap / P/B);
 * - margin shift: trailing net profit is market cap / P/E (a company in a slump keeps its slump's
 *   share of that; a loss-maker has no target), and every year paying dividends earns them;
 * - opening equity: today's book value is market cap / P/B.
 * New shares are sold at the company's value then, taken as today's market cap scaled by revenue
 * then over revenue now.
 */
function calibrate(
  plan: CompanyPlan,
  last4: readonly QuarterRef[],
  today: Today,
  quarterYears: ReadonlySet<number>,
): Calibration {
  const ttmYears = new Set(last4.map((ref) => ref.yearIndex));
  const builtYears = new Set([...ttmYears, ...quarterYears]);
  const probeLevers: Levers = { scale: PROBE_SCALE, shift: 0, yearShift: [], equityOffset: 0 };
  const probe = build(plan, probeLevers, null, null, ttmYears);
  const unitRevenue = ttm(probe, last4, (f) => f.revenue) / PROBE_SCALE;
  const planFractions = plan.years.map((y) => y.issueFraction);
  const marketValue = plan.years.map((y) =>
    unitRevenue > 0 ? (today.marketCap * y.revenue) / unitRevenue : 0,
  );
  const issuance = (fractions: readonly number[], recapitalise: boolean): EquityIssuance => ({
    marketValue,
    fractions,
    recapitalise,
  });
  if (!(unitRevenue > 0)) {
    const ledger = ledgerFor(plan, today, planFractions);
    return {
      levers: probeLevers,
      issuance: issuance(planFractions, false),
      ledger,
      dividends: dividendsByYear(plan, ledger),
      built: null,
    };
  }

  const { valuation } = plan;
  const lender = plan.businessModel === 'bank' || plan.businessModel === 'lender';
  const targetEquity = today.marketCap / valuation.pb;
  const unitEquity = (latestEquity(probe, last4) ?? 0) / PROBE_SCALE;
  const initialScale =
    lender && unitEquity > 0
      ? targetEquity / unitEquity
      : today.marketCap / (valuation.ps > 0 ? valuation.ps : 1) / unitRevenue;

  let targetProfit: number | null = null;
  const unitProfit = ttm(probe, last4, (f) => f.netProfit) / PROBE_SCALE;
  if (valuation.pe !== null) {
    const yieldCap =
      today.ttmDividendYield > 0 ? MAX_PAYOUT / today.ttmDividendYield : Number.POSITIVE_INFINITY;
    targetProfit = today.marketCap / Math.max(3, Math.min(valuation.pe, yieldCap));
    const usual = usualNetMargin(probe);
    const normalProfit = unitRevenue * (usual > 0 ? usual : FLOOR_NET_MARGIN);
    // A company in a slump is priced on its usual earnings: its trailing profit keeps the slump's
    // share of them (even a loss), so its trailing P/E shows it, but still covers today's dividends.
    if (unitProfit < SLUMP_SHARE * normalProfit)
      targetProfit = Math.max(
        (targetProfit * unitProfit) / normalProfit,
        (today.marketCap * today.ttmDividendYield) / MAX_PAYOUT,
      );
  }

  // A lender's balance sheet is sized on its earnings (at its planned return on assets).
  let scale =
    lender && targetProfit !== null && targetProfit > 0 && unitProfit > 0
      ? targetProfit / unitProfit
      : initialScale;
  let shift = 0;
  const yearShift = plan.years.map(() => 0);
  let equityOffset = 0;
  let lastEquity: number | null = null;
  let lastOffsetStep = 0;
  let fractions: readonly number[] = planFractions;
  let ledger = ledgerFor(plan, today, fractions);
  let dividends = dividendsByYear(plan, ledger);
  const leversNow = (): Levers => ({ scale, shift, yearShift: [...yearShift], equityOffset });
  for (let pass = 0; pass < CALIBRATION_PASSES; pass++) {
    const levers = leversNow();
    const built = build(plan, levers, dividends, issuance(planFractions, true), builtYears);
    // Past share counts (hence dividends paid) change only when a recapitalisation came or went.
    let settled = built.issueFractions.every((f, i) => f === fractions[i]);
    if (!settled) {
      fractions = built.issueFractions;
      ledger = ledgerFor(plan, today, fractions);
      dividends = dividendsByYear(plan, ledger);
    }
    const revenueTtm = ttm(built, last4, (f) => f.revenue);
    if (targetProfit !== null && revenueTtm > 0) {
      const profit = ttm(built, last4, (f) => f.netProfit);
      const miss = targetProfit - profit;
      if (Math.abs(miss) > CALIBRATION_TOLERANCE * Math.abs(targetProfit)) {
        settled = false;
        // A lender's profit follows its balance sheet (the scale); an industrial company's, its margin.
        if (lender && profit > 0 && targetProfit > 0)
          scale *= Math.min(2, Math.max(0.5, targetProfit / profit));
        else shift += miss / (revenueTtm * (1 - STEP_TAX));
      }
    }
    // Dividends come only out of profit: a year that pays them earns them (payout ≤ 95 %).
    built.years.forEach((y, i) => {
      const need = y.flows.dividendsPaid / MAX_PAYOUT;
      if (y.flows.dividendsPaid > 0 && y.flows.netProfit < need && y.flows.revenue > 0) {
        settled = false;
        // Overshoot (no tax on a loss, and the global shift may pull the year back down).
        yearShift[i] = (yearShift[i] ?? 0) + (1.5 * (need - y.flows.netProfit)) / y.flows.revenue;
      }
    });
    const equity = latestEquity(built, last4);
    // A lender's book value follows its capital ratio: surplus equity held as cash would hollow out
    // its leverage, so only industrial companies use the opening-equity lever.
    if (equity !== null && !lender) {
      const miss = targetEquity - equity;
      // An opening equity at its floor cannot lower book value further: accept the miss.
      const stuck = lastEquity !== null && Math.abs(equity - lastEquity) < 0.1 * Math.abs(lastOffsetStep);
      lastEquity = equity;
      lastOffsetStep = 0;
      if (Math.abs(miss) > CALIBRATION_TOLERANCE * targetEquity && !stuck) {
        settled = false;
        equityOffset += miss;
        lastOffsetStep = miss;
      }
    }
    if (settled) return { levers, issuance: issuance(fractions, false), ledger, dividends, built };
  }
  return { levers: leversNow(), issuance: issuance(fractions, false), ledger, dividends, built: null };
}

function figures(
  { flows, balance }: { readonly flows: Flows; readonly balance: BalanceSheet },
  ledger: ShareLedger,
  periodEnd: IsoDate,
  dividends: PeriodDividends,
  issueFraction: number,
  issueDate: IsoDate | null,
): StatementFigures {
  const sharesOutstanding = Math.round(ledger.sharesAt(periodEnd));
  const sharesIssued =
    issueDate !== null && issueFraction > 0
      ? Math.round((ledger.sharesAt(issueDate) * issueFraction) / (1 + issueFraction))
      : 0;
  const currentAssets = balance.workingAssets + balance.cash;
  return {
    revenue: flows.revenue,
    costOfRevenue: flows.costOfRevenue,
    grossProfit: flows.grossProfit,
    operatingExpenses: flows.operatingExpenses,
    operatingProfit: flows.operatingProfit,
    depreciation: flows.depreciation,
    interest: flows.interest,
    provisions: flows.provisions,
    profitBeforeTax: flows.profitBeforeTax,
    tax: flows.tax,
    netProfit: flows.netProfit,
    eps: (sharesOutstanding > 0 ? Math.round((flows.netProfit * 100) / sharesOutstanding) : 0) as Paise,
    dividendPerShare: dividends.perShare as Paise,
    dividendsPaid: flows.dividendsPaid,
    totalAssets: balance.nonCurrentAssets + currentAssets,
    currentAssets,
    cash: balance.cash,
    currentLiabilities: balance.currentLiabilities,
    longTermDebt: balance.longTermDebt,
    otherLiabilities: balance.otherLiabilities,
    equity: balance.equity,
    cashFromOperations: flows.cashFromOperations,
    sharesOutstanding,
    sharesIssued,
    equityIssued: flows.equityIssued,
  };
}

function validate(input: FinancialsInput): void {
  if (!(input.sharesOutstanding > 0))
    throw new RangeError(`${input.symbol}: sharesOutstanding must be positive`);
  if (!(input.pricePaise > 0)) throw new RangeError(`${input.symbol}: pricePaise must be positive`);
  // A bank's balance sheet runs to ~15× its market cap, and whole rupees must stay below 2^53.
  if ((input.pricePaise / 100) * input.sharesOutstanding > MAX_MARKET_CAP)
    throw new RangeError(
      `${input.symbol}: market cap above ₹${MAX_MARKET_CAP.toExponential()} is out of range`,
    );
  const years = input.years ?? DEFAULT_YEARS;
  const quarters = input.quarters ?? DEFAULT_QUARTERS;
  if (!Number.isInteger(years) || years < 1)
    throw new RangeError(`years must be a whole number ≥ 1, got ${years}`);
  if (!Number.isInteger(quarters) || quarters < 0)
    throw new RangeError(`quarters must be a whole number ≥ 0, got ${quarters}`);
}

/** Simulated annual and quarterly statements of one company, published on or before `input.asOf` (pure). */
export function generateFinancials(input: FinancialsInput): CompanyFinancials {
  validate(input);
  const { asOf, symbol, sector, industry } = input;
  const wantYears = input.years ?? DEFAULT_YEARS;
  const wantQuarters = input.quarters ?? DEFAULT_QUARTERS;
  const modelledAs = profileClassOf(symbol, sector, industry);
  const profile = financialProfileFor(modelledAs.sector, modelledAs.industry);
  const lastYear = fiscalYearOf(asOf);
  // Two spare years: the newest annual may be unpublished, and the oldest needs an opening year.
  const needed = Math.max(wantYears, Math.ceil(wantQuarters / 4) + 1) + 3;
  // The plan starts at a fixed year, so a fiscal year's draws do not depend on how many years are asked for.
  const firstYear = Math.min(PLAN_FIRST_YEAR, lastYear - needed + 1);
  const count = lastYear - firstYear + 1;
  const dividendsUpTo = createShareLedger(input.sharesOutstanding, asOf, input.actions, []);
  const plan = drawCompanyPlan(
    createRng(input.seed, `financials:${symbol}`),
    profile,
    modelledAs.sector,
    modelledAs.industry,
    firstYear,
    count,
    {
      sizeRank: sizeRankOf(symbol),
      paysDividends: dividendsUpTo.dividendsBetween(shiftDays(asOf, -DIVIDEND_PAYER_DAYS), asOf).perShare > 0,
    },
  );

  const published: QuarterRef[] = [];
  // A period that ended more than the longest deadline ago is out for sure: no date to work out yet.
  const surelyOut = shiftDays(asOf, -ANNUAL_RESULTS_DEADLINE_DAYS - 1);
  plan.years.forEach((y, yearIndex) => {
    if (yearIndex === 0) return;
    for (const quarter of FISCAL_QUARTERS) {
      const periodEnd = quarterEnd(y.year, quarter);
      const lagDays = y.quarters.resultsLagDays[quarter - 1] ?? QUARTER_RESULTS_DEADLINE_DAYS;
      if (periodEnd <= surelyOut || resultsDate(periodEnd, lagDays) <= asOf)
        published.push({ yearIndex, quarter, periodEnd, lagDays });
    }
  });

  const today: Today = {
    marketCap: (input.pricePaise / 100) * input.sharesOutstanding,
    sharesOutstanding: input.sharesOutstanding,
    asOf,
    actions: input.actions,
    ttmDividendYield: dividendsUpTo.dividendsBetween(shiftDays(asOf, -365), asOf).perShare / input.pricePaise,
  };
  const shownQuarters = wantQuarters > 0 ? published.slice(-wantQuarters) : [];
  const shownYears = new Set(shownQuarters.map((ref) => ref.yearIndex));
  const calibration = calibrate(plan, published.slice(-4), today, shownYears);
  const { levers, issuance, ledger, dividends } = calibration;
  const built = calibration.built ?? build(plan, levers, dividends, issuance, shownYears);
  const fractionOf = (yearIndex: number): number => issuance.fractions[yearIndex] ?? 0;

  const quarterly: QuarterlyStatement[] = shownQuarters.flatMap((ref) => {
    const y = plan.years[ref.yearIndex];
    const accounts = built.quarters[ref.yearIndex]?.[ref.quarter - 1];
    const dividend = dividends[ref.yearIndex]?.quarters[ref.quarter - 1];
    if (!y || !accounts || !dividend) return [];
    const { periodEnd } = ref;
    const issueDate = ref.quarter === 1 ? fiscalYearStart(y.year) : null;
    return [
      {
        kind: 'quarter' as const,
        fiscalYear: quarterLabel(y.year, ref.quarter),
        year: y.year,
        quarter: ref.quarter,
        periodEnd,
        publishedOn: resultsDate(ref.periodEnd, ref.lagDays),
        ...figures(accounts, ledger, periodEnd, dividend, fractionOf(ref.yearIndex), issueDate),
      },
    ];
  });

  const annual: AnnualStatement[] = published
    .filter((ref) => ref.quarter === 4)
    .slice(-wantYears)
    .flatMap((ref) => {
      const y = plan.years[ref.yearIndex];
      const accounts = built.years[ref.yearIndex];
      const dividend = dividends[ref.yearIndex];
      if (!y || !accounts || !dividend) return [];
      const { periodEnd } = ref;
      return [
        {
          kind: 'annual' as const,
          fiscalYear: fiscalYearLabel(y.year),
          year: y.year,
          periodEnd,
          publishedOn: resultsDate(ref.periodEnd, ref.lagDays),
          ...figures(
            accounts,
            ledger,
            periodEnd,
            dividend.year,
            fractionOf(ref.yearIndex),
            fiscalYearStart(y.year),
          ),
        },
      ];
    });

  return {
    symbol,
    simulated: true,
    businessModel: plan.businessModel,
    asOf,
    sharesOutstanding: input.sharesOutstanding,
    annual,
    quarterly,
  };
}

/**
 * `generateFinancials`: a simulated company's published annual and quarterly statements,
 * deterministic from the run seed and the symbol, calibrated so that today's price puts the
 * company at a sector-typical trailing P/E (or, for loss-makers, price-to-sales).
 */
import { createRng } from '../simulator/prng';
import type { IsoDate, Paise } from '../units';
import {
  type BalanceSheet,
  buildAnnualAccounts,
  type EquityIssuance,
  type Flows,
  type YearAccounts,
} from './annual-accounts';
import { type CompanyPlan, drawCompanyPlan, type QuarterWeights } from './company-plan';
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
import { financialProfileFor } from './sector-profiles';
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
/** A company whose usual net margin is below this is valued on a "normal" margin of this size. */
const FLOOR_NET_MARGIN = 0.03;
/** Trailing profit below this share of normal profit is a slump: the price then looks through it. */
const SLUMP_SHARE = 0.35;
/** Highest payout ratio the P/E target allows today (dividends are fixed by the simulated actions). */
const MAX_PAYOUT = 1.5;
/** Rupees per plan unit of the calibration probe: large enough that rounding to rupees is negligible. */
const PROBE_SCALE = 1e9;
/** Most fixed-point passes of the calibration (scale and recapitalisations settle in one to three). */
const CALIBRATION_PASSES = 4;
/** Largest market cap accepted, rupees (₹1 crore crore; NSE's largest company is about a fifth of it). */
const MAX_MARKET_CAP = 1e14;

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

function build(
  plan: CompanyPlan,
  scale: number,
  dividends: readonly YearDividends[] | null,
  issuance: EquityIssuance | null,
  quarterYears: ReadonlySet<number>,
): Built {
  const paid = plan.years.map((_, i) => dividends?.[i]?.year.paid ?? 0);
  const { years, issueFractions } = buildAnnualAccounts(plan, scale, paid, issuance);
  const quarters = years.map((current, i) => {
    const previous = years[i - 1];
    const yearPlan = plan.years[i];
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

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** What the calibration settles: rupees per plan unit, the share issues and the dividends that go with them. */
interface Calibration {
  readonly scale: number;
  readonly issuance: EquityIssuance;
  readonly ledger: ShareLedger;
  readonly dividends: readonly YearDividends[];
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
 * Rupees per plan unit such that today's market cap sits at the plan's valuation, and the share
 * issues (placements, ESOPs, recapitalisations) at that scale. New shares are sold at the
 * company's value then, taken as today's market cap scaled by revenue then over revenue now.
 */
function calibrate(plan: CompanyPlan, last4: readonly QuarterRef[], today: Today): Calibration {
  const ttmYears = new Set(last4.map((ref) => ref.yearIndex));
  const probe = build(plan, PROBE_SCALE, null, null, ttmYears);
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
      scale: PROBE_SCALE,
      issuance: issuance(planFractions, false),
      ledger,
      dividends: dividendsByYear(plan, ledger),
    };
  }

  let targetProfit = 0;
  let scale: number;
  if (plan.valuation.mode === 'sales') {
    scale = today.marketCap / plan.valuation.priceToSales / unitRevenue;
  } else {
    const yieldCap =
      today.ttmDividendYield > 0 ? MAX_PAYOUT / today.ttmDividendYield : Number.POSITIVE_INFINITY;
    targetProfit = today.marketCap / Math.max(3, Math.min(plan.valuation.pe, yieldCap));
    const usualMargin = median(probe.years.map((y) => y.flows.netProfit / y.flows.revenue));
    const normalProfit = unitRevenue * Math.max(usualMargin, FLOOR_NET_MARGIN);
    const unitProfit = ttm(probe, last4, (f) => f.netProfit) / PROBE_SCALE;
    // A company in a slump is priced on normal earnings, so its trailing P/E shows the slump.
    const onActual = unitProfit > 0 && unitProfit >= SLUMP_SHARE * normalProfit;
    scale = targetProfit / (onActual ? unitProfit : normalProfit);
    if (!onActual) targetProfit = 0;
  }

  // Dividends are fixed in rupees and recapitalisations change past share counts (hence dividends
  // paid), so profit is not quite linear in the scale: a few fixed-point steps settle both.
  let fractions: readonly number[] = planFractions;
  let ledger = ledgerFor(plan, today, fractions);
  let dividends = dividendsByYear(plan, ledger);
  for (let pass = 0; pass < CALIBRATION_PASSES; pass++) {
    const built = build(plan, scale, dividends, issuance(planFractions, true), ttmYears);
    // Past share counts (hence dividends paid) change only when a recapitalisation came or went.
    const settled = built.issueFractions.every((f, i) => f === fractions[i]);
    if (!settled) {
      fractions = built.issueFractions;
      ledger = ledgerFor(plan, today, fractions);
      dividends = dividendsByYear(plan, ledger);
    }
    const profit = targetProfit > 0 ? ttm(built, last4, (f) => f.netProfit) : 0;
    if (!(profit > 0)) {
      if (settled) break;
      continue;
    }
    const ratio = targetProfit / profit;
    scale *= Math.min(2, Math.max(0.5, ratio));
    if (settled && Math.abs(ratio - 1) < 1e-3) break;
  }
  return { scale, issuance: issuance(fractions, false), ledger, dividends };
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
  const profile = financialProfileFor(sector, industry);
  const lastYear = fiscalYearOf(asOf);
  // Two spare years: the newest annual may be unpublished, and the oldest needs an opening year.
  const needed = Math.max(wantYears, Math.ceil(wantQuarters / 4) + 1) + 3;
  // The plan starts at a fixed year, so a fiscal year's draws do not depend on how many years are asked for.
  const firstYear = Math.min(PLAN_FIRST_YEAR, lastYear - needed + 1);
  const count = lastYear - firstYear + 1;
  const plan = drawCompanyPlan(
    createRng(input.seed, `financials:${symbol}`),
    profile,
    sector,
    industry,
    firstYear,
    count,
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
    ttmDividendYield:
      createShareLedger(input.sharesOutstanding, asOf, input.actions, []).dividendsBetween(
        shiftDays(asOf, -365),
        asOf,
      ).perShare / input.pricePaise,
  };
  const { scale, issuance, ledger, dividends } = calibrate(plan, published.slice(-4), today);
  const shownQuarters = wantQuarters > 0 ? published.slice(-wantQuarters) : [];
  const built = build(plan, scale, dividends, issuance, new Set(shownQuarters.map((ref) => ref.yearIndex)));
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

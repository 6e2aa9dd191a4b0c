/**
 * Builds a company's fiscal years, in whole rupees, from its unit-scale plan at a given scale.
 *
 * Flows come from the plan; the balance sheet closes through two identities:
 * - equity rolls forward: equity = previous equity + net profit − dividends paid + equity issued;
 * - total assets = equity + long-term debt + current liabilities + other liabilities: equity beyond
 *   what the planned assets need piles up as cash and investments, a shortfall (losses, dividends
 *   beyond earnings) is borrowed as extra long-term debt.
 * Every amount is rounded once and derived lines are integer sums, so identities hold exactly.
 */
import type { BalanceTargets, CompanyPlan, YearPlan } from './company-plan';
import type { StatementFigures } from './statement-types';

/** A year-end (or quarter-end) balance sheet in whole rupees. */
export interface BalanceSheet {
  readonly nonCurrentAssets: number;
  readonly workingAssets: number;
  readonly cash: number;
  readonly longTermDebt: number;
  readonly currentLiabilities: number;
  readonly otherLiabilities: number;
  readonly equity: number;
}

/** A period's flows in whole rupees (the statement's flow lines). */
export type Flows = Pick<
  StatementFigures,
  | 'revenue'
  | 'costOfRevenue'
  | 'grossProfit'
  | 'operatingExpenses'
  | 'operatingProfit'
  | 'depreciation'
  | 'interest'
  | 'provisions'
  | 'profitBeforeTax'
  | 'tax'
  | 'netProfit'
  | 'cashFromOperations'
  | 'dividendsPaid'
  | 'equityIssued'
>;

/** One fiscal year's accounts, with what its quarters need to interpolate the balance sheet. */
export interface YearAccounts {
  readonly year: number;
  readonly flows: Flows;
  readonly balance: BalanceSheet;
  /** Cash the company keeps at the least (quarters keep at least the interpolated amount). */
  readonly minCash: number;
}

/** Equity that funds the targets exactly (no surplus cash, no extra debt). */
function equityNeeded(t: BalanceTargets): number {
  return (
    t.nonCurrentAssets +
    t.workingAssets +
    t.minCash -
    t.plannedDebt -
    t.currentLiabilities -
    t.otherLiabilities
  );
}

/** Share of the minimum cash a shortfall may use up before the company borrows. */
const CASH_BUFFER_USABLE = 0.7;
/** Share of surplus equity kept as cash; the rest goes into long-term investments. */
const SURPLUS_AS_CASH = 0.5;

/**
 * Closes a balance sheet on `equity`: a surplus is kept half as cash, half as long-term
 * investments (non-current assets); a shortfall first draws the cash buffer down, then is
 * borrowed as long-term debt.
 */
export function closeBalanceSheet(targets: BalanceTargets, equity: number): BalanceSheet {
  const surplus = equity - equityNeeded(targets);
  const shortfall = Math.max(0, -surplus);
  const cashUsed = Math.min(shortfall, Math.round(CASH_BUFFER_USABLE * targets.minCash));
  const surplusCash = surplus > 0 ? Math.round(SURPLUS_AS_CASH * surplus) : 0;
  return {
    nonCurrentAssets: targets.nonCurrentAssets + Math.max(0, surplus) - surplusCash,
    workingAssets: targets.workingAssets,
    cash: targets.minCash + surplusCash - cashUsed,
    longTermDebt: targets.plannedDebt + shortfall - cashUsed,
    currentLiabilities: targets.currentLiabilities,
    otherLiabilities: targets.otherLiabilities,
    equity,
  };
}

function scaledTargets(plan: YearPlan, scale: number): BalanceTargets {
  return {
    nonCurrentAssets: Math.round(plan.nonCurrentAssets * scale),
    workingAssets: Math.round(plan.workingAssets * scale),
    minCash: Math.round(plan.minCash * scale),
    plannedDebt: Math.round(plan.plannedDebt * scale),
    currentLiabilities: Math.round(plan.currentLiabilities * scale),
    otherLiabilities: Math.round(plan.otherLiabilities * scale),
  };
}

/** How the company sells new shares. */
export interface EquityIssuance {
  /** What the company is worth each plan year, rupees: new shares are sold at this valuation. */
  readonly marketValue: readonly number[];
  /** Fraction of new shares issued at the start of each plan year. */
  readonly fractions: readonly number[];
  /**
   * Whether to issue more where equity would fall below half of what the balance sheet needs
   * (a rights issue or government capital restoring it to 80 %), as distressed companies do.
   */
  readonly recapitalise: boolean;
}

/** The accounts, and the fractions of new shares actually issued each year. */
export interface AnnualBuild {
  readonly years: readonly YearAccounts[];
  readonly issueFractions: readonly number[];
}

/** Equity may fall to this share of what the balance sheet needs before a recapitalisation. */
const RECAPITALISE_BELOW = 0.5;
const RECAPITALISE_TO = 0.8;
/** At most half as many new shares as there were, in one year. */
const MAX_ISSUE_FRACTION = 0.5;

/** An opening equity below what the balance sheet needs may go down to this share of it. */
const MIN_OPENING_EQUITY = 0.6;

/**
 * The plan's years in rupees at `scale` (rupees per plan unit), given each year's dividends paid
 * and share issues (none when `issuance` is null). The first plan year opens on its own targets
 * (it is the opening year, never published) with `openingEquityOffset` rupees more equity than
 * they need (surplus cash and investments; negative: borrowed, at least 60 % of the need kept):
 * the lever that sets today's book value.
 */
export function buildAnnualAccounts(
  plan: CompanyPlan,
  scale: number,
  dividendsPaid: readonly number[],
  issuance: EquityIssuance | null,
  openingEquityOffset = 0,
): AnnualBuild {
  const years: YearAccounts[] = [];
  const issueFractions: number[] = [];
  const first = plan.years[0];
  if (!first) return { years, issueFractions };
  const openingTargets = scaledTargets(first, scale);
  const openingNeed = equityNeeded(openingTargets);
  const openingEquity = Math.round(
    Math.max(openingNeed + openingEquityOffset, MIN_OPENING_EQUITY * Math.max(0, openingNeed)),
  );
  let previous = closeBalanceSheet(openingTargets, openingEquity);
  let previousCashFlowAssets = Math.round(first.cashFlowAssets * scale);

  plan.years.forEach((year, i) => {
    const targets = scaledTargets(year, scale);
    const revenue = Math.round(year.revenue * scale);
    const costOfRevenue = Math.round(year.costOfRevenue * scale);
    const grossProfit = revenue - costOfRevenue;
    const operatingExpenses = Math.round(year.operatingExpenses * scale);
    const operatingProfit = grossProfit - operatingExpenses;
    const depreciation = Math.round(year.depreciation * scale);
    const provisions = Math.round(year.provisions * scale);
    // Opening debt plus this year's planned debt: the average without a circular dependence on profit.
    const interest = Math.round((plan.debtRate * (previous.longTermDebt + targets.plannedDebt)) / 2);
    const profitBeforeTax = operatingProfit - depreciation - interest - provisions;
    // Loss years book no tax (no deferred-tax credit in this model).
    const tax = profitBeforeTax > 0 ? Math.round(profitBeforeTax * year.taxRate) : 0;
    const netProfit = profitBeforeTax - tax;
    const paid = dividendsPaid[i] ?? 0;
    const marketValue = issuance?.marketValue[i] ?? 0;
    let fraction = issuance?.fractions[i] ?? 0;
    let equityIssued = Math.round(fraction * marketValue);
    const need = equityNeeded(targets);
    const equityBefore = previous.equity + netProfit - paid;
    if (
      issuance?.recapitalise &&
      marketValue > 0 &&
      equityBefore + equityIssued < RECAPITALISE_BELOW * need
    ) {
      fraction = Math.min(MAX_ISSUE_FRACTION, (RECAPITALISE_TO * need - equityBefore) / marketValue);
      equityIssued = Math.round(fraction * marketValue);
    }
    issueFractions.push(fraction);
    const balance = closeBalanceSheet(targets, equityBefore + equityIssued);
    const cashFlowAssets = Math.round(year.cashFlowAssets * scale);
    const cashFromOperations =
      netProfit +
      depreciation +
      interest +
      provisions -
      (cashFlowAssets - previousCashFlowAssets) +
      (balance.currentLiabilities - previous.currentLiabilities) +
      Math.round(year.accrual * scale);
    years.push({
      year: year.year,
      flows: {
        revenue,
        costOfRevenue,
        grossProfit,
        operatingExpenses,
        operatingProfit,
        depreciation,
        interest,
        provisions,
        profitBeforeTax,
        tax,
        netProfit,
        cashFromOperations,
        dividendsPaid: paid,
        equityIssued,
      },
      balance,
      minCash: targets.minCash,
    });
    previous = balance;
    previousCashFlowAssets = cashFlowAssets;
  });
  return { years, issueFractions };
}

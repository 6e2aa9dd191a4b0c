/**
 * Splits a fiscal year into its four quarters so that every flow of the quarters sums to the
 * year's exactly (cumulative rounding, the last quarter takes the remainder), and gives each
 * quarter a balance sheet.
 *
 * Indian companies publish balance sheets only half-yearly; the model's quarter-end balance sheets
 * interpolate the year-end ones linearly, roll equity forward quarter by quarter (so the fourth
 * quarter lands exactly on the year-end equity), and close with cash or extra debt like a year end.
 */
import { type BalanceSheet, closeBalanceSheet, type Flows, type YearAccounts } from './annual-accounts';
import type { QuarterPlan, QuarterWeights } from './company-plan';

type Four = [number, number, number, number];

/** Splits a whole number by weights into four whole numbers that sum to it exactly. */
export function splitWhole(total: number, weights: QuarterWeights): Four {
  let sum = weights[0] + weights[1] + weights[2] + weights[3];
  let w: QuarterWeights = weights;
  // Degenerate weights (cash-flow weights may cancel out) fall back to an even split.
  if (!(sum > 0.5)) {
    w = [1, 1, 1, 1];
    sum = 4;
  }
  const parts: Four = [0, 0, 0, 0];
  let cumulative = 0;
  let allocated = 0;
  for (let k = 0; k < 3; k++) {
    cumulative += w[k] ?? 0;
    const upTo = Math.round((total * cumulative) / sum);
    parts[k] = upTo - allocated;
    allocated = upTo;
  }
  parts[3] = total - allocated;
  return parts;
}

/** One quarter's accounts. */
export interface QuarterAccounts {
  readonly flows: Flows;
  readonly balance: BalanceSheet;
}

function interpolate(from: number, to: number, fraction: number): number {
  return Math.round(from + (to - from) * fraction);
}

/**
 * The four quarters of `current` (whose previous year-end is `previous`), given the dividends
 * paid in each quarter (they must sum to the year's) and the year's quarter plan.
 */
export function splitIntoQuarters(
  previous: YearAccounts,
  current: YearAccounts,
  plan: QuarterPlan,
  dividendsPaid: QuarterWeights,
): QuarterAccounts[] {
  const f = current.flows;
  const revenue = splitWhole(f.revenue, plan.revenue);
  const costOfRevenue = splitWhole(f.costOfRevenue, plan.costOfRevenue);
  const operatingExpenses = splitWhole(f.operatingExpenses, plan.operatingExpenses);
  const depreciation = splitWhole(f.depreciation, plan.depreciation);
  const interest = splitWhole(f.interest, plan.interest);
  const provisions = splitWhole(f.provisions, plan.provisions);
  const cashFromOperations = splitWhole(f.cashFromOperations, plan.cashFromOperations);
  const profitBeforeTax: Four = [0, 0, 0, 0];
  for (let k = 0; k < 4; k++) {
    profitBeforeTax[k] =
      (revenue[k] ?? 0) -
      (costOfRevenue[k] ?? 0) -
      (operatingExpenses[k] ?? 0) -
      (depreciation[k] ?? 0) -
      (interest[k] ?? 0) -
      (provisions[k] ?? 0);
  }
  // Tax follows each quarter's profit at the year's effective rate (a loss quarter gets a credit).
  const tax: Four = f.tax === 0 ? [0, 0, 0, 0] : splitWhole(f.tax, profitBeforeTax);

  const out: QuarterAccounts[] = [];
  let equity = previous.balance.equity;
  for (let k = 0; k < 4; k++) {
    const rev = revenue[k] ?? 0;
    const cost = costOfRevenue[k] ?? 0;
    const opex = operatingExpenses[k] ?? 0;
    const pbt = profitBeforeTax[k] ?? 0;
    const netProfit = pbt - (tax[k] ?? 0);
    const paid = dividendsPaid[k] ?? 0;
    const issued = k === 0 ? f.equityIssued : 0;
    equity += netProfit - paid + issued;
    const flows: Flows = {
      revenue: rev,
      costOfRevenue: cost,
      grossProfit: rev - cost,
      operatingExpenses: opex,
      operatingProfit: rev - cost - opex,
      depreciation: depreciation[k] ?? 0,
      interest: interest[k] ?? 0,
      provisions: provisions[k] ?? 0,
      profitBeforeTax: pbt,
      tax: tax[k] ?? 0,
      netProfit,
      cashFromOperations: cashFromOperations[k] ?? 0,
      dividendsPaid: paid,
      equityIssued: issued,
    };
    out.push({
      flows,
      balance: k === 3 ? current.balance : interimBalance(previous, current, (k + 1) / 4, equity),
    });
  }
  return out;
}

function interimBalance(
  previous: YearAccounts,
  current: YearAccounts,
  fraction: number,
  equity: number,
): BalanceSheet {
  const a = previous.balance;
  const b = current.balance;
  return closeBalanceSheet(
    {
      nonCurrentAssets: interpolate(a.nonCurrentAssets, b.nonCurrentAssets, fraction),
      workingAssets: interpolate(a.workingAssets, b.workingAssets, fraction),
      minCash: interpolate(previous.minCash, current.minCash, fraction),
      // The year-ends' actual debt (extra borrowing included) is the plan between them.
      plannedDebt: interpolate(a.longTermDebt, b.longTermDebt, fraction),
      currentLiabilities: interpolate(a.currentLiabilities, b.currentLiabilities, fraction),
      otherLiabilities: interpolate(a.otherLiabilities, b.otherLiabilities, fraction),
    },
    equity,
  );
}

/**
 * Valuation and quality ratios from a company's statements and today's price.
 *
 * Conventions (as Indian screeners print them): "TTM" sums the four latest published quarters;
 * return ratios and growth use fiscal years; the balance sheet is the latest published one. Ratios
 * are fractions (0.153 = 15.3 %); a ratio whose denominator is zero or negative (P/E of a
 * loss-maker, growth from a loss) is `null` rather than a misleading number.
 */
import type { Paise } from '../units';
import type {
  AnnualStatement,
  CompanyFinancials,
  QuarterlyStatement,
  StatementFigures,
} from './statement-types';

/** Key figures of one company at one price (amounts in whole rupees, per-share in paise). */
export interface KeyRatios {
  /** Shares used for every per-share figure (today's count). */
  readonly sharesOutstanding: number;
  /** `price × shares`, rupees. */
  readonly marketCap: number;
  /** Sum of the last four quarters' revenue, or null with fewer than four quarters. */
  readonly revenueTtm: number | null;
  /** Sum of the last four quarters' net profit, or null with fewer than four quarters. */
  readonly netProfitTtm: number | null;
  /** `netProfitTtm / shares`, paise per today's share (restated for any later split or bonus). */
  readonly epsTtm: Paise | null;
  /** `price / epsTtm`; null when TTM earnings are not positive. */
  readonly pe: number | null;
  /** `latest equity / shares`, paise. */
  readonly bookValuePerShare: Paise | null;
  /** `price / bookValuePerShare`; null when equity is not positive. */
  readonly pb: number | null;
  /** Latest fiscal year's net profit / average of its opening and closing equity. */
  readonly roe: number | null;
  /**
   * Latest fiscal year's EBIT (profit before tax + interest) / average capital employed
   * (equity + long-term debt, opening and closing).
   */
  readonly roce: number | null;
  /** Latest long-term debt / latest equity. */
  readonly debtToEquity: number | null;
  /** Latest current assets / current liabilities. */
  readonly currentRatio: number | null;
  /** Dividends paid in the last four quarters per today's share, paise. */
  readonly dividendPerShareTtm: Paise | null;
  /** `dividendPerShareTtm / price`. */
  readonly dividendYield: number | null;
  /** Latest fiscal year's revenue over the year before's, minus 1. */
  readonly salesGrowthYoy: number | null;
  /** Same for net profit (null when the earlier year's profit is not positive). */
  readonly profitGrowthYoy: number | null;
  /** `(revenue_t / revenue_t−3)^(1/3) − 1` over fiscal years; null when either is not positive. */
  readonly salesCagr3y: number | null;
  /** Same for net profit. */
  readonly profitCagr3y: number | null;
  /** TTM operating profit (EBITDA) / TTM revenue. */
  readonly operatingMargin: number | null;
  /** TTM net profit / TTM revenue. */
  readonly netMargin: number | null;
}

/** Options of `keyRatios`. */
export interface KeyRatiosOptions {
  /** Override today's share count (default `financials.sharesOutstanding`). */
  readonly sharesOutstanding?: number;
}

function ratio(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null || !(denominator > 0)) return null;
  return numerator / denominator;
}

function growth(current: number | undefined, base: number | undefined, years: number): number | null {
  if (current === undefined || base === undefined || !(base > 0)) return null;
  if (years === 1) return current / base - 1;
  return current > 0 ? (current / base) ** (1 / years) - 1 : null;
}

function sumOf(periods: readonly QuarterlyStatement[], pick: (s: StatementFigures) => number): number | null {
  return periods.length === 4 ? periods.reduce((total, s) => total + pick(s), 0) : null;
}

function average(a: number | undefined, b: number): number {
  return a === undefined ? b : (a + b) / 2;
}

/** Market cap, P/E, P/B, ROE, ROCE, leverage, liquidity, yield, growth and margins at `pricePaise` (pure). */
export function keyRatios(
  financials: CompanyFinancials,
  pricePaise: number,
  options: KeyRatiosOptions = {},
): KeyRatios {
  const shares = options.sharesOutstanding ?? financials.sharesOutstanding;
  const marketCap = (pricePaise / 100) * shares;
  const last4 = financials.quarterly.slice(-4);
  const revenueTtm = sumOf(last4, (s) => s.revenue);
  const netProfitTtm = sumOf(last4, (s) => s.netProfit);
  const operatingProfitTtm = sumOf(last4, (s) => s.operatingProfit);
  const dividendsTtm = sumOf(last4, (s) => s.dividendsPaid);

  const annual: readonly AnnualStatement[] = financials.annual;
  const fy = annual.at(-1);
  const fyBefore = annual.at(-2);
  const fy3Before = annual.at(-4);
  const latestQuarter = financials.quarterly.at(-1);
  const latest: StatementFigures | undefined =
    latestQuarter && (!fy || latestQuarter.periodEnd >= fy.periodEnd) ? latestQuarter : fy;

  const perShare = (rupees: number | null): Paise | null =>
    rupees === null || !(shares > 0) ? null : (((rupees * 100) / shares) as Paise);
  const epsTtm = perShare(netProfitTtm);
  const bookValuePerShare = perShare(latest ? latest.equity : null);
  const dividendPerShareTtm = perShare(dividendsTtm);

  const averageEquity = fy ? average(fyBefore?.equity, fy.equity) : null;
  const capitalEmployed = fy
    ? average(fyBefore ? fyBefore.equity + fyBefore.longTermDebt : undefined, fy.equity + fy.longTermDebt)
    : null;

  return {
    sharesOutstanding: shares,
    marketCap,
    revenueTtm,
    netProfitTtm,
    epsTtm,
    pe: ratio(pricePaise, epsTtm),
    bookValuePerShare,
    pb: ratio(pricePaise, bookValuePerShare),
    roe: ratio(fy ? fy.netProfit : null, averageEquity),
    roce: ratio(fy ? fy.profitBeforeTax + fy.interest : null, capitalEmployed),
    debtToEquity: ratio(latest ? latest.longTermDebt : null, latest ? latest.equity : null),
    currentRatio: ratio(latest ? latest.currentAssets : null, latest ? latest.currentLiabilities : null),
    dividendPerShareTtm,
    dividendYield: dividendPerShareTtm === null ? null : dividendPerShareTtm / pricePaise,
    salesGrowthYoy: growth(fy?.revenue, fyBefore?.revenue, 1),
    profitGrowthYoy: growth(fy?.netProfit, fyBefore?.netProfit, 1),
    salesCagr3y: growth(fy?.revenue, fy3Before?.revenue, 3),
    profitCagr3y: growth(fy?.netProfit, fy3Before?.netProfit, 3),
    operatingMargin: ratio(operatingProfitTtm, revenueTtm),
    netMargin: ratio(netProfitTtm, revenueTtm),
  };
}

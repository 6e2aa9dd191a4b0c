/**
 * Synthetic financial statements of a simulated company (issue 3: inputs for valuation ratios and
 * the Piotroski scan). Every figure here is simulated, never a real company's accounts.
 *
 * Units: every amount of a company (revenue, profit, assets, cash flow…) is in **whole rupees**
 * (an integer; NIFTY 500 balance sheets reach ₹1e14, which paise would push past 2^53). Per-share
 * figures (`eps`, `dividendPerShare`) are in **paise**, like every price in `market`, so
 * `pricePaise / eps` is a P/E. Share counts are whole shares.
 */
import type { CorporateAction } from '../simulator/corporate-actions';
import type { IsoDate, Paise } from '../units';

/**
 * How a company's accounts are laid out. `bank` and `lender` put their funding cost in
 * `costOfRevenue` (so `interest` is 0) and loan-loss provisions in `provisions`; `insurer` and
 * `general` use the industrial layout.
 */
export type BusinessModel = 'general' | 'bank' | 'lender' | 'insurer';

/** The figures shared by annual and quarterly statements (amounts in whole rupees). */
export interface StatementFigures {
  /** Sales (banks and lenders: interest earned + other income; insurers: premium + investment income). */
  readonly revenue: number;
  /** Materials and direct costs (banks and lenders: interest expended; insurers: claims and reserves). */
  readonly costOfRevenue: number;
  /** `revenue − costOfRevenue` (banks and lenders: net interest income + other income). */
  readonly grossProfit: number;
  /** Employee, selling and other operating costs. */
  readonly operatingExpenses: number;
  /** EBITDA-like: `grossProfit − operatingExpenses` (banks and lenders: pre-provision operating profit). */
  readonly operatingProfit: number;
  readonly depreciation: number;
  /** Finance costs of non-financial companies (0 for banks and lenders: see `costOfRevenue`). */
  readonly interest: number;
  /** Loan-loss provisions of banks and lenders (0 for other companies). */
  readonly provisions: number;
  /** `operatingProfit − depreciation − interest − provisions`. */
  readonly profitBeforeTax: number;
  readonly tax: number;
  /** `profitBeforeTax − tax`; the model has no extraordinary items. */
  readonly netProfit: number;
  /** Net profit per share outstanding at the period end, as reported then (paise, rounded). */
  readonly eps: Paise;
  /**
   * Dividends with an ex-date in the period, per share outstanding at the period end (paise; a
   * dividend declared before a split or bonus in the same period is divided by its share
   * multiplier, so this can be fractional).
   */
  readonly dividendPerShare: Paise;
  /** Cash paid on those dividends: each ex-date's amount × shares outstanding on that day. */
  readonly dividendsPaid: number;
  /** `equity + longTermDebt + currentLiabilities + otherLiabilities`. */
  readonly totalAssets: number;
  /** Receivables, inventory and `cash` (banks and lenders: liquid assets: cash, RBI balances, investments). */
  readonly currentAssets: number;
  /** Cash and equivalents (part of `currentAssets`). */
  readonly cash: number;
  /** Payables and other dues within a year (banks: deposits; lenders: short-term borrowings). */
  readonly currentLiabilities: number;
  /** Long-term borrowings (banks and lenders: borrowings other than deposits). */
  readonly longTermDebt: number;
  /** Provisions, deferred tax, lease and policyholder liabilities: the rest of the liabilities. */
  readonly otherLiabilities: number;
  /** Shareholders' funds: previous equity + net profit − dividends paid + equity issued. */
  readonly equity: number;
  /**
   * Cash from operations (indirect method, Ind AS layout: net profit + depreciation + finance
   * costs − increase in working capital ± other accruals; lenders: + provisions ± loan-book flows).
   */
  readonly cashFromOperations: number;
  /** Shares outstanding at the period end, as reported then (before any later split or bonus). */
  readonly sharesOutstanding: number;
  /** New shares issued for cash in the period (placements, ESOPs), excluding splits and bonuses. */
  readonly sharesIssued: number;
  /** Cash raised by issuing those shares. */
  readonly equityIssued: number;
}

/** One fiscal year (1 April to 31 March), e.g. FY2026 = April 2025 – March 2026. */
export interface AnnualStatement extends StatementFigures {
  readonly kind: 'annual';
  /** Label as Indian sites print it, e.g. `FY2026`. */
  readonly fiscalYear: string;
  /** The year the fiscal year ends in (2026 for FY2026). */
  readonly year: number;
  /** 31 March of `year`. */
  readonly periodEnd: IsoDate;
  /** Board meeting date of the audited results (with the Q4 results, within 60 days). */
  readonly publishedOn: IsoDate;
}

/** One quarter of a fiscal year: Q1 ends 30 June, Q2 30 Sep, Q3 31 Dec, Q4 31 Mar. */
export interface QuarterlyStatement extends StatementFigures {
  readonly kind: 'quarter';
  /** Label, e.g. `Q2 FY2026` (July–September 2025). */
  readonly fiscalYear: string;
  /** The year the fiscal year ends in. */
  readonly year: number;
  readonly quarter: 1 | 2 | 3 | 4;
  readonly periodEnd: IsoDate;
  /** Board meeting date of the results (within 45 days; Q4 with the annual results). */
  readonly publishedOn: IsoDate;
}

/** Input of `generateFinancials`. */
export interface FinancialsInput {
  /** The run seed; statements come from the stream `financials:<symbol>`. */
  readonly seed: string;
  readonly symbol: string;
  /** NSE sector (one of `NSE_SECTORS`; an unknown one gets the default profile). */
  readonly sector: string;
  /** NSE industry, which refines the sector profile (e.g. `Private Sector Bank`). */
  readonly industry: string;
  /** Shares outstanding on `asOf`, i.e. after every split and bonus in `actions` up to `asOf`. */
  readonly sharesOutstanding: number;
  /**
   * Today's price (the last simulated close), in paise: earnings are calibrated to it. The market
   * cap (price × shares) must stay within ₹1e14 so every amount remains an exact integer.
   */
  readonly pricePaise: number;
  /** The stock's corporate actions (dividends, splits, bonuses); those after `asOf` are ignored. */
  readonly actions: readonly CorporateAction[];
  /** Only periods whose results were published on or before this date are returned. */
  readonly asOf: IsoDate;
  /** How many fiscal years to return (default 10). */
  readonly years?: number;
  /** How many quarters to return (default 12). */
  readonly quarters?: number;
}

/** A company's simulated statements, oldest period first. */
export interface CompanyFinancials {
  readonly symbol: string;
  /** Always true: these are model outputs, to be labelled "simulated" wherever they are shown. */
  readonly simulated: true;
  readonly businessModel: BusinessModel;
  readonly asOf: IsoDate;
  /** Shares outstanding on `asOf` (the input), used for market cap and per-share ratios. */
  readonly sharesOutstanding: number;
  /** Published fiscal years, oldest first (at most `years`). */
  readonly annual: readonly AnnualStatement[];
  /** Published quarters, oldest first (at most `quarters`). */
  readonly quarterly: readonly QuarterlyStatement[];
}

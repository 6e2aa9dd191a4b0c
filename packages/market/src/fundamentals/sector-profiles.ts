/**
 * Sector-typical shapes of Indian listed companies' accounts, as ranges a simulated company draws
 * from. These are stylised orders of magnitude for a simulation (margins, asset intensity,
 * leverage, growth, P/E, P/B and P/S bands): round modelling assumptions, not published statistics
 * of real companies.
 *
 * Ratios "per revenue" are balance-sheet items as a multiple of a year's revenue.
 */
import type { BusinessModel } from './statement-types';

/** An inclusive range a company draws one value from. */
export type Range = readonly [low: number, high: number];

/** Share of a year's revenue booked in Q1..Q4 (before noise). */
export type Seasonality = readonly [number, number, number, number];

interface CommonProfile {
  readonly businessModel: BusinessModel;
  /** Mean nominal growth of revenue (lenders: of the balance sheet) a year. */
  readonly growth: number;
  /** Year-to-year standard deviation of that growth (cyclicality). */
  readonly growthSd: number;
  /** Trailing P/E band most companies of the sector trade in. */
  readonly pe: Range;
  /** Price-to-book band (today's market cap over the latest published equity). */
  readonly pb: Range;
  /** Share of companies that are loss-making today (valued on sales instead). */
  readonly lossMakerShare: number;
  /** Chance a year of a placement (QIP, rights, government capital) of 2–10 % new shares. */
  readonly issueProbability: number;
  readonly seasonality: Seasonality;
}

/** Industrial layout: revenue drives costs, working capital and (stickily) fixed assets. */
export interface GeneralProfile extends CommonProfile {
  readonly kind: 'general';
  /** Price-to-sales band (market cap over the last four quarters' revenue): it sizes revenue. */
  readonly ps: Range;
  readonly grossMargin: Range;
  readonly ebitdaMargin: Range;
  /** Standard deviation of the yearly gross-margin deviation (AR(1)). */
  readonly marginSd: number;
  /** Share of operating expenses that is fixed in the short run (operating leverage). */
  readonly fixedCostShare: number;
  readonly fixedAssetsPerRevenue: Range;
  /** Investments, goodwill and other non-current assets. */
  readonly otherAssetsPerRevenue: Range;
  /** Receivables and inventory. */
  readonly workingAssetsPerRevenue: Range;
  /** Minimum cash kept; surplus equity also lands in cash. */
  readonly cashPerRevenue: number;
  readonly currentLiabilitiesPerRevenue: Range;
  readonly otherLiabilitiesPerRevenue: Range;
  /** Long-term debt as a share of fixed + other + working assets. */
  readonly leverage: Range;
  /** Depreciation a year as a share of fixed assets. */
  readonly depreciationRate: number;
  /** Interest rate on long-term debt. */
  readonly debtRate: number;
}

/** Bank / NBFC layout: the balance sheet drives income; funding cost is the cost of revenue. */
export interface LenderProfile extends CommonProfile {
  readonly kind: 'lender';
  /** Interest earned + other income over average assets. */
  readonly assetYield: Range;
  /** Interest expended over average assets. */
  readonly fundingCost: Range;
  /** Operating expenses over net total income. */
  readonly costToIncome: Range;
  /** Provisions over average assets in a normal year. */
  readonly creditCost: Range;
  readonly equityToAssets: Range;
  /** Borrowings (the long-term debt line) over assets; the remainder of liabilities is current. */
  readonly borrowingsToAssets: Range;
  readonly otherLiabilitiesToAssets: number;
  /** Cash, RBI balances and investments over assets (the current assets). */
  readonly liquidAssets: Range;
  readonly depreciationToAssets: number;
}

/** A sector or industry profile. */
export type FinancialProfile = GeneralProfile | LenderProfile;

const FLAT: Seasonality = [0.245, 0.25, 0.25, 0.255];
/** Project businesses book most revenue in the fourth quarter (March year-end push). */
const PROJECTS: Seasonality = [0.2, 0.23, 0.25, 0.32];
/** Festive season (Diwali) in Q3. */
const FESTIVE: Seasonality = [0.23, 0.24, 0.28, 0.25];
/** Cement: the monsoon quarter is weak, March strong. */
const CEMENT: Seasonality = [0.26, 0.22, 0.24, 0.28];
/** Power demand peaks in summer. */
const SUMMER: Seasonality = [0.27, 0.26, 0.23, 0.24];

const DEFAULT_GENERAL: GeneralProfile = {
  kind: 'general',
  businessModel: 'general',
  growth: 0.11,
  growthSd: 0.1,
  pe: [20, 35],
  ps: [1.5, 3.5],
  pb: [2.5, 5],
  lossMakerShare: 0.02,
  issueProbability: 0.03,
  seasonality: FLAT,
  grossMargin: [0.35, 0.45],
  ebitdaMargin: [0.12, 0.18],
  marginSd: 0.015,
  fixedCostShare: 0.5,
  fixedAssetsPerRevenue: [0.3, 0.5],
  otherAssetsPerRevenue: [0.1, 0.2],
  workingAssetsPerRevenue: [0.25, 0.35],
  cashPerRevenue: 0.06,
  currentLiabilitiesPerRevenue: [0.2, 0.28],
  otherLiabilitiesPerRevenue: [0.05, 0.1],
  leverage: [0.1, 0.3],
  depreciationRate: 0.08,
  debtRate: 0.09,
};

type GeneralOverride = Partial<Omit<GeneralProfile, 'kind'>>;

const SECTOR_PROFILES: Readonly<Record<string, GeneralOverride>> = {
  'Automobile and Auto Components': {
    grossMargin: [0.25, 0.35],
    ebitdaMargin: [0.1, 0.15],
    fixedAssetsPerRevenue: [0.35, 0.5],
    workingAssetsPerRevenue: [0.15, 0.25],
    currentLiabilitiesPerRevenue: [0.22, 0.3],
    leverage: [0.03, 0.2],
    growth: 0.1,
    growthSd: 0.12,
    pe: [18, 40],
    ps: [1, 3],
    pb: [2.5, 6],
    seasonality: FESTIVE,
  },
  'Capital Goods': {
    grossMargin: [0.3, 0.42],
    ebitdaMargin: [0.1, 0.17],
    fixedAssetsPerRevenue: [0.15, 0.3],
    workingAssetsPerRevenue: [0.45, 0.65],
    currentLiabilitiesPerRevenue: [0.35, 0.5],
    leverage: [0, 0.12],
    growth: 0.13,
    pe: [35, 70],
    ps: [2.5, 7],
    pb: [5, 12],
    seasonality: PROJECTS,
  },
  Chemicals: {
    grossMargin: [0.35, 0.5],
    ebitdaMargin: [0.14, 0.22],
    marginSd: 0.025,
    fixedAssetsPerRevenue: [0.45, 0.7],
    workingAssetsPerRevenue: [0.3, 0.4],
    leverage: [0.05, 0.25],
    growth: 0.12,
    growthSd: 0.13,
    pe: [25, 50],
    ps: [2, 6],
    pb: [3, 7],
  },
  Construction: {
    grossMargin: [0.2, 0.3],
    ebitdaMargin: [0.1, 0.14],
    fixedAssetsPerRevenue: [0.1, 0.25],
    workingAssetsPerRevenue: [0.6, 0.8],
    currentLiabilitiesPerRevenue: [0.4, 0.55],
    leverage: [0.15, 0.3],
    growth: 0.13,
    pe: [20, 35],
    ps: [0.8, 2.5],
    pb: [2, 5],
    seasonality: PROJECTS,
  },
  'Construction Materials': {
    // Raw materials are a small share of cement costs; power and freight sit in operating expenses.
    grossMargin: [0.55, 0.65],
    ebitdaMargin: [0.15, 0.22],
    marginSd: 0.02,
    fixedAssetsPerRevenue: [0.8, 1.2],
    workingAssetsPerRevenue: [0.12, 0.2],
    leverage: [0.1, 0.25],
    depreciationRate: 0.05,
    growth: 0.09,
    growthSd: 0.08,
    pe: [30, 50],
    ps: [2, 4.5],
    pb: [2.5, 5],
    seasonality: CEMENT,
  },
  'Consumer Durables': {
    grossMargin: [0.35, 0.45],
    ebitdaMargin: [0.1, 0.16],
    fixedAssetsPerRevenue: [0.15, 0.3],
    workingAssetsPerRevenue: [0.3, 0.45],
    leverage: [0, 0.08],
    growth: 0.12,
    growthSd: 0.09,
    pe: [45, 80],
    ps: [3, 7],
    pb: [7, 16],
    seasonality: FESTIVE,
  },
  'Consumer Services': {
    grossMargin: [0.4, 0.6],
    ebitdaMargin: [0.08, 0.16],
    fixedAssetsPerRevenue: [0.3, 0.6],
    otherAssetsPerRevenue: [0.15, 0.3],
    workingAssetsPerRevenue: [0.1, 0.2],
    leverage: [0.05, 0.2],
    growth: 0.2,
    growthSd: 0.14,
    pe: [50, 110],
    ps: [2, 8],
    pb: [6, 16],
    lossMakerShare: 0.15,
    issueProbability: 0.1,
    seasonality: FESTIVE,
  },
  Diversified: { pe: [15, 30], ps: [1, 2.5], pb: [2, 4] },
  'Fast Moving Consumer Goods': {
    grossMargin: [0.45, 0.55],
    ebitdaMargin: [0.15, 0.24],
    marginSd: 0.01,
    fixedAssetsPerRevenue: [0.2, 0.3],
    otherAssetsPerRevenue: [0.1, 0.25],
    workingAssetsPerRevenue: [0.12, 0.2],
    currentLiabilitiesPerRevenue: [0.18, 0.25],
    leverage: [0, 0.05],
    growth: 0.09,
    growthSd: 0.05,
    pe: [40, 70],
    ps: [5, 11],
    pb: [6, 16],
  },
  // Non-lending financial companies (AMCs, exchanges, brokers, holding companies); lenders and
  // insurers are industry profiles below.
  'Financial Services': {
    grossMargin: [0.7, 0.9],
    ebitdaMargin: [0.4, 0.6],
    marginSd: 0.03,
    fixedAssetsPerRevenue: [0.05, 0.1],
    otherAssetsPerRevenue: [0.8, 1.5],
    workingAssetsPerRevenue: [0.15, 0.3],
    cashPerRevenue: 0.15,
    currentLiabilitiesPerRevenue: [0.15, 0.3],
    leverage: [0, 0.05],
    depreciationRate: 0.15,
    growth: 0.15,
    growthSd: 0.15,
    pe: [25, 50],
    ps: [6, 20],
    pb: [4, 12],
  },
  'Forest Materials': {
    grossMargin: [0.4, 0.5],
    ebitdaMargin: [0.1, 0.15],
    pe: [30, 50],
    ps: [1.5, 3.5],
    pb: [3, 6],
  },
  Healthcare: {
    grossMargin: [0.55, 0.65],
    ebitdaMargin: [0.18, 0.26],
    fixedAssetsPerRevenue: [0.35, 0.5],
    otherAssetsPerRevenue: [0.15, 0.3],
    workingAssetsPerRevenue: [0.35, 0.5],
    leverage: [0, 0.1],
    growth: 0.1,
    growthSd: 0.07,
    pe: [25, 45],
    ps: [3, 7],
    pb: [3.5, 8],
  },
  'Information Technology': {
    // Delivery (employee) cost is the cost of revenue.
    grossMargin: [0.3, 0.4],
    ebitdaMargin: [0.18, 0.27],
    marginSd: 0.012,
    fixedAssetsPerRevenue: [0.08, 0.15],
    otherAssetsPerRevenue: [0.1, 0.25],
    workingAssetsPerRevenue: [0.25, 0.35],
    cashPerRevenue: 0.15,
    currentLiabilitiesPerRevenue: [0.12, 0.18],
    otherLiabilitiesPerRevenue: [0.04, 0.08],
    leverage: [0, 0.03],
    depreciationRate: 0.22,
    growth: 0.11,
    growthSd: 0.06,
    pe: [20, 35],
    ps: [3.5, 7],
    // Real IT majors buy back shares, which this model does not, so book value sits a little higher.
    pb: [4, 10],
  },
  'Media Entertainment & Publication': {
    grossMargin: [0.45, 0.6],
    ebitdaMargin: [0.12, 0.25],
    marginSd: 0.025,
    growth: 0.05,
    growthSd: 0.1,
    pe: [15, 35],
    ps: [1.5, 4],
    pb: [1.5, 4],
  },
  'Metals & Mining': {
    grossMargin: [0.35, 0.45],
    ebitdaMargin: [0.14, 0.24],
    marginSd: 0.04,
    fixedAssetsPerRevenue: [0.8, 1.2],
    otherAssetsPerRevenue: [0.1, 0.25],
    workingAssetsPerRevenue: [0.3, 0.4],
    currentLiabilitiesPerRevenue: [0.25, 0.35],
    otherLiabilitiesPerRevenue: [0.1, 0.15],
    leverage: [0.25, 0.45],
    depreciationRate: 0.05,
    growth: 0.08,
    growthSd: 0.18,
    pe: [6, 15],
    ps: [0.6, 1.5],
    pb: [1, 2.8],
  },
  'Oil Gas & Consumable Fuels': {
    grossMargin: [0.2, 0.3],
    ebitdaMargin: [0.1, 0.18],
    marginSd: 0.02,
    fixedAssetsPerRevenue: [0.5, 0.9],
    otherAssetsPerRevenue: [0.15, 0.3],
    workingAssetsPerRevenue: [0.15, 0.25],
    currentLiabilitiesPerRevenue: [0.15, 0.25],
    leverage: [0.15, 0.35],
    depreciationRate: 0.06,
    growth: 0.07,
    growthSd: 0.12,
    pe: [6, 15],
    ps: [0.5, 1.5],
    pb: [1, 2.2],
  },
  Power: {
    grossMargin: [0.4, 0.55],
    ebitdaMargin: [0.28, 0.4],
    marginSd: 0.02,
    fixedAssetsPerRevenue: [1.6, 2.4],
    otherAssetsPerRevenue: [0.2, 0.4],
    workingAssetsPerRevenue: [0.25, 0.35],
    otherLiabilitiesPerRevenue: [0.15, 0.25],
    leverage: [0.4, 0.55],
    depreciationRate: 0.04,
    debtRate: 0.08,
    growth: 0.09,
    growthSd: 0.07,
    pe: [12, 30],
    ps: [1.5, 5],
    pb: [1.5, 4],
    issueProbability: 0.06,
    seasonality: SUMMER,
  },
  Realty: {
    grossMargin: [0.4, 0.55],
    ebitdaMargin: [0.2, 0.35],
    marginSd: 0.03,
    fixedAssetsPerRevenue: [0.1, 0.3],
    otherAssetsPerRevenue: [0.3, 0.6],
    // Land and projects under construction are inventory; customer advances are current liabilities.
    workingAssetsPerRevenue: [2, 3.5],
    currentLiabilitiesPerRevenue: [1, 1.8],
    leverage: [0.1, 0.3],
    growth: 0.12,
    growthSd: 0.2,
    pe: [25, 50],
    ps: [4, 10],
    pb: [2.5, 6],
    issueProbability: 0.08,
    seasonality: PROJECTS,
  },
  Services: {
    grossMargin: [0.3, 0.45],
    ebitdaMargin: [0.12, 0.2],
    fixedAssetsPerRevenue: [0.5, 0.9],
    leverage: [0.1, 0.3],
    growth: 0.12,
    growthSd: 0.12,
    pe: [20, 45],
    ps: [1.5, 5],
    pb: [3, 8],
  },
  Telecommunication: {
    grossMargin: [0.6, 0.7],
    ebitdaMargin: [0.4, 0.5],
    marginSd: 0.02,
    fixedAssetsPerRevenue: [2, 2.8],
    otherAssetsPerRevenue: [0.3, 0.6],
    workingAssetsPerRevenue: [0.1, 0.2],
    currentLiabilitiesPerRevenue: [0.3, 0.45],
    otherLiabilitiesPerRevenue: [0.3, 0.5],
    leverage: [0.3, 0.5],
    depreciationRate: 0.1,
    growth: 0.1,
    growthSd: 0.08,
    pe: [30, 60],
    ps: [2.5, 6],
    pb: [3, 9],
    lossMakerShare: 0.15,
  },
  Textiles: {
    grossMargin: [0.35, 0.45],
    ebitdaMargin: [0.1, 0.15],
    fixedAssetsPerRevenue: [0.4, 0.6],
    workingAssetsPerRevenue: [0.4, 0.55],
    leverage: [0.2, 0.35],
    growth: 0.07,
    growthSd: 0.12,
    pe: [18, 35],
    ps: [0.8, 2.5],
    pb: [1.5, 4],
  },
  Utilities: {
    grossMargin: [0.35, 0.5],
    ebitdaMargin: [0.2, 0.3],
    fixedAssetsPerRevenue: [1, 1.6],
    leverage: [0.3, 0.45],
    depreciationRate: 0.05,
    growth: 0.09,
    growthSd: 0.07,
    pe: [15, 30],
    ps: [2, 4],
    pb: [2, 4],
  },
};

const INDUSTRY_PROFILES: Readonly<Record<string, GeneralOverride>> = {
  Fertilizers: {
    grossMargin: [0.22, 0.32],
    ebitdaMargin: [0.09, 0.14],
    fixedAssetsPerRevenue: [0.2, 0.35],
    growth: 0.08,
    growthSd: 0.15,
    pe: [10, 20],
    ps: [0.4, 1.2],
    pb: [1.2, 3],
  },
  Sugar: {
    grossMargin: [0.2, 0.3],
    ebitdaMargin: [0.08, 0.12],
    workingAssetsPerRevenue: [0.4, 0.6],
    leverage: [0.3, 0.45],
    growthSd: 0.15,
    pe: [10, 20],
    ps: [0.5, 1.2],
    pb: [1, 2.5],
  },
  'Edible Oil': {
    grossMargin: [0.08, 0.12],
    ebitdaMargin: [0.03, 0.05],
    marginSd: 0.005,
    pe: [25, 45],
    ps: [0.5, 1.5],
    pb: [3, 6],
  },
  'Cigarettes & Tobacco Products': {
    grossMargin: [0.6, 0.7],
    ebitdaMargin: [0.35, 0.4],
    pe: [22, 30],
    ps: [4, 7],
    pb: [5, 9],
  },
  'Breweries & Distilleries': {
    grossMargin: [0.4, 0.5],
    ebitdaMargin: [0.12, 0.16],
    pe: [50, 80],
    ps: [4, 10],
    pb: [8, 15],
  },
  'E-Retail/ E-Commerce': {
    ebitdaMargin: [0, 0.06],
    lossMakerShare: 0.5,
    pe: [80, 200],
    ps: [3, 10],
    pb: [6, 15],
  },
  'Internet & Catalogue Retail': {
    ebitdaMargin: [0, 0.06],
    lossMakerShare: 0.5,
    pe: [80, 200],
    ps: [8, 20],
    pb: [6, 15],
  },
  'Financial Technology (Fintech)': {
    ebitdaMargin: [0, 0.1],
    lossMakerShare: 0.5,
    pe: [60, 150],
    ps: [5, 12],
    pb: [3, 8],
  },
  'Life Insurance': {
    businessModel: 'insurer',
    grossMargin: [0.12, 0.18],
    ebitdaMargin: [0.035, 0.05],
    marginSd: 0.004,
    fixedAssetsPerRevenue: [0.01, 0.03],
    // Policyholders' investments on the asset side, policy liabilities on the other.
    otherAssetsPerRevenue: [4, 5],
    workingAssetsPerRevenue: [0.08, 0.12],
    cashPerRevenue: 0.05,
    currentLiabilitiesPerRevenue: [0.08, 0.12],
    otherLiabilitiesPerRevenue: [4, 4.4],
    leverage: [0, 0],
    depreciationRate: 0.1,
    growth: 0.15,
    growthSd: 0.07,
    pe: [60, 90],
    ps: [0.8, 2.5],
    pb: [5, 12],
  },
  'General Insurance': {
    businessModel: 'insurer',
    grossMargin: [0.22, 0.28],
    ebitdaMargin: [0.1, 0.14],
    marginSd: 0.012,
    fixedAssetsPerRevenue: [0.01, 0.03],
    otherAssetsPerRevenue: [2, 2.6],
    workingAssetsPerRevenue: [0.12, 0.18],
    cashPerRevenue: 0.05,
    currentLiabilitiesPerRevenue: [0.12, 0.18],
    otherLiabilitiesPerRevenue: [1.7, 2],
    leverage: [0, 0.02],
    depreciationRate: 0.1,
    growth: 0.14,
    growthSd: 0.07,
    pe: [30, 45],
    ps: [1.5, 4],
    pb: [4, 8],
  },
  'Asset Management Company': {
    grossMargin: [0.85, 0.95],
    ebitdaMargin: [0.6, 0.72],
    otherAssetsPerRevenue: [1.5, 2.2],
    pe: [30, 45],
    ps: [15, 25],
    pb: [7, 14],
  },
  'Exchange and Data Platform': { ebitdaMargin: [0.5, 0.65], pe: [40, 70], ps: [15, 30], pb: [10, 20] },
  'Depositories, Clearing Houses and Other Intermediaries': {
    ebitdaMargin: [0.5, 0.65],
    pe: [40, 70],
    ps: [15, 30],
    pb: [10, 20],
  },
  'Stockbroking & Allied': {
    ebitdaMargin: [0.35, 0.5],
    // Client money: receivables and payables of about two years' revenue.
    workingAssetsPerRevenue: [1.5, 2.5],
    currentLiabilitiesPerRevenue: [1.2, 2],
    pe: [15, 30],
    ps: [3, 8],
    pb: [3, 7],
  },
  'Holding Company': {
    grossMargin: [0.93, 0.97],
    ebitdaMargin: [0.8, 0.9],
    otherAssetsPerRevenue: [8, 14],
    growth: 0.1,
    pe: [10, 20],
    ps: [6, 15],
    pb: [0.5, 2],
  },
  'Investment Company': {
    grossMargin: [0.93, 0.97],
    ebitdaMargin: [0.8, 0.9],
    otherAssetsPerRevenue: [8, 14],
    growth: 0.1,
    pe: [10, 20],
    ps: [6, 15],
    pb: [0.5, 2],
  },
  Ratings: { ebitdaMargin: [0.28, 0.35], pe: [40, 55], ps: [8, 15], pb: [10, 20] },
  Hospital: {
    grossMargin: [0.7, 0.8],
    ebitdaMargin: [0.2, 0.26],
    fixedAssetsPerRevenue: [0.9, 1.3],
    workingAssetsPerRevenue: [0.1, 0.15],
    leverage: [0.1, 0.3],
    growth: 0.16,
    pe: [50, 90],
    ps: [4, 9],
    pb: [6, 14],
  },
  'Healthcare Service Provider': {
    grossMargin: [0.7, 0.8],
    ebitdaMargin: [0.22, 0.28],
    pe: [45, 70],
    ps: [6, 12],
    pb: [8, 15],
  },
  'Software Products': {
    grossMargin: [0.5, 0.7],
    ebitdaMargin: [0.15, 0.3],
    growth: 0.15,
    pe: [35, 70],
    ps: [5, 12],
    pb: [6, 15],
  },
  'IT Enabled Services': { pe: [18, 35], ps: [2, 5], pb: [4, 9] },
  'Computers Hardware & Equipments': {
    grossMargin: [0.18, 0.24],
    ebitdaMargin: [0.08, 0.12],
    pe: [25, 45],
    ps: [1.5, 4],
    pb: [4, 10],
  },
  'Gas Transmission/Marketing': {
    grossMargin: [0.3, 0.4],
    ebitdaMargin: [0.15, 0.25],
    growth: 0.1,
    growthSd: 0.1,
    pe: [12, 25],
    ps: [0.8, 2.5],
    pb: [1.5, 4],
  },
  'LPG/CNG/PNG/LNG Supplier': {
    grossMargin: [0.3, 0.4],
    ebitdaMargin: [0.15, 0.25],
    growth: 0.1,
    growthSd: 0.1,
    pe: [12, 25],
    ps: [0.8, 2.5],
    pb: [1.5, 4],
  },
  // Refiners and fuel retailers: thin margins on a very large turnover, little capital per rupee of
  // sales (an integrated giant is modelled as Diversified: see `PROFILE_OF_SYMBOL`).
  'Refineries & Marketing': {
    grossMargin: [0.08, 0.14],
    ebitdaMargin: [0.04, 0.08],
    fixedAssetsPerRevenue: [0.15, 0.25],
    otherAssetsPerRevenue: [0.03, 0.08],
    workingAssetsPerRevenue: [0.08, 0.12],
    cashPerRevenue: 0.02,
    currentLiabilitiesPerRevenue: [0.1, 0.14],
    otherLiabilitiesPerRevenue: [0.02, 0.04],
    leverage: [0.45, 0.6],
    depreciationRate: 0.06,
    pe: [5, 15],
    ps: [0.1, 0.5],
    pb: [0.9, 2],
  },
  'Oil Exploration & Production': {
    grossMargin: [0.5, 0.6],
    ebitdaMargin: [0.35, 0.5],
    pe: [6, 12],
    ps: [0.8, 2],
    pb: [0.8, 1.6],
  },
  Coal: { grossMargin: [0.45, 0.55], ebitdaMargin: [0.25, 0.35], pe: [6, 10], ps: [1.2, 2.2], pb: [2, 3.5] },
  Airline: {
    grossMargin: [0.3, 0.4],
    ebitdaMargin: [0.12, 0.22],
    marginSd: 0.03,
    fixedAssetsPerRevenue: [1, 1.4],
    leverage: [0.4, 0.6],
    growthSd: 0.2,
    pe: [15, 30],
    ps: [1, 2.5],
    pb: [4, 12],
  },
  'Port & Port services': {
    ebitdaMargin: [0.45, 0.6],
    grossMargin: [0.65, 0.75],
    fixedAssetsPerRevenue: [2.5, 3.5],
    leverage: [0.35, 0.5],
    depreciationRate: 0.04,
    pe: [25, 40],
    ps: [6, 12],
    pb: [3, 7],
  },
  'Airport & Airport services': {
    ebitdaMargin: [0.45, 0.6],
    grossMargin: [0.65, 0.75],
    fixedAssetsPerRevenue: [2.5, 3.5],
    leverage: [0.35, 0.5],
    depreciationRate: 0.04,
    pe: [25, 40],
    ps: [6, 12],
    pb: [3, 7],
  },
  Shipping: {
    grossMargin: [0.45, 0.55],
    ebitdaMargin: [0.3, 0.4],
    growthSd: 0.2,
    pe: [6, 12],
    ps: [1, 2.5],
    pb: [0.8, 1.8],
  },
  'Telecom - Infrastructure': {
    ebitdaMargin: [0.45, 0.55],
    lossMakerShare: 0,
    pe: [10, 20],
    ps: [2, 4],
    pb: [2, 4.5],
  },
  'Telecom - Equipment & Accessories': {
    grossMargin: [0.3, 0.4],
    ebitdaMargin: [0.08, 0.14],
    fixedAssetsPerRevenue: [0.3, 0.5],
    otherLiabilitiesPerRevenue: [0.05, 0.1],
    leverage: [0.05, 0.2],
    depreciationRate: 0.08,
    lossMakerShare: 0.05,
    pe: [30, 60],
    ps: [2, 5],
    pb: [3, 8],
  },
};

const LENDER_BASE: LenderProfile = {
  kind: 'lender',
  businessModel: 'bank',
  growth: 0.14,
  growthSd: 0.05,
  pe: [12, 22],
  pb: [1.6, 3.5],
  lossMakerShare: 0,
  issueProbability: 0.12,
  seasonality: FLAT,
  assetYield: [0.085, 0.095],
  fundingCost: [0.043, 0.05],
  costToIncome: [0.38, 0.5],
  creditCost: [0.004, 0.009],
  equityToAssets: [0.1, 0.14],
  borrowingsToAssets: [0.07, 0.12],
  otherLiabilitiesToAssets: 0.04,
  liquidAssets: [0.25, 0.32],
  depreciationToAssets: 0.001,
};

const LENDER_PROFILES: Readonly<Record<string, LenderProfile>> = {
  'Private Sector Bank': LENDER_BASE,
  'Public Sector Bank': {
    ...LENDER_BASE,
    growth: 0.09,
    pe: [6, 10],
    pb: [0.8, 1.6],
    issueProbability: 0.2,
    assetYield: [0.082, 0.09],
    fundingCost: [0.045, 0.05],
    costToIncome: [0.42, 0.52],
    creditCost: [0.004, 0.007],
    equityToAssets: [0.055, 0.075],
    borrowingsToAssets: [0.04, 0.08],
    liquidAssets: [0.3, 0.38],
    depreciationToAssets: 0.0008,
  },
  // Small finance banks and other smaller banks.
  'Other Bank': {
    ...LENDER_BASE,
    growth: 0.2,
    growthSd: 0.08,
    assetYield: [0.1, 0.13],
    fundingCost: [0.055, 0.065],
    costToIncome: [0.5, 0.6],
    creditCost: [0.008, 0.015],
    pe: [12, 25],
    pb: [1.2, 3],
  },
  'Non Banking Financial Company (NBFC)': {
    ...LENDER_BASE,
    businessModel: 'lender',
    growth: 0.18,
    growthSd: 0.08,
    pe: [18, 35],
    pb: [2.5, 6],
    assetYield: [0.13, 0.16],
    fundingCost: [0.06, 0.072],
    costToIncome: [0.3, 0.4],
    creditCost: [0.012, 0.02],
    equityToAssets: [0.16, 0.22],
    borrowingsToAssets: [0.5, 0.6],
    otherLiabilitiesToAssets: 0.02,
    liquidAssets: [0.1, 0.15],
    depreciationToAssets: 0.002,
  },
  'Housing Finance Company': {
    ...LENDER_BASE,
    businessModel: 'lender',
    growth: 0.15,
    pe: [12, 25],
    pb: [1.3, 3.5],
    assetYield: [0.095, 0.105],
    fundingCost: [0.066, 0.072],
    costToIncome: [0.15, 0.25],
    creditCost: [0.002, 0.005],
    equityToAssets: [0.11, 0.15],
    borrowingsToAssets: [0.6, 0.7],
    otherLiabilitiesToAssets: 0.02,
    liquidAssets: [0.06, 0.1],
    depreciationToAssets: 0.0005,
  },
  // Government development lenders (power, rail, housing finance institutions).
  'Financial Institution': {
    ...LENDER_BASE,
    businessModel: 'lender',
    growth: 0.12,
    pe: [5, 12],
    pb: [0.9, 2],
    assetYield: [0.09, 0.1],
    fundingCost: [0.062, 0.067],
    costToIncome: [0.05, 0.1],
    creditCost: [0.002, 0.005],
    equityToAssets: [0.12, 0.16],
    borrowingsToAssets: [0.7, 0.76],
    otherLiabilitiesToAssets: 0.02,
    liquidAssets: [0.04, 0.08],
    depreciationToAssets: 0.0002,
  },
  'Microfinance Institutions': {
    ...LENDER_BASE,
    businessModel: 'lender',
    growth: 0.22,
    growthSd: 0.12,
    pe: [10, 20],
    pb: [1.2, 3],
    assetYield: [0.18, 0.22],
    fundingCost: [0.08, 0.09],
    costToIncome: [0.4, 0.5],
    creditCost: [0.02, 0.035],
    equityToAssets: [0.18, 0.24],
    borrowingsToAssets: [0.55, 0.65],
    otherLiabilitiesToAssets: 0.02,
    liquidAssets: [0.1, 0.15],
    depreciationToAssets: 0.003,
  },
};

/**
 * Companies whose NSE classification says little about their accounts, modelled with another
 * sector's profile: Reliance is listed under refining, but retail and telecom earn much of its
 * profit and most of its valuation, so it trades at about 2× sales, not a refiner's 0.2×.
 */
export const PROFILE_OF_SYMBOL: Readonly<
  Record<string, { readonly sector: string; readonly industry: string }>
> = { RELIANCE: { sector: 'Diversified', industry: 'Diversified' } };

/** The sector and industry whose profile models `symbol` (its own unless listed in `PROFILE_OF_SYMBOL`). */
export function profileClassOf(
  symbol: string,
  sector: string,
  industry: string,
): { readonly sector: string; readonly industry: string } {
  return PROFILE_OF_SYMBOL[symbol] ?? { sector, industry };
}

/** The accounts profile of a sector/industry (industry first, then sector, then a default). */
export function financialProfileFor(sector: string, industry: string): FinancialProfile {
  const lender = LENDER_PROFILES[industry];
  if (lender) return lender;
  return { ...DEFAULT_GENERAL, ...SECTOR_PROFILES[sector], ...INDUSTRY_PROFILES[industry] };
}

/** The trailing P/E band most simulated companies of this sector/industry trade in. */
export function sectorPeBand(sector: string, industry: string): Range {
  return financialProfileFor(sector, industry).pe;
}

/** The valuation bands most simulated companies of this sector/industry trade in. */
export interface ValuationBands {
  readonly pe: Range;
  readonly pb: Range;
  /** Price-to-sales; null for banks and lenders (sized on book value instead). */
  readonly ps: Range | null;
}

/** P/E, P/B and (non-lenders) P/S bands of a sector/industry. */
export function sectorValuationBands(sector: string, industry: string): ValuationBands {
  const profile = financialProfileFor(sector, industry);
  return { pe: profile.pe, pb: profile.pb, ps: profile.kind === 'general' ? profile.ps : null };
}

/** A stylised, sector-wide shock to one fiscal year (additive, in the profile's units). */
export interface MacroShock {
  readonly year: number;
  /** `'*'`, an NSE sector or an NSE industry; the most specific match wins. */
  readonly appliesTo: string;
  readonly growth?: number;
  readonly margin?: number;
  /** Extra provisions over average assets (lenders). */
  readonly creditCost?: number;
}

/**
 * Stylised common shocks, so the simulated universe moves together in the years everyone
 * remembers (the FY2021 lockdown and FY2022 rebound, the metals cycle, the public-sector-bank
 * bad-loan clean-up of FY2016–FY2020). Magnitudes are illustrative, not measured.
 */
export const MACRO_SHOCKS: readonly MacroShock[] = [
  { year: 2016, appliesTo: 'Public Sector Bank', creditCost: 0.006 },
  { year: 2017, appliesTo: 'Public Sector Bank', creditCost: 0.006 },
  { year: 2018, appliesTo: 'Public Sector Bank', creditCost: 0.011 },
  { year: 2018, appliesTo: 'Private Sector Bank', creditCost: 0.002 },
  { year: 2019, appliesTo: 'Public Sector Bank', creditCost: 0.008 },
  { year: 2019, appliesTo: 'Private Sector Bank', creditCost: 0.002 },
  { year: 2020, appliesTo: 'Public Sector Bank', creditCost: 0.004 },
  { year: 2020, appliesTo: 'Non Banking Financial Company (NBFC)', creditCost: 0.006, growth: -0.08 },
  { year: 2021, appliesTo: '*', growth: -0.07, margin: -0.01 },
  { year: 2021, appliesTo: 'Consumer Services', growth: -0.35, margin: -0.06 },
  { year: 2021, appliesTo: 'Services', growth: -0.2, margin: -0.04 },
  { year: 2021, appliesTo: 'Airline', growth: -0.5, margin: -0.1 },
  { year: 2021, appliesTo: 'Media Entertainment & Publication', growth: -0.2, margin: -0.04 },
  { year: 2021, appliesTo: 'Realty', growth: -0.15, margin: -0.03 },
  { year: 2021, appliesTo: 'Textiles', growth: -0.15, margin: -0.02 },
  { year: 2021, appliesTo: 'Automobile and Auto Components', growth: -0.12, margin: -0.02 },
  { year: 2021, appliesTo: 'Oil Gas & Consumable Fuels', growth: -0.2, margin: 0.01 },
  { year: 2021, appliesTo: 'Information Technology', growth: 0, margin: 0.01 },
  { year: 2021, appliesTo: 'Healthcare', growth: 0.05, margin: 0.01 },
  { year: 2021, appliesTo: 'Fast Moving Consumer Goods', growth: 0 },
  { year: 2021, appliesTo: 'Telecommunication', growth: 0.03 },
  { year: 2021, appliesTo: 'Financial Services', growth: -0.03, creditCost: 0.004 },
  { year: 2022, appliesTo: '*', growth: 0.1 },
  { year: 2022, appliesTo: 'Consumer Services', growth: 0.4, margin: 0.05 },
  { year: 2022, appliesTo: 'Services', growth: 0.25, margin: 0.03 },
  { year: 2022, appliesTo: 'Airline', growth: 0.6, margin: 0.08 },
  { year: 2022, appliesTo: 'Metals & Mining', growth: 0.3, margin: 0.05 },
  { year: 2022, appliesTo: 'Oil Gas & Consumable Fuels', growth: 0.35 },
  { year: 2022, appliesTo: 'Realty', growth: 0.15, margin: 0.02 },
  { year: 2022, appliesTo: 'Financial Services', growth: 0.02 },
  { year: 2023, appliesTo: 'Metals & Mining', growth: -0.05, margin: -0.06 },
  { year: 2023, appliesTo: 'Oil Gas & Consumable Fuels', growth: 0.15, margin: -0.02 },
  { year: 2023, appliesTo: 'Information Technology', growth: 0.06 },
];

/** The shock of `year` for a company (industry beats sector beats `'*'`), or none. */
export function macroShockFor(year: number, sector: string, industry: string): MacroShock | undefined {
  let best: MacroShock | undefined;
  let bestRank = -1;
  for (const shock of MACRO_SHOCKS) {
    if (shock.year !== year) continue;
    const rank =
      shock.appliesTo === industry ? 2 : shock.appliesTo === sector ? 1 : shock.appliesTo === '*' ? 0 : -1;
    if (rank > bestRank) {
      best = shock;
      bestRank = rank;
    }
  }
  return best;
}

/**
 * How each ETF follows its underlying, and its costs and activity. Expense ratios, premiums and
 * turnover are round modelling assumptions per kind of fund, not the funds' published figures.
 */
import type { EtfDef } from '../universe/etfs';
import type { EtfTracking } from './types';

/** Underlyings that are not simulated NSE indices, by the universe's `underlying` text. */
const NON_INDEX_UNDERLYINGS: Readonly<
  Record<string, Omit<EtfTracking, 'kind'> & { kind: EtfTracking['kind'] }>
> = {
  'Physical gold': { kind: 'commodity', reference: 'GOLD', beta: 1, extraVolatility: 0, inUsd: false },
  'Physical silver': { kind: 'commodity', reference: 'SILVER', beta: 1, extraVolatility: 0, inUsd: false },
  'Overnight money market (TREPS)': { kind: 'money-market', beta: 0, extraVolatility: 0, inUsd: false },
  // Nasdaq-100 is the Composite's large-cap core: same moves plus a little of its own.
  'Nasdaq-100': { kind: 'global-index', reference: 'IXIC', beta: 1, extraVolatility: 0.04, inUsd: true },
  // FANG+ is ten mega-cap tech stocks: a levered, noisier Nasdaq.
  'NYSE FANG+': { kind: 'global-index', reference: 'IXIC', beta: 1.25, extraVolatility: 0.15, inUsd: true },
  // HKD is pegged to USD, so the simulated USD/INR converts it.
  'Hang Seng': { kind: 'global-index', reference: 'HSI', beta: 1, extraVolatility: 0, inUsd: true },
  // CPSE is mostly state-owned energy and power companies.
  'Nifty CPSE index': {
    kind: 'nse-index-proxy',
    reference: 'NIFTY ENERGY',
    beta: 1,
    extraVolatility: 0.12,
    inUsd: false,
  },
  // Bharat 22 mixes PSUs with a few NIFTY 50 heavyweights.
  'S&P BSE Bharat 22 index': {
    kind: 'nse-index-proxy',
    reference: 'NIFTY 50',
    beta: 1.1,
    extraVolatility: 0.1,
    inUsd: false,
  },
};

/** Stand-in for an NSE index the caller did not simulate: NIFTY 50 with sector-like own noise. */
const MISSING_INDEX_PROXY: EtfTracking = {
  kind: 'nse-index-proxy',
  reference: 'NIFTY 50',
  beta: 1,
  extraVolatility: 0.12,
  inUsd: false,
};

/** Last resort when not even NIFTY 50 is given: an equity-like path of its own. */
export const STANDALONE_ETF_VOLATILITY = 0.18;

/**
 * Resolves what an ETF follows: its underlying NSE index when simulated, a documented stand-in
 * otherwise. `hasNseIndex` says which NSE indices the input carries.
 */
export function resolveEtfTracking(def: EtfDef, hasNseIndex: (name: string) => boolean): EtfTracking {
  if (hasNseIndex(def.underlying)) {
    return { kind: 'nse-index', reference: def.underlying, beta: 1, extraVolatility: 0, inUsd: false };
  }
  const known = NON_INDEX_UNDERLYINGS[def.underlying];
  const proxy = known ?? MISSING_INDEX_PROXY;
  if (proxy.kind === 'nse-index-proxy' && proxy.reference !== undefined && !hasNseIndex(proxy.reference)) {
    return { kind: 'standalone', beta: 0, extraVolatility: STANDALONE_ETF_VOLATILITY, inUsd: false };
  }
  return proxy;
}

/** Costs, premium behaviour and activity of one kind of ETF. */
export interface EtfCostModel {
  /** Annual expense ratio, taken out of the NAV every trading day. */
  readonly expenseRatio: number;
  /**
   * Annual dividend carry: the simulated NSE indices are price indices, while an equity ETF holds the
   * stocks and keeps their dividends, so its NAV grows with the total return (≈ price + yield).
   */
  readonly dividendCarry: number;
  /** Annual tracking error of the NAV against the reference (daily i.i.d. noise). */
  readonly trackingError: number;
  /** Market price over NAV: AR(1) in log with this persistence and stationary deviation. */
  readonly premiumPersistence: number;
  readonly premiumSd: number;
  /** Typical daily turnover in rupees. */
  readonly dailyTurnoverRupees: number;
}

const CRORE = 10_000_000;

/**
 * By tracking kind. Foreign-index ETFs get a wide, persistent premium: Indian funds' overseas
 * investment limits have made them trade well above NAV for months at a time.
 */
const COSTS: Readonly<Record<EtfTracking['kind'], EtfCostModel>> = {
  'nse-index': {
    expenseRatio: 0.002,
    dividendCarry: 0.012,
    trackingError: 0.001,
    premiumPersistence: 0.6,
    premiumSd: 0.001,
    dailyTurnoverRupees: 10 * CRORE,
  },
  'nse-index-proxy': {
    expenseRatio: 0.003,
    dividendCarry: 0.02,
    trackingError: 0.001,
    premiumPersistence: 0.6,
    premiumSd: 0.0015,
    dailyTurnoverRupees: 10 * CRORE,
  },
  commodity: {
    expenseRatio: 0.007,
    dividendCarry: 0,
    trackingError: 0.002,
    premiumPersistence: 0.7,
    premiumSd: 0.003,
    dailyTurnoverRupees: 50 * CRORE,
  },
  'global-index': {
    expenseRatio: 0.006,
    dividendCarry: 0.01,
    trackingError: 0.003,
    premiumPersistence: 0.98,
    premiumSd: 0.015,
    dailyTurnoverRupees: 10 * CRORE,
  },
  'money-market': {
    expenseRatio: 0.005,
    dividendCarry: 0,
    trackingError: 0,
    premiumPersistence: 0,
    premiumSd: 0,
    dailyTurnoverRupees: 50 * CRORE,
  },
  standalone: {
    expenseRatio: 0.003,
    dividendCarry: 0.012,
    trackingError: 0,
    premiumPersistence: 0.6,
    premiumSd: 0.0015,
    dailyTurnoverRupees: 5 * CRORE,
  },
};

/** The most traded funds get more turnover than their kind's default (an ordering, not data). */
const BUSY_ETFS: Readonly<Record<string, number>> = {
  NIFTYBEES: 8,
  BANKBEES: 4,
  GOLDBEES: 2,
  SILVERBEES: 2,
  LIQUIDBEES: 2,
  CPSEETF: 2,
};

/** The cost and activity model of an ETF. */
export function etfCostModel(symbol: string, tracking: EtfTracking): EtfCostModel {
  const base = COSTS[tracking.kind];
  const busy = BUSY_ETFS[symbol] ?? 1;
  return busy === 1 ? base : { ...base, dailyTurnoverRupees: base.dailyTurnoverRupees * busy };
}

/**
 * The overnight rate a liquid ETF earns: AR(1) around 5.5 % a year (stationary deviation 1 %, clamped
 * to 2–8 %), paid out every trading day as a dividend so the price stays near ₹1,000.
 */
export const OVERNIGHT_RATE = { mean: 0.055, sd: 0.01, persistence: 0.998, min: 0.02, max: 8e-2 } as const;
/** Day-to-day scatter of a liquid ETF's price around its ₹1,000 NAV, in paise. */
export const LIQUID_PRICE_NOISE_PAISE = 2;

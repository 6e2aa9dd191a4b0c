/**
 * Simulation parameters of the global indices: modelling assumptions in round numbers, not market
 * statistics. Every index loads on a 'world' factor and on its region's; the US indices share a
 * strong 'us' factor (pairwise ≈ 0.86–0.9), Europe a 'europe' one (≈ 0.7–0.8), Asia a looser 'asia'.
 */
import type { GlobalIndexDef } from '../universe/global-indices';
import type { PathModel } from './shocks';

/** Path model and price currency of one index. */
export interface GlobalIndexModel extends PathModel {
  readonly currency: string;
}

export const GLOBAL_INDEX_MODELS: Readonly<Record<string, GlobalIndexModel>> = {
  DJI: { annualVolatility: 0.16, drift: 0.08, loadings: { world: 0.5, us: 0.78 }, currency: 'USD' },
  SPX: { annualVolatility: 0.17, drift: 0.09, loadings: { world: 0.55, us: 0.8 }, currency: 'USD' },
  IXIC: { annualVolatility: 0.22, drift: 0.12, loadings: { world: 0.5, us: 0.78 }, currency: 'USD' },
  FTSE: { annualVolatility: 0.15, drift: 0.03, loadings: { world: 0.55, europe: 0.6 }, currency: 'GBP' },
  DAX: { annualVolatility: 0.19, drift: 0.06, loadings: { world: 0.55, europe: 0.7 }, currency: 'EUR' },
  CAC: { annualVolatility: 0.18, drift: 0.05, loadings: { world: 0.55, europe: 0.72 }, currency: 'EUR' },
  N225: { annualVolatility: 0.2, drift: 0.08, loadings: { world: 0.5, asia: 0.45 }, currency: 'JPY' },
  HSI: { annualVolatility: 0.22, drift: 0.01, loadings: { world: 0.45, asia: 0.55 }, currency: 'HKD' },
  SSEC: { annualVolatility: 0.2, drift: 0.02, loadings: { world: 0.3, asia: 0.45 }, currency: 'CNY' },
  KS11: { annualVolatility: 0.18, drift: 0.04, loadings: { world: 0.5, asia: 0.5 }, currency: 'KRW' },
  STI: { annualVolatility: 0.14, drift: 0.02, loadings: { world: 0.45, asia: 0.5 }, currency: 'SGD' },
};

/** An index the table does not know: a mid-volatility market tied loosely to the world factor. */
const DEFAULT_GLOBAL_MODEL: GlobalIndexModel = {
  annualVolatility: 0.18,
  drift: 0.04,
  loadings: { world: 0.5 },
  currency: 'USD',
};

/** The symbol of GIFT Nifty, which follows the simulated NIFTY 50 instead of its own path. */
export const GIFT_NIFTY = 'GIFTNIFTY';
/** The NSE index GIFT Nifty follows. */
export const GIFT_NIFTY_FOLLOWS = 'NIFTY 50';

/**
 * GIFT Nifty's basis over NIFTY 50 (futures carry and the overnight session's news): AR(1) in log with
 * persistence 0.8 and a stationary deviation of 0.15 %; NIFTY 50-like fallback path when NIFTY 50 is
 * not in the input.
 */
export const GIFT_NIFTY_BASIS = { persistence: 0.8, sd: 0.0015 } as const;
const GIFT_NIFTY_FALLBACK: GlobalIndexModel = {
  annualVolatility: 0.16,
  drift: 0.1,
  loadings: { world: 0.35 },
  currency: 'USD',
};

/** The model of a global index (GIFT Nifty's is only used when NIFTY 50 is missing). */
export function globalIndexModel(def: GlobalIndexDef): GlobalIndexModel {
  if (def.symbol === GIFT_NIFTY) return GIFT_NIFTY_FALLBACK;
  return GLOBAL_INDEX_MODELS[def.symbol] ?? DEFAULT_GLOBAL_MODEL;
}

/** Share of a day's variance in the opening gap: indices open where overnight news has moved them. */
export const GLOBAL_INDEX_GAP_SHARE = 0.3;

/** Index levels are stored in hundredths of a point, stepped by 0.05 points (5 hundredths). */
export const INDEX_TICK = 5;

/**
 * Simulated USD/INR (₹ per US$) for the ETFs on foreign indices: a random walk with the rupee's slow
 * depreciation (about 3 % a year) and about 5 % annual volatility; last close ₹88.5.
 */
export const USD_INR_MODEL: PathModel = { annualVolatility: 0.05, drift: 0.03, loadings: { world: -0.2 } };
export const USD_INR_LAST = 88.5;

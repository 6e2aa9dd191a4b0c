import { lotSize } from '../universe/universe';

/**
 * Default continuously compounded risk-free rate for simulated option prices: 6.5 % a year, about
 * the level of India's 91-day T-bill yield and NSE MIBOR in 2023–24 (India VIX itself uses the
 * NSE MIBOR of the matching tenure). A parameter everywhere; this is only the default.
 */
export const DEFAULT_RISK_FREE_RATE = 0.065;

/** What the simulated option chain needs to know about an underlying. */
export interface OptionUnderlying {
  readonly symbol: string;
  /** Distance between listed strikes, in index points (or rupees for a stock). */
  readonly strikeStep: number;
  /** Market lot (units per contract). */
  readonly lotSize: number;
  /** Continuous dividend yield used for the forward, decimal per year. */
  readonly dividendYield: number;
  /** Whether weekly expiries are listed (since 20 Nov 2024 only NIFTY keeps them on NSE). */
  readonly weeklyExpiries: boolean;
  /** Long-run ATM implied volatility the simulated term structure tends to. */
  readonly longRunVol: number;
  /** Rough total open interest (contracts) of one side of the nearest expiry, for synthetic OI. */
  readonly oiScale: number;
}

interface IndexOptionDefaults {
  readonly strikeStep: number;
  readonly dividendYield: number;
  readonly weeklyExpiries: boolean;
  readonly longRunVol: number;
  readonly oiScale: number;
}

// Strike steps are those of NSE's near-the-money strikes; yields approximate the indices' trailing
// dividend yields; OI scales are set so NIFTY's nearest expiry carries ~1.5 M contracts a side, the
// order of magnitude of the real snapshots in shared/data.
const INDEX_DEFAULTS: Readonly<Record<string, IndexOptionDefaults>> = {
  NIFTY: { strikeStep: 50, dividendYield: 0.012, weeklyExpiries: true, longRunVol: 0.15, oiScale: 1_500_000 },
  BANKNIFTY: {
    strikeStep: 100,
    dividendYield: 0.008,
    weeklyExpiries: false,
    longRunVol: 0.17,
    oiScale: 600_000,
  },
  FINNIFTY: {
    strikeStep: 50,
    dividendYield: 0.009,
    weeklyExpiries: false,
    longRunVol: 0.17,
    oiScale: 120_000,
  },
  MIDCPNIFTY: {
    strikeStep: 25,
    dividendYield: 0.007,
    weeklyExpiries: false,
    longRunVol: 0.19,
    oiScale: 150_000,
  },
  NIFTYNXT50: {
    strikeStep: 100,
    dividendYield: 0.011,
    weeklyExpiries: false,
    longRunVol: 0.18,
    oiScale: 20_000,
  },
};

/** Strike steps NSE-style chains use, smallest first, for underlyings without a listed step. */
const NICE_STEPS = [0.5, 1, 2.5, 5, 10, 20, 50, 100, 250, 500, 1000];

/** A strike step of roughly 1 % of the price, rounded to the nice steps (used for stocks). */
export function strikeStepForPrice(price: number): number {
  let step = NICE_STEPS[0] ?? 1;
  for (const candidate of NICE_STEPS) if (candidate <= price / 100) step = candidate;
  return step;
}

/** Option parameters of an index (NIFTY, BANKNIFTY, …) or, failing that, of a stock at `spot`. */
export function optionUnderlying(symbol: string, spot: number): OptionUnderlying {
  const index = INDEX_DEFAULTS[symbol];
  if (index) {
    return { symbol, lotSize: lotSize(symbol) ?? 1, ...index };
  }
  return {
    symbol,
    strikeStep: strikeStepForPrice(spot),
    // A symbol outside F&O still gets a chain (any underlying), sized to about ₹7 lakh a lot.
    lotSize: lotSize(symbol) ?? Math.max(1, Math.round(700_000 / spot)),
    dividendYield: 0.01,
    weeklyExpiries: false,
    longRunVol: 0.28,
    oiScale: 30_000,
  };
}

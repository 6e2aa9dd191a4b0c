import { istParts } from '../../calendar/ist';
import { yearsToExpiry } from '../option-expiries';
import {
  checkPosition,
  firstExpiry,
  legUnits,
  legValue,
  type PositionSlice,
  positionPnl,
  referenceVolatility,
  slicePosition,
} from './position-slice';
import type { PricedLeg } from './strategy-types';

/**
 * A SPAN-like estimate of the NSE F&O margin of a position (see README.md "Margin estimate"): it is
 * an estimate from published parameters, not NSE Clearing's risk-parameter file.
 */

/** The scan and exposure parameters of one underlying class. */
export interface MarginParameters {
  /** Price scan range = max(sigmas × σ₁d × √mporDays, floor), a share of the underlying price. */
  readonly sigmas: number;
  readonly mporDays: number;
  readonly priceScanFloor: number;
  /** Volatility scan range = max(volScanShare × σ, volScanFloor), in volatility (decimal) points. */
  readonly volScanShare: number;
  readonly volScanFloor: number;
  /** Exposure (extreme-loss) margin = max(elmRate, elmSigmas × σ₁d) of the notional. */
  readonly elmRate: number;
  readonly elmSigmas: number;
}

/**
 * NSE Clearing's published SPAN risk parameters (equity derivatives, updated 4 Jul 2024): price
 * scan range 6σ × √2 subject to 9.3 % (index) / 14.2 % (stock) of the underlying price; volatility
 * scan range 25 % of the annualised volatility, at least 4 (index) / 10 (stock) points. Exposure
 * margin: 2 % of notional for index derivatives, the higher of 3.5 % and 1.5σ for stock derivatives.
 */
export const NSE_MARGIN_PARAMETERS: { readonly index: MarginParameters; readonly stock: MarginParameters } = {
  index: {
    sigmas: 6,
    mporDays: 2,
    priceScanFloor: 0.093,
    volScanShare: 0.25,
    volScanFloor: 0.04,
    elmRate: 0.02,
    elmSigmas: 0,
  },
  stock: {
    sigmas: 6,
    mporDays: 2,
    priceScanFloor: 0.142,
    volScanShare: 0.25,
    volScanFloor: 0.1,
    elmRate: 0.035,
    elmSigmas: 1.5,
  },
};

/** SEBI/HO/MRD/TPD-1/P/CIR/2024/132 (1 Oct 2024, from 20 Nov 2024): extra ELM on expiring short index options. */
export const EXPIRY_DAY_ELM_RATE = 0.02;

/** Share of the loss counted in the two extreme scenarios (±2 × the price scan range). */
const EXTREME_SHARE = 0.35;
/** Trading days a year, to turn an annualised volatility into a one-day one. */
const TRADING_DAYS = 252;

/** The 16 SPAN scenarios: price move in price-scan ranges, volatility move in scan ranges, share of loss. */
const SCENARIOS: readonly (readonly [number, number, number])[] = [
  [0, 1, 1],
  [0, -1, 1],
  [1 / 3, 1, 1],
  [1 / 3, -1, 1],
  [-1 / 3, 1, 1],
  [-1 / 3, -1, 1],
  [2 / 3, 1, 1],
  [2 / 3, -1, 1],
  [-2 / 3, 1, 1],
  [-2 / 3, -1, 1],
  [1, 1, 1],
  [1, -1, 1],
  [-1, 1, 1],
  [-1, -1, 1],
  [2, 0, EXTREME_SHARE],
  [-2, 0, EXTREME_SHARE],
];

export interface MarginInput {
  readonly legs: readonly PricedLeg[];
  readonly lotSize: number;
  readonly spot: number;
  readonly asOf: Date;
  readonly rate: number;
  readonly dividendYield: number;
  /** Index derivatives (NIFTY, BANKNIFTY, …) or stock derivatives. */
  readonly underlying: 'index' | 'stock';
  /**
   * Whether asOf is the expiry day of the position's nearest expiry (adds the expiry-day ELM on
   * short index options of that expiry). Default: asOf's IST date equals that expiry.
   */
  readonly isExpiryDay?: boolean;
  /** Annualised volatility of the underlying for the scan ranges (default: the ATM leg's IV). */
  readonly volatility?: number;
  /** Overrides of the NSE parameters (e.g. `{ priceScanFloor: 0.07 }`). */
  readonly parameters?: Partial<MarginParameters>;
}

/** The margin in ₹ and how it was reached. */
export interface MarginEstimate {
  /** Worst scenario loss, less the value of long options (SPAN's net option value credit), ≥ 0. */
  readonly span: number;
  /** Exposure margin: ELM rate × notional of short options and futures. */
  readonly exposure: number;
  /** Additional ELM of 2 % of notional on short index options on their expiry day. */
  readonly expiryDayElm: number;
  /** Premium payable on long options. */
  readonly premium: number;
  /** span + exposure + expiryDayElm + premium. */
  readonly total: number;
  /** Σ of each leg's own total, margined alone. */
  readonly standaloneTotal: number;
  /** standaloneTotal − total: what the hedges save. */
  readonly hedgeBenefit: number;
  /** The method and the parameters used, in words. */
  readonly method: string;
}

type MarginParts = Pick<MarginEstimate, 'span' | 'exposure' | 'expiryDayElm' | 'premium' | 'total'>;
const NO_MARGIN: MarginParts = { span: 0, exposure: 0, expiryDayElm: 0, premium: 0, total: 0 };

interface ScanContext {
  readonly lotSize: number;
  readonly spot: number;
  readonly asOf: Date;
  readonly rate: number;
  readonly dividendYield: number;
  readonly priceScan: number;
  readonly volScan: number;
  readonly elmRate: number;
}

/** SPAN-like margin of one set of derivative legs (see the README for each step). */
function marginOf(legs: readonly PricedLeg[], expiring: ReadonlySet<PricedLeg>, c: ScanContext): MarginParts {
  if (legs.length === 0) return NO_MARGIN;
  const now = slicePosition(legs, c.lotSize, c.asOf, c.rate, c.dividendYield);
  const volUp = slicePosition(legs, c.lotSize, c.asOf, c.rate, c.dividendYield, c.volScan);
  const volDown = slicePosition(legs, c.lotSize, c.asOf, c.rate, c.dividendYield, -c.volScan);
  const base = positionPnl(now, c.spot);
  const sliceFor = (vol: number): PositionSlice => (vol > 0 ? volUp : vol < 0 ? volDown : now);
  let worst = 0;
  for (const [move, vol, share] of SCENARIOS) {
    const loss = base - positionPnl(sliceFor(vol), c.spot * (1 + move * c.priceScan));
    worst = Math.max(worst, share * loss);
  }
  let longOptionValue = 0;
  let exposure = 0;
  let expiryDayElm = 0;
  let premium = 0;
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i] as PricedLeg;
    const units = legUnits(leg, c.lotSize);
    const notional = Math.abs(units) * c.spot;
    const isOption = leg.instrument === 'call' || leg.instrument === 'put';
    if (isOption && units > 0) {
      longOptionValue += units * legValue(now, i, c.spot);
      premium += units * leg.entryPrice;
    }
    if (leg.instrument === 'future' || (isOption && units < 0)) exposure += c.elmRate * notional;
    if (isOption && units < 0 && expiring.has(leg)) expiryDayElm += EXPIRY_DAY_ELM_RATE * notional;
  }
  const span = Math.max(worst - longOptionValue, 0);
  return { span, exposure, expiryDayElm, premium, total: span + exposure + expiryDayElm + premium };
}

/**
 * SPAN-like margin of a position on NSE: 16 scenarios over the price and volatility scan ranges
 * (options repriced by BSM at asOf, futures at fair value), the worst loss less the long options'
 * value as SPAN, plus exposure margin, the expiry-day ELM and the long options' premium; and the
 * same for each leg alone, whose sum less the position's total is the hedge benefit. Stock legs are
 * cash-market holdings: NSE's SPAN does not offset them, so they are left out (paid in full).
 */
export function estimateMargin(input: MarginInput): MarginEstimate {
  const { legs, lotSize, spot, asOf, rate, dividendYield } = input;
  checkPosition(legs, lotSize, spot);
  const params = { ...NSE_MARGIN_PARAMETERS[input.underlying], ...input.parameters };
  const derivatives = legs.filter(
    (leg) => leg.instrument !== 'stock' && leg.expiry !== null && yearsToExpiry(asOf, leg.expiry) > 0,
  );
  if (derivatives.length === 0) {
    const method = 'No live derivative legs: no F&O margin.';
    return { ...NO_MARGIN, standaloneTotal: 0, hedgeBenefit: 0, method };
  }
  const sigma = input.volatility ?? referenceVolatility(legs, spot);
  if (sigma === null || !(sigma > 0)) {
    throw new RangeError('A position without options needs the underlying volatility for its scan range');
  }
  const dailySigma = sigma / Math.sqrt(TRADING_DAYS);
  const priceScan = Math.max(params.sigmas * dailySigma * Math.sqrt(params.mporDays), params.priceScanFloor);
  const volScan = Math.max(params.volScanShare * sigma, params.volScanFloor);
  const elmRate = Math.max(params.elmRate, params.elmSigmas * dailySigma);
  const context: ScanContext = { lotSize, spot, asOf, rate, dividendYield, priceScan, volScan, elmRate };

  const nearest = firstExpiry(derivatives);
  const isExpiryDay = input.isExpiryDay ?? (nearest !== null && istParts(asOf).date === nearest);
  const expiring = new Set(
    input.underlying === 'index' && isExpiryDay ? derivatives.filter((leg) => leg.expiry === nearest) : [],
  );

  const position = marginOf(derivatives, expiring, context);
  let standaloneTotal = 0;
  for (const leg of derivatives) standaloneTotal += marginOf([leg], expiring, context).total;
  const pct = (x: number) => `${(x * 100).toFixed(2)} %`;
  return {
    ...position,
    standaloneTotal,
    hedgeBenefit: standaloneTotal - position.total,
    method:
      `SPAN-like estimate: 16 scenarios, price ±1/3, ±2/3, ±3/3 of a ${pct(priceScan)} scan range ` +
      `(max(${params.sigmas}σ₁d·√${params.mporDays}, ${pct(params.priceScanFloor)}), σ₁d = ${pct(dailySigma)}) ` +
      `with volatility ±${(volScan * 100).toFixed(1)} points, and ±2 ranges at ${EXTREME_SHARE * 100} %; ` +
      `options by Black–Scholes at asOf; SPAN = worst loss − long option value; exposure ${pct(elmRate)} ` +
      `of the notional of short options and futures` +
      (expiring.size > 0 ? `; expiry-day ELM ${pct(EXPIRY_DAY_ELM_RATE)} on expiring short options` : '') +
      '; long options pay their premium; stock legs are outside the F&O margin.',
  };
}

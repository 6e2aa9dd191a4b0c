import type { NseCalendar } from '../calendar/nse-calendar';
import type { IsoDate } from '../units';
import { createExpiryPricer, type ExpiryPricer } from './expiry-pricer';
import { indiaVix, type VixResult, type VixTermInput } from './india-vix';
import { normCdfWithDensity } from './normal';
import { upcomingMonthlyExpiries, yearsToExpiry } from './option-expiries';
import { askPaise, bidPaise, halfSpreadPaise, premiumToTickPaise } from './option-quotes';
import type { VolSurface } from './volatility-surface';

/** Inputs of India VIX computed from a simulated NIFTY chain. */
export interface SimulatedVixInput {
  /** NIFTY level, points. */
  readonly spot: number;
  readonly asOf: Date;
  readonly surface: VolSurface;
  readonly rate: number;
  readonly dividendYield: number;
  readonly strikeStep: number;
  readonly calendar: NseCalendar;
  /**
   * The near month is replaced by the next two when it has fewer calendar days than this left
   * (default 7, CBOE's legacy roll rule; NSE's exact roll day is not restated in its white paper
   * summaries, so this is a parameter).
   */
  readonly minNearDays?: number;
  /** Years to the near and next expiries when the caller already knows them (skips the calendar). */
  readonly expiryYears?: readonly [number, number];
}

/** Upper bound on strikes walked on each side, far beyond where quotes run out. */
const MAX_STRIKES_PER_SIDE = 4000;

/** The two monthly expiries India VIX uses at `asOf` (near and next month, rolled `minNearDays` early). */
export function vixExpiries(calendar: NseCalendar, asOf: Date, minNearDays = 7): [IsoDate, IsoDate] {
  const [first, second, third] = upcomingMonthlyExpiries(calendar, asOf, 3);
  if (!first || !second || !third) throw new RangeError('Calendar has too few monthly expiries');
  return yearsToExpiry(asOf, first) * 365 < minNearDays ? [second, third] : [first, second];
}

/**
 * Quotes (rupees) of one simulated expiry from the money outwards, stopping on each side after
 * two consecutive zero bids of the out-of-the-money option, since the VIX ignores everything past
 * them. Quotes follow the chain's rules: theoretical price on the ₹0.05 tick, spread around it.
 * This runs ~400 strikes per VIX and thousands of VIX values per history, so the surface and
 * Black formulas are inlined here (the same maths as `theoreticalPair`, checked by a test).
 */
export function simulatedVixTerm(pricer: ExpiryPricer, strikeStep: number): VixTermInput {
  const { forward, discount, atmVol, years, surface } = pricer;
  const sqrtT = Math.sqrt(years);
  const sdMove = atmVol * sqrtT;
  const lnForward = Math.log(forward);
  const { skew, curvature, wingLimit, minVol } = surface;
  const centre = Math.floor(forward / strikeStep);
  // Room for strikes down to 10 and up to 6 ATM standard deviations (INDEX_SMILE's bids run out
  // around −9 and +5): filled from the middle outwards into typed arrays, grown if ever short.
  const below = Math.min(centre, Math.ceil((forward * (1 - Math.exp(-10 * sdMove))) / strikeStep) + 8);
  const above = Math.ceil((forward * (Math.exp(6 * sdMove) - 1)) / strikeStep) + 8;
  let columns = new Float64Array(5 * (below + above));
  let capacity = below + above;
  let first = below;
  let end = below;
  const grow = (): void => {
    const bigger = new Float64Array(columns.length * 2);
    const shift = Math.floor(capacity / 2);
    for (let c = 0; c < 5; c++)
      bigger.set(
        columns.subarray(c * capacity + first, c * capacity + end),
        c * capacity * 2 + first + shift,
      );
    columns = bigger;
    first += shift;
    end += shift;
    capacity *= 2;
  };
  /** Quotes strike k·step into row `row`; returns the out-of-the-money option's bid. */
  const quote = (k: number, row: number): number => {
    const strike = k * strikeStep;
    const logMoneyness = Math.log(strike) - lnForward;
    const z = logMoneyness / sdMove;
    const w = z / wingLimit;
    const x = z / Math.sqrt(1 + w * w);
    const vol = Math.max(atmVol * (1 + skew * x + curvature * x * x), minVol);
    const sd = vol * sqrtT;
    const d1 = -logMoneyness / sd + sd / 2;
    const d2 = d1 - sd;
    const e1 = Math.exp(-0.5 * d1 * d1);
    const e2 = (e1 * forward) / strike;
    const parity = discount * (forward - strike);
    let call = 0;
    let put = 0;
    if (strike >= forward) {
      call = discount * (forward * normCdfWithDensity(d1, e1) - strike * normCdfWithDensity(d2, e2));
      put = Math.max(call - parity, 0);
    } else {
      put = discount * (strike * normCdfWithDensity(-d2, e2) - forward * normCdfWithDensity(-d1, e1));
      call = Math.max(put + parity, 0);
    }
    const callPaise = premiumToTickPaise(call);
    const putPaise = premiumToTickPaise(put);
    const callHalf = halfSpreadPaise(callPaise, z);
    const putHalf = halfSpreadPaise(putPaise, z);
    const callBid = bidPaise(callPaise, callHalf) / 100;
    const putBid = bidPaise(putPaise, putHalf) / 100;
    columns[row] = strike;
    columns[capacity + row] = callBid;
    columns[2 * capacity + row] = askPaise(callPaise, callHalf) / 100;
    columns[3 * capacity + row] = putBid;
    columns[4 * capacity + row] = askPaise(putPaise, putHalf) / 100;
    return strike < forward ? putBid : callBid;
  };
  let zeroRun = 0;
  for (let k = centre; k > 0 && k > centre - MAX_STRIKES_PER_SIDE && zeroRun < 2; k--) {
    if (first === 0) grow();
    first -= 1;
    zeroRun = quote(k, first) > 0 ? 0 : zeroRun + 1;
  }
  zeroRun = 0;
  for (let k = centre + 1; k < centre + MAX_STRIKES_PER_SIDE && zeroRun < 2; k++) {
    if (end === capacity) grow();
    zeroRun = quote(k, end) > 0 ? 0 : zeroRun + 1;
    end += 1;
  }
  const column = (c: number): Float64Array => columns.subarray(c * capacity + first, c * capacity + end);
  return {
    strikes: column(0),
    calls: { bid: column(1), ask: column(2) },
    puts: { bid: column(3), ask: column(4) },
    years,
    rate: pricer.rate,
  };
}

/** India VIX computed from simulated near- and next-month NIFTY option quotes at `asOf`. */
export function simulatedIndiaVix(input: SimulatedVixInput): VixResult {
  const years =
    input.expiryYears ??
    vixExpiries(input.calendar, input.asOf, input.minNearDays).map((e) => yearsToExpiry(input.asOf, e));
  const term = (t: number): VixTermInput =>
    simulatedVixTerm(
      createExpiryPricer(input.surface, input.spot, input.rate, input.dividendYield, t),
      input.strikeStep,
    );
  return indiaVix(term(years[0] ?? 0), term(years[1] ?? 0));
}

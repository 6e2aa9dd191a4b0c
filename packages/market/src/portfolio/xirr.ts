/**
 * XIRR as Excel computes it: the rate r with Σ vᵢ / (1 + r)^((dᵢ − d₀) / 365) = 0, d₀ the first date
 * (365-day year, no day-count convention beyond that). Newton's method from Excel's default guess
 * of 10 %; when Newton leaves the domain or stalls, a bracket is searched and bisected. Cash flows
 * that never change sign have no rate; when no root is bracketed or nothing converges the answer
 * is `no-solution`, never a number that does not zero the NPV.
 */

import { epochDay } from '../screening/weekly-bars';
import type { IsoDate } from '../units';

export interface DatedCashFlow {
  date: IsoDate;
  /** Negative = money put in, positive = money taken out (or the final value). Any unit, e.g. paise. */
  amount: number;
}

export type XirrResult =
  | { kind: 'rate'; rate: number; iterations: number; method: 'newton' | 'bisection' }
  | { kind: 'no-solution'; reason: 'no-sign-change' | 'too-few-flows' | 'did-not-converge' };

/** Excel's tolerance on the rate and its iteration cap. */
const RATE_TOLERANCE = 1e-9;
const MAX_NEWTON = 100;
const MAX_BISECTION = 200;
const LOWEST_RATE = -0.999999999;

interface Prepared {
  years: Float64Array;
  amounts: Float64Array;
}

function prepare(flows: readonly DatedCashFlow[]): Prepared {
  // Each date parsed once: a portfolio's flows run to thousands.
  const days = new Float64Array(flows.length);
  let first = Number.POSITIVE_INFINITY;
  flows.forEach((f, i) => {
    const day = epochDay(f.date);
    days[i] = day;
    if (day < first) first = day;
  });
  const years = new Float64Array(flows.length);
  const amounts = new Float64Array(flows.length);
  flows.forEach((f, i) => {
    years[i] = ((days[i] ?? first) - first) / 365;
    amounts[i] = f.amount;
  });
  return { years, amounts };
}

/** NPV at `rate` of the flows, discounted to the earliest date with a 365-day year. */
export function xnpv(rate: number, flows: readonly DatedCashFlow[]): number {
  const { years, amounts } = prepare(flows);
  return npvAt(rate, years, amounts);
}

function npvAt(rate: number, years: Float64Array, amounts: Float64Array): number {
  const base = 1 + rate;
  let sum = 0;
  for (let i = 0; i < years.length; i++) sum += (amounts[i] ?? 0) / base ** (years[i] ?? 0);
  return sum;
}

function npvAndSlope(rate: number, years: Float64Array, amounts: Float64Array): [number, number] {
  const base = 1 + rate;
  let npv = 0;
  let slope = 0;
  for (let i = 0; i < years.length; i++) {
    const t = years[i] ?? 0;
    const term = (amounts[i] ?? 0) / base ** t;
    npv += term;
    slope -= (t * term) / base;
  }
  return [npv, slope];
}

/** True when the NPV is zero to within the flows' scale (relative tolerance). */
function isRoot(npv: number, scale: number): boolean {
  return Math.abs(npv) <= scale * 1e-7;
}

/** The annual rate that zeroes the flows' XNPV (Excel's XIRR), or why there is none. */
export function xirr(flows: readonly DatedCashFlow[], guess = 0.1): XirrResult {
  if (flows.length < 2) return { kind: 'no-solution', reason: 'too-few-flows' };
  const hasIn = flows.some((f) => f.amount < 0);
  const hasOut = flows.some((f) => f.amount > 0);
  if (!hasIn || !hasOut) return { kind: 'no-solution', reason: 'no-sign-change' };
  const { years, amounts } = prepare(flows);
  const scale = flows.reduce((s, f) => s + Math.abs(f.amount), 0);

  let rate = guess;
  for (let i = 1; i <= MAX_NEWTON; i++) {
    const [npv, slope] = npvAndSlope(rate, years, amounts);
    if (!Number.isFinite(npv) || !Number.isFinite(slope) || slope === 0) break;
    const next = rate - npv / slope;
    if (!Number.isFinite(next) || next <= -1) break;
    if (Math.abs(next - rate) < RATE_TOLERANCE) {
      if (isRoot(npvAt(next, years, amounts), scale))
        return { kind: 'rate', rate: next, iterations: i, method: 'newton' };
      break;
    }
    rate = next;
  }
  return bisect(years, amounts, scale);
}

/** Finds a sign change of the NPV on a grid of rates from −99.9999999 % up, then bisects it. */
function bisect(years: Float64Array, amounts: Float64Array, scale: number): XirrResult {
  const grid = [LOWEST_RATE, -0.99, -0.9, -0.5, -0.2, 0, 0.1, 0.25, 0.5, 1, 2, 5, 10, 100, 1000, 1e4, 1e6];
  let lo = Number.NaN;
  let hi = Number.NaN;
  let npvLo = Number.NaN;
  for (let i = 0; i + 1 < grid.length; i++) {
    const a = grid[i] ?? 0;
    const b = grid[i + 1] ?? 0;
    const fa = npvAt(a, years, amounts);
    const fb = npvAt(b, years, amounts);
    if (Number.isFinite(fa) && Number.isFinite(fb) && Math.sign(fa) !== Math.sign(fb)) {
      lo = a;
      hi = b;
      npvLo = fa;
      break;
    }
  }
  if (Number.isNaN(lo)) return { kind: 'no-solution', reason: 'did-not-converge' };
  for (let i = 1; i <= MAX_BISECTION; i++) {
    const mid = (lo + hi) / 2;
    const npvMid = npvAt(mid, years, amounts);
    if (npvMid === 0 || (hi - lo) / 2 < RATE_TOLERANCE * Math.max(1, Math.abs(mid))) {
      if (isRoot(npvMid, scale)) return { kind: 'rate', rate: mid, iterations: i, method: 'bisection' };
      return { kind: 'no-solution', reason: 'did-not-converge' };
    }
    if (Math.sign(npvMid) === Math.sign(npvLo)) {
      lo = mid;
      npvLo = npvMid;
    } else hi = mid;
  }
  return { kind: 'no-solution', reason: 'did-not-converge' };
}

/**
 * Free-float market-capitalisation weighted index (the NSE Nifty method): level = Σ(price × shares ×
 * free-float factor) / divisor, the divisor set so the level equals `baseValue` at the base bar and
 * re-set on every bar where share counts or price factors change, so corporate actions and share
 * changes never make the index jump; only price moves do.
 */
import type { IsoDate } from '../units';
import { type CorporateAction, priceFactorOf, shareMultiplierOf } from './corporate-actions';

/** One index constituent over the index's dates (printed, unadjusted prices in paise). */
export interface IndexConstituent {
  readonly close: ArrayLike<number>;
  readonly open?: ArrayLike<number>;
  readonly high?: ArrayLike<number>;
  readonly low?: ArrayLike<number>;
  /** Shares outstanding: one number at the first bar (moved by split/bonus actions), or a per-bar column. */
  readonly shares: number | ArrayLike<number>;
  /** Investable weight factor in (0, 1] (free float / total shares). */
  readonly freeFloat: number;
  /** Corporate actions of the constituent; splits and bonuses adjust the reference price at the ex-date. */
  readonly actions?: readonly CorporateAction[];
}

/** Index levels as index points (not paise) with the divisor used at each bar. */
export interface IndexLevels {
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly divisor: Float64Array;
}

/** Fraction of the constituent-implied range kept for the index high/low (see `computeIndexLevels`). */
const RANGE_SHRINK = 0.5;

/** Computes a free-float market-cap weighted index with divisor adjustment (base 1000 at bar 0 by default). */
export function computeIndexLevels(input: {
  readonly dates: readonly IsoDate[];
  readonly constituents: readonly IndexConstituent[];
  readonly baseIndex?: number;
  readonly baseValue?: number;
}): IndexLevels {
  const { dates, constituents } = input;
  const n = dates.length;
  const baseIndex = Math.min(Math.max(input.baseIndex ?? 0, 0), Math.max(n - 1, 0));
  const baseValue = input.baseValue ?? 1000;
  const m = constituents.length;

  // Per constituent: weighted shares (shares × free float) per bar, and the split/bonus price factor
  // taking effect on each bar (1 elsewhere). Dividends do not move the divisor: this is a price index.
  const weight: Float64Array[] = [];
  const factor: Float64Array[] = [];
  for (const c of constituents) {
    const w = new Float64Array(n);
    const f = new Float64Array(n).fill(1);
    const events = shareEventsOf(c, dates);
    let e = 0;
    let shares = typeof c.shares === 'number' ? c.shares : 0;
    for (let t = 0; t < n; t++) {
      for (; e < events.length && events[e]?.bar === t; e++) {
        const action = events[e]?.action;
        if (!action) continue;
        f[t] = (f[t] ?? 1) * priceFactorOf(action, 0);
        if (t > 0) shares *= shareMultiplierOf(action);
      }
      const s = typeof c.shares === 'number' ? shares : (c.shares[t] ?? 0);
      w[t] = s * c.freeFloat;
    }
    weight.push(w);
    factor.push(f);
  }

  const cap = (t: number, col: (c: IndexConstituent) => ArrayLike<number> | undefined): number => {
    let sum = 0;
    for (let i = 0; i < m; i++) {
      const c = constituents[i];
      if (!c) continue;
      const prices = col(c) ?? c.close;
      sum += (prices[t] ?? 0) * (weight[i]?.[t] ?? 0);
    }
    return sum;
  };
  // Ratio by which the divisor moves from bar t − 1 to bar t: yesterday's cap re-stated with today's
  // shares and ex-date price factors, over yesterday's cap as it was.
  const divisorStep = (t: number): number => {
    let restated = 0;
    let previous = 0;
    for (let i = 0; i < m; i++) {
      const c = constituents[i];
      if (!c) continue;
      const p = c.close[t - 1] ?? 0;
      restated += p * (factor[i]?.[t] ?? 1) * (weight[i]?.[t] ?? 0);
      previous += p * (weight[i]?.[t - 1] ?? 0);
    }
    return previous > 0 && restated > 0 ? restated / previous : 1;
  };

  const divisor = new Float64Array(n);
  if (n === 0)
    return {
      open: new Float64Array(0),
      high: new Float64Array(0),
      low: new Float64Array(0),
      close: new Float64Array(0),
      divisor,
    };
  divisor[baseIndex] = cap(baseIndex, (c) => c.close) / baseValue || 1;
  for (let t = baseIndex + 1; t < n; t++) divisor[t] = (divisor[t - 1] ?? 1) * divisorStep(t);
  for (let t = baseIndex - 1; t >= 0; t--) divisor[t] = (divisor[t + 1] ?? 1) / divisorStep(t + 1);

  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  for (let t = 0; t < n; t++) {
    const d = divisor[t] ?? 1;
    const c = cap(t, (x) => x.close) / d;
    const o = cap(t, (x) => x.open) / d;
    // Σ of constituent highs is an upper bound of the index high (they do not all peak together);
    // keeping half of that excess range is a simple, documented approximation.
    const hiBound = cap(t, (x) => x.high) / d;
    const loBound = cap(t, (x) => x.low) / d;
    const top = Math.max(o, c);
    const bottom = Math.min(o, c);
    open[t] = round2(o);
    close[t] = round2(c);
    high[t] = round2(Math.max(top, top + RANGE_SHRINK * (hiBound - top)));
    low[t] = round2(Math.min(bottom, bottom - RANGE_SHRINK * (bottom - loBound)));
  }
  return { open, high, low, close, divisor };
}

/**
 * Weight of constituent `c` at bar `t` of `dates` (its shares at that bar × free float), exactly as
 * `computeIndexLevels` weighs it there: level = Σ weight × price ÷ divisor of the bar. Lets a live
 * calculation use the daily bar's own weights and divisor, so the two agree to the last digit.
 */
export function indexWeightAt(c: IndexConstituent, dates: readonly IsoDate[], t: number): number {
  if (typeof c.shares !== 'number') return (c.shares[t] ?? 0) * c.freeFloat;
  let shares = c.shares;
  for (const { bar, action } of shareEventsOf(c, dates)) {
    if (bar > t) break;
    if (bar > 0) shares *= shareMultiplierOf(action);
  }
  return shares * c.freeFloat;
}

/**
 * The splits and bonuses of `c` at the bars of `dates` (ascending) where they go ex, in the order
 * the index applies them (by bar, then as listed); ex-dates that are not bars are ignored.
 */
function shareEventsOf(
  c: IndexConstituent,
  dates: readonly IsoDate[],
): { readonly bar: number; readonly action: CorporateAction }[] {
  const events: { bar: number; action: CorporateAction }[] = [];
  for (const action of c.actions ?? []) {
    if (action.kind === 'dividend') continue;
    const bar = barOf(dates, action.exDate);
    if (bar >= 0) events.push({ bar, action });
  }
  // Array sort is stable: actions on the same bar keep their listed order.
  return events.sort((a, b) => a.bar - b.bar);
}

/** Position of `date` in ascending `dates`, or −1. */
function barOf(dates: readonly IsoDate[], date: string): number {
  let lo = 0;
  let hi = dates.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const d = dates[mid] ?? '';
    if (d === date) return mid;
    if (d < date) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** NSE publishes index levels with two decimals. */
function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

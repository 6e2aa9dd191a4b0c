/**
 * Market breadth of a day: advances, declines and unchanged (price vs previous close), and the
 * share of stocks above their 20/50/200-day simple moving averages of daily closes, overall and
 * per sector; plus the daily advance/decline and new-52-week-high/low history of completed days.
 */
import type { ListBreadthCounts, MovingAverageBreadth } from '@nivesh/contracts';
import { FIFTY_TWO_WEEK_DAYS, type MarketState } from '@nivesh/market';
import { type DayQuote, dayQuote, type ListDay, windowEnd } from '../../day/list-day';
import type { ListScope } from '../../day/list-scope';
import { perSession } from '../../day/per-session';
import { sumOfCloses } from '../../day/window-levels';
import { round } from '../../market-answers';
import { dayFactor } from './level-lists';

export const SMA_PERIODS = [20, 50, 200] as const;
export type SmaPeriod = (typeof SMA_PERIODS)[number];

const at = (a: ArrayLike<number>, i: number): number => a[i] ?? 0;

/**
 * The `period`-day SMA of a stock on the day, in the day's printed paise: the session's own price
 * and the `period − 1` completed closes before it; NaN without that much history.
 */
export function daySma(state: MarketState, id: number, day: ListDay, q: DayQuote, period: SmaPeriod): number {
  const end = windowEnd(state, day);
  const before =
    day.kind === 'live'
      ? (perSession(state, `sma-sum:${period}`, () =>
          Float64Array.from({ length: state.symbolCount }, (_, i) =>
            sumOfCloses(state.daily(i), end, period - 1),
          ),
        )[id] ?? Number.NaN)
      : sumOfCloses(state.daily(id), end, period - 1);
  const f = dayFactor(state, id, day);
  return (before + q.ltp * f) / period / f;
}

/** Counts with their total and advances ÷ declines (null when nothing declined). */
export function breadthCounts(advances: number, declines: number, unchanged: number): ListBreadthCounts {
  return {
    advances,
    declines,
    unchanged,
    total: advances + declines + unchanged,
    advanceDeclineRatio: declines === 0 ? null : round(advances / declines, 4),
  };
}

/** A running tally of one group's breadth. */
export class BreadthTally {
  advances = 0;
  declines = 0;
  unchanged = 0;
  private sumChange = 0;
  private readonly above = [0, 0, 0];
  private readonly counted = [0, 0, 0];

  add(q: DayQuote, smas?: readonly number[]): void {
    if (q.ltp > q.prevClose) this.advances++;
    else if (q.ltp < q.prevClose) this.declines++;
    else this.unchanged++;
    this.sumChange += Number.isFinite(q.changePct) ? q.changePct : 0;
    smas?.forEach((sma, k) => {
      if (!Number.isFinite(sma)) return;
      this.counted[k] = at(this.counted, k) + 1;
      if (q.ltp > sma) this.above[k] = at(this.above, k) + 1;
    });
  }

  get total(): number {
    return this.advances + this.declines + this.unchanged;
  }

  counts(): ListBreadthCounts {
    return breadthCounts(this.advances, this.declines, this.unchanged);
  }

  averageChangePct(): number {
    return this.total === 0 ? 0 : round(this.sumChange / this.total);
  }

  movingAverages(): MovingAverageBreadth {
    const pct = (k: number): number | null => {
      const n = at(this.counted, k);
      return n === 0 ? null : round((at(this.above, k) / n) * 100, 1);
    };
    return { above20Pct: pct(0), above50Pct: pct(1), above200Pct: pct(2) };
  }
}

export interface DayBreadth {
  readonly totals: BreadthTally;
  /** By sector name, sectors sorted by name. */
  readonly sectors: ReadonlyMap<string, BreadthTally>;
}

/** Breadth of the scope on the day, with the SMA shares when `withSma`. */
export function dayBreadth(state: MarketState, scope: ListScope, day: ListDay, withSma: boolean): DayBreadth {
  const totals = new BreadthTally();
  const bySector = new Map<string, BreadthTally>();
  for (const id of scope.ids) {
    const q = dayQuote(state, id, day);
    if (!q) continue;
    const smas = withSma ? SMA_PERIODS.map((p) => daySma(state, id, day, q, p)) : undefined;
    totals.add(q, smas);
    const sector = state.meta(id).sector;
    let tally = bySector.get(sector);
    if (!tally) {
      tally = new BreadthTally();
      bySector.set(sector, tally);
    }
    tally.add(q, smas);
  }
  const sectors = new Map([...bySector].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { totals, sectors };
}

/** Per completed day t in [from, to): advances, declines, unchanged (close vs the day's reference close). */
export interface DailyBreadthHistory {
  readonly from: number;
  readonly advances: Int32Array;
  readonly declines: Int32Array;
  readonly unchanged: Int32Array;
}

function scopeKey(scope: ListScope): string {
  return `${scope.index}|${scope.sector ?? ''}`;
}

/** Advance/decline counts of each completed day in [from, to) (cached for the live session's window). */
export function breadthHistory(
  state: MarketState,
  scope: ListScope,
  from: number,
  to: number,
): DailyBreadthHistory {
  const compute = (): DailyBreadthHistory => {
    const start = Math.max(1, from);
    const n = Math.max(0, to - start);
    const advances = new Int32Array(n);
    const declines = new Int32Array(n);
    const unchanged = new Int32Array(n);
    for (const id of scope.ids) {
      const daily = state.daily(id);
      if (daily.firstDay < 0) continue;
      for (let t = Math.max(daily.firstDay, start); t < to; t++) {
        const c = at(daily.close, t);
        if (c <= 0) continue;
        // The day's reference close as pastDayQuote takes it: the exchange's previous close, else
        // the last earlier close restated in day t's printed paise.
        const prev = state.referenceClose(id, t);
        if (prev <= 0) continue;
        const k = t - start;
        if (c > prev) advances[k] = at(advances, k) + 1;
        else if (c < prev) declines[k] = at(declines, k) + 1;
        else unchanged[k] = at(unchanged, k) + 1;
      }
    }
    return { from: start, advances, declines, unchanged };
  };
  return to === state.dates.length
    ? perSession(state, `ad-history:${scopeKey(scope)}:${from}`, compute)
    : compute();
}

/**
 * Sliding-window extreme of `values` over the `window` entries before each position: one pass with a
 * monotonic deque (the 52-week history over 500 stocks must not cost 250 × days × stocks).
 */
function priorWindowExtremes(values: Float64Array, window: number, higher: boolean): Float64Array {
  const out = new Float64Array(values.length).fill(Number.NaN);
  const deque = new Int32Array(values.length);
  let head = 0;
  let tail = 0;
  const better = (a: number, b: number): boolean => (higher ? a >= b : a <= b);
  for (let i = 0; i < values.length; i++) {
    while (head < tail && (deque[head] ?? 0) < i - window) head++;
    if (head < tail) out[i] = values[deque[head] ?? 0] ?? Number.NaN;
    const v = values[i] ?? Number.NaN;
    if (Number.isNaN(v)) continue;
    while (head < tail && better(v, values[deque[tail - 1] ?? 0] ?? Number.NaN)) tail--;
    deque[tail++] = i;
  }
  return out;
}

/** Per completed day t in [from, to): how many stocks made a new 52-week high and low that day. */
export function newFiftyTwoHistory(
  state: MarketState,
  scope: ListScope,
  from: number,
  to: number,
): { readonly from: number; readonly highs: Int32Array; readonly lows: Int32Array } {
  const compute = () => {
    const start = Math.max(1, from);
    const n = Math.max(0, to - start);
    const highs = new Int32Array(n);
    const lows = new Int32Array(n);
    const base = Math.max(0, start - FIFTY_TWO_WEEK_DAYS);
    for (const id of scope.ids) {
      const daily = state.daily(id);
      if (daily.firstDay < 0 || daily.firstDay >= to) continue;
      // Adjusted highs and lows from `base` (NaN where the stock has no bar), then each day's prior-window extreme.
      const length = to - base;
      const high = new Float64Array(length).fill(Number.NaN);
      const low = new Float64Array(length).fill(Number.NaN);
      for (let t = Math.max(base, daily.firstDay); t < to; t++) {
        const h = at(daily.high, t);
        if (h <= 0) continue;
        const f = at(daily.adjFactor, t);
        high[t - base] = h * f;
        low[t - base] = at(daily.low, t) * f;
      }
      const priorHigh = priorWindowExtremes(high, FIFTY_TWO_WEEK_DAYS, true);
      const priorLow = priorWindowExtremes(low, FIFTY_TWO_WEEK_DAYS, false);
      for (let t = start; t < to; t++) {
        // Imported data without 250 sessions before t: not enough history for a 52-week level.
        if (!state.hasWindow(t, FIFTY_TWO_WEEK_DAYS)) continue;
        const i = t - base;
        const k = t - start;
        if (at(high, i) >= at(priorHigh, i)) highs[k] = at(highs, k) + 1;
        if (at(low, i) <= at(priorLow, i)) lows[k] = at(lows, k) + 1;
      }
    }
    return { from: start, highs, lows };
  };
  return to === state.dates.length
    ? perSession(state, `new52-history:${scopeKey(scope)}:${from}`, compute)
    : compute();
}

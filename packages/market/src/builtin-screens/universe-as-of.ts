import type { ScreenBars, ScreenUniverse, SuppliedTimeframe } from '../screening/screen-universe';

/** Number of `dates` (ascending `YYYY-MM-DD`) on or before `date`. */
export function countOnOrBefore(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((dates[mid] ?? '') <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The universe as it stood at the close of `date`: every symbol's daily and 15-minute bars cut
 * after that trading day, so `runScreen` on it evaluates each rule at that day's bar and no later
 * bar can change the answer. Adjustment factors are rescaled so the last kept bar has factor 1:
 * prices are as printed on `date`, and a split or dividend after it changes nothing.
 *
 * Text fields, index membership and number fields (fundamentals) are passed through as the
 * wrapped universe gives them: they are not history. Screens that read fundamentals are
 * therefore as of the wrapped universe's time, not `date` (see `screenInputs`).
 */
export class UniverseAsOf implements ScreenUniverse {
  readonly count: number;
  private readonly cut = new WeakMap<ScreenBars, ScreenBars | null>();
  private readonly datePrefixes = new WeakMap<readonly string[], string[]>();

  constructor(
    private readonly universe: ScreenUniverse,
    readonly date: string,
  ) {
    this.count = universe.count;
  }

  symbol(i: number): string {
    return this.universe.symbol(i);
  }

  text(i: number, field: string): string | undefined {
    return this.universe.text(i, field);
  }

  number(i: number, field: string): number {
    return this.universe.number(i, field);
  }

  indices(i: number): readonly string[] {
    return this.universe.indices(i);
  }

  bars(i: number, timeframe: SuppliedTimeframe): ScreenBars | undefined {
    const full = this.universe.bars(i, timeframe);
    if (!full) return undefined;
    let kept = this.cut.get(full);
    if (kept === undefined) {
      kept = this.truncate(full);
      this.cut.set(full, kept);
    }
    return kept ?? undefined;
  }

  /** The bars up to and including `date` (null when none), sharing memory with `full`. */
  private truncate(full: ScreenBars): ScreenBars | null {
    const n = countOnOrBefore(full.dates, this.date);
    if (n === 0) return null;
    const last = full.adjFactor[n - 1] ?? 1;
    const adjFactor = Float64Array.from(full.adjFactor.subarray(0, n), (f) => f / last);
    return {
      open: full.open.subarray(0, n),
      high: full.high.subarray(0, n),
      low: full.low.subarray(0, n),
      close: full.close.subarray(0, n),
      volume: full.volume.subarray(0, n),
      adjFactor,
      dates: n === full.dates.length ? full.dates : this.datesUpTo(full.dates, n),
      ...(full.version === undefined ? {} : { version: full.version }),
    };
  }

  /** The first `n` dates, one copy per shared dates array (weekly grouping is cached per array). */
  private datesUpTo(dates: readonly string[], n: number): readonly string[] {
    let prefix = this.datePrefixes.get(dates);
    if (!prefix || prefix.length !== n) {
      prefix = dates.slice(0, n);
      this.datePrefixes.set(dates, prefix);
    }
    return prefix;
  }
}

import type { ScreenBars, ScreenUniverse, SuppliedTimeframe } from '@nivesh/market';

/**
 * A `ScreenUniverse` that hands out only the last `days` daily bars of another universe (15-minute
 * bars, fields and text unchanged). Today's signals of 150 tools need each indicator at the latest
 * bar only; cutting the history to the most recent bars keeps the shared indicator cache small
 * (one `Float64Array` of `days` values per symbol per indicator) and the scan fast. The cut view is
 * made once per underlying bars object, so the indicator cache stays warm while those bars live.
 */
export class RecentBarsUniverse implements ScreenUniverse {
  private readonly views = new WeakMap<ScreenBars, ScreenBars>();

  constructor(
    private readonly inner: ScreenUniverse,
    private readonly days: number,
  ) {}

  get count(): number {
    return this.inner.count;
  }

  symbol(i: number): string {
    return this.inner.symbol(i);
  }

  text(i: number, field: string): string | undefined {
    return this.inner.text(i, field);
  }

  number(i: number, field: string): number {
    return this.inner.number(i, field);
  }

  indices(i: number): readonly string[] {
    return this.inner.indices(i);
  }

  bars(i: number, timeframe: SuppliedTimeframe): ScreenBars | undefined {
    const bars = this.inner.bars(i, timeframe);
    if (!bars || timeframe !== 'daily' || bars.close.length <= this.days) return bars;
    let view = this.views.get(bars);
    if (!view) {
      const from = bars.close.length - this.days;
      view = {
        open: bars.open.subarray(from),
        high: bars.high.subarray(from),
        low: bars.low.subarray(from),
        close: bars.close.subarray(from),
        volume: bars.volume.subarray(from),
        adjFactor: bars.adjFactor.subarray(from),
        dates: bars.dates.slice(from),
        version: bars.version,
      };
      this.views.set(bars, view);
    }
    return view;
  }
}

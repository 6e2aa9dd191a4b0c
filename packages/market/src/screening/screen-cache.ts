import { AdjustedPriceBars, type PriceBars } from './price-bars';
import type { ScreenBars } from './screen-universe';
import { aggregateWeekly, type WeekLayout, type WeeklyBars, weekLayout } from './weekly-bars';

interface PricesEntry {
  readonly version: number | undefined;
  readonly length: number;
  readonly prices: AdjustedPriceBars;
}

/**
 * Indicator cache shared by screen runs: adjusted prices per bars object, weekly bars per daily
 * bars, and computed series per bars × canonical expression (e.g. `sma(close, 200)`). Entries are
 * keyed by the identity of the bars a universe hands over (weakly, so dropped bars are collected);
 * a new bars object, a different length or a changed `version` starts afresh.
 */
export class ScreenCache {
  private readonly prices = new WeakMap<ScreenBars, PricesEntry>();
  private readonly weeks = new WeakMap<PriceBars, WeeklyBars>();
  private readonly layouts = new WeakMap<readonly string[], WeekLayout>();
  private readonly series = new WeakMap<PriceBars, Map<string, Float64Array>>();
  /** Series computed (cache misses) since creation; for tests and benchmarks. */
  computed = 0;
  /** Series served from the cache since creation. */
  hits = 0;

  /** Adjusted rupee prices of `bars`, the same object while `bars` is unchanged. */
  pricesOf(bars: ScreenBars): PriceBars {
    const entry = this.prices.get(bars);
    if (entry && entry.version === bars.version && entry.length === bars.close.length) return entry.prices;
    const prices = new AdjustedPriceBars(bars);
    this.prices.set(bars, { version: bars.version, length: bars.close.length, prices });
    return prices;
  }

  /** Weekly bars aggregated from `daily` (once per daily bars object). */
  weeklyOf(daily: PriceBars): WeeklyBars {
    let weekly = this.weeks.get(daily);
    if (!weekly) {
      weekly = aggregateWeekly(daily, daily.length - 1, this.layoutOf(daily.dates));
      this.weeks.set(daily, weekly);
    }
    return weekly;
  }

  /** The ISO-week grouping of a dates array, shared by every symbol whose bars use the same array. */
  layoutOf(dates: readonly string[]): WeekLayout {
    let layout = this.layouts.get(dates);
    if (!layout || layout.weekOfDay.length !== dates.length) {
      layout = weekLayout(dates);
      this.layouts.set(dates, layout);
    }
    return layout;
  }

  /** The series `key` of `bars`, computing it with `compute` on a miss. */
  seriesOf(bars: PriceBars, key: string, compute: () => Float64Array): Float64Array {
    return this.cached(bars, key) ?? this.store(bars, key, compute());
  }

  /** The series `key` of `bars` if computed before (counted as a hit), else `undefined`. */
  cached(bars: PriceBars, key: string): Float64Array | undefined {
    const value = this.series.get(bars)?.get(key);
    if (value) this.hits++;
    return value;
  }

  /** Stores a freshly computed series `key` of `bars` (counted as computed) and returns it. */
  store(bars: PriceBars, key: string, value: Float64Array): Float64Array {
    let map = this.series.get(bars);
    if (!map) {
      map = new Map();
      this.series.set(bars, map);
    }
    this.computed++;
    map.set(key, value);
    return value;
  }
}

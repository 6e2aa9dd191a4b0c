import { AdjustedPriceBars, type PriceBars } from './price-bars';
import type { ScreenBars } from './screen-universe';
import { aggregateWeekly, type WeekLayout, type WeeklyBars, weekLayout } from './weekly-bars';

interface PricesEntry {
  readonly version: number | undefined;
  readonly length: number;
  readonly prices: AdjustedPriceBars;
}

/** One computed series in use order: where it is kept, under which key, and its size. */
interface KeptSeries {
  /**
   * The series map of its bars. Held strongly (no WeakRef per series, which costs the collector):
   * a map whose bars were dropped lives on only until its series are the least recently used.
   */
  readonly owner: Map<string, Float64Array>;
  readonly key: string;
  readonly bytes: number;
}

/** Default bound of the computed series a cache keeps (bytes): about 20 indicators over 500 stocks × 12 years. */
export const SCREEN_CACHE_DEFAULT_BYTES = 256 * 1024 * 1024;

/** Options of a `ScreenCache`. */
export interface ScreenCacheOptions {
  /** Most bytes of computed series kept; the least recently used go first (default `SCREEN_CACHE_DEFAULT_BYTES`). */
  readonly maxBytes?: number;
}

/**
 * Indicator cache shared by screen runs: adjusted prices per bars object, weekly bars per daily
 * bars, and computed series per bars × canonical expression (e.g. `sma(close, 200)`). Entries are
 * keyed by the identity of the bars a universe hands over (weakly, so dropped bars are collected);
 * a new bars object, a different length or a changed `version` starts afresh. The computed series
 * are bounded by `maxBytes`: past it, the least recently used are forgotten (and recomputed when
 * asked again), so no sequence of screens grows the cache without bound.
 */
export class ScreenCache {
  private readonly prices = new WeakMap<ScreenBars, PricesEntry>();
  private readonly weeks = new WeakMap<PriceBars, WeeklyBars>();
  private readonly layouts = new WeakMap<readonly string[], WeekLayout>();
  private readonly series = new WeakMap<PriceBars, Map<string, Float64Array>>();
  /** A number per bars object, naming its series in `kept`. */
  private readonly barsIds = new WeakMap<PriceBars, number>();
  private nextBarsId = 0;
  /** Every kept series, least recently used first. */
  private readonly kept = new Map<string, KeptSeries>();
  private keptBytes = 0;
  /** Most bytes of computed series kept. */
  readonly maxBytes: number;
  /** Series computed (cache misses) since creation; for tests and benchmarks. */
  computed = 0;
  /** Series served from the cache since creation. */
  hits = 0;

  constructor(options: ScreenCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? SCREEN_CACHE_DEFAULT_BYTES;
  }

  /** Bytes of the computed series kept (at most `maxBytes` once a store returns). */
  get bytes(): number {
    return this.keptBytes;
  }

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
    if (value) {
      this.hits++;
      const name = this.nameOf(bars, key);
      const entry = this.kept.get(name);
      if (entry) {
        this.kept.delete(name);
        this.kept.set(name, entry);
      }
    }
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
    const name = this.nameOf(bars, key);
    const before = this.kept.get(name);
    if (before) {
      this.kept.delete(name);
      this.keptBytes -= before.bytes;
    }
    this.kept.set(name, { owner: map, key, bytes: value.byteLength });
    this.keptBytes += value.byteLength;
    this.forgetPastBound();
    return value;
  }

  /** Forgets the least recently used series until the kept bytes are within `maxBytes`. */
  private forgetPastBound(): void {
    for (const [name, entry] of this.kept) {
      if (this.keptBytes <= this.maxBytes) return;
      this.kept.delete(name);
      this.keptBytes -= entry.bytes;
      entry.owner.delete(entry.key);
    }
  }

  private nameOf(bars: PriceBars, key: string): string {
    let id = this.barsIds.get(bars);
    if (id === undefined) {
      id = this.nextBarsId++;
      this.barsIds.set(bars, id);
    }
    return `${id}|${key}`;
  }
}

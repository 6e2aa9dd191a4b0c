import { type WebVitalsReport, webVitalRating } from '@nivesh/contracts';
import { addCalendarDays, istParts } from '@nivesh/market';
import type { Clock } from '../clock';
import type { WebVitalsDailyRow } from '../db/schema';
import { addBuckets, bucketOf, emptyBuckets } from './histogram';
import { summarise, type WebVitalsSummaryPayload } from './web-vitals-summary';

/** Where the aggregates are kept (WebVitalsRepository). */
export interface WebVitalsStore {
  /** Adds each slice's counts to its stored row. */
  add(slices: readonly WebVitalsDailyRow[]): Promise<void>;
  /** Every stored row from IST day `from` on. */
  since(from: string): Promise<WebVitalsDailyRow[]>;
}

export interface WebVitalsAggregatorOptions {
  /** How often the counts gathered in memory are added to the database. Default 30 s. */
  readonly flushEverySeconds?: number;
  /** A failed write (the counts are kept and written with the next flush). */
  readonly onError: (error: unknown) => void;
}

const DEFAULT_FLUSH_SECONDS = 30;

/**
 * Web vitals as aggregates (docs/decisions/0012): a report only adds to the counts of its slice (IST
 * day, route pattern, metric, device class) in memory, at most one slice per route pattern, metric
 * and device a day whatever the traffic; every `flushEverySeconds`, on close, and before a summary
 * those counts are added to `web_vitals_daily` in one statement and forgotten. No report is kept.
 */
export class WebVitalsAggregator {
  private pending = new Map<string, WebVitalsDailyRow>();
  private writing: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly store: WebVitalsStore,
    private readonly clock: Clock,
    private readonly options: WebVitalsAggregatorOptions,
  ) {}

  /** Counts a validated report's measurements (no I/O); returns how many were counted. */
  record(report: WebVitalsReport): number {
    const day = istParts(this.clock.now()).date;
    for (const { name, value, route } of report.metrics) {
      const slice = this.sliceOf(day, route, name, report.device);
      slice.count += 1;
      const rating = webVitalRating(name, value);
      if (rating === 'good') slice.good += 1;
      else if (rating === 'needs-improvement') slice.needsImprovement += 1;
      else slice.poor += 1;
      const bucket = bucketOf(name, value);
      slice.buckets[bucket] = (slice.buckets[bucket] ?? 0) + 1;
    }
    return report.metrics.length;
  }

  private sliceOf(
    day: string,
    route: string,
    metric: WebVitalsReport['metrics'][number]['name'],
    device: WebVitalsReport['device'],
  ): WebVitalsDailyRow {
    const key = `${day} ${metric} ${device} ${route}`;
    const found = this.pending.get(key);
    if (found) return found;
    const slice: WebVitalsDailyRow = {
      day,
      route,
      metric,
      device,
      count: 0,
      good: 0,
      needsImprovement: 0,
      poor: 0,
      buckets: emptyBuckets(metric),
    };
    this.pending.set(key, slice);
    return slice;
  }

  /** How many slices wait in memory for the next flush. */
  get pendingSlices(): number {
    return this.pending.size;
  }

  /**
   * Adds the counts gathered so far to the database (one flush at a time). On a failed write the
   * counts go back into memory, so the next flush writes them (memory stays one slice per key).
   */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = this.pending;
      this.pending = new Map();
      try {
        await this.store.add([...batch.values()]);
      } catch (error) {
        this.putBack(batch);
        this.options.onError(error);
      }
    });
    return this.writing;
  }

  private putBack(batch: ReadonlyMap<string, WebVitalsDailyRow>): void {
    for (const [key, slice] of batch) {
      const newer = this.pending.get(key);
      if (newer) {
        newer.count += slice.count;
        newer.good += slice.good;
        newer.needsImprovement += slice.needsImprovement;
        newer.poor += slice.poor;
        addBuckets(newer.buckets, slice.buckets);
      } else this.pending.set(key, slice);
    }
  }

  start(): void {
    if (this.timer) return;
    const every = (this.options.flushEverySeconds ?? DEFAULT_FLUSH_SECONDS) * 1000;
    this.timer = setInterval(() => void this.flush(), every);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (the server's close, before the database closes). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** The figures of the last `days` IST days, today included (what was gathered until now counted). */
  async summary(days: number): Promise<WebVitalsSummaryPayload> {
    await this.flush();
    const to = istParts(this.clock.now()).date;
    const from = addCalendarDays(to, 1 - days);
    return summarise(await this.store.since(from), { days, from, to });
  }
}

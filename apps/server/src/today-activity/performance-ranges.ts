/**
 * What the performance pages share (TodayActivity/getDealsPerformance, getEventsPerformance,
 * getInsiderPerformance): the range of days asked for, the range's items measured in the background
 * in small steps (kept per range and market day, answered "computing n %" until done) and the page
 * of groups (grouped by `groupedOutcomes` of deals-performance.ts).
 */
import type { IsoDate, NseCalendar } from '@nivesh/market';
import { checkSessionDate, refuseDate } from '../market/session-days';
import { buildInSlices, RANGE_SLICE, SharedBuilds } from './answer-slices';
import type { Grouped } from './deals-performance';

/** Days of a performance page's default range (a year of sessions). */
export const DEFAULT_PERFORMANCE_SESSIONS = 250;
/** How long a performance request waits for its range before answering "computing". */
export const PERFORMANCE_WAIT_MS = 1_500;
/** Ranges whose measured items are kept. */
const KEPT_RANGES = 8;

/** What a performance request asks for (after validation): the range, the grouping, the page of groups. */
export interface PerformanceQueryInput<G extends string> {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly groupBy: G;
  readonly page: number;
  readonly size: number;
}

/**
 * The days asked for: up to `to` (default the latest) from `from` (default
 * `DEFAULT_PERFORMANCE_SESSIONS` days before), refusing a bad day or a range that runs backwards.
 */
export function performanceRange(
  query: { readonly from?: string | undefined; readonly to?: string | undefined },
  dates: readonly IsoDate[],
  latest: IsoDate,
  calendar: NseCalendar,
): { from: IsoDate; to: IsoDate } {
  const to = (query.to ?? latest) as IsoDate;
  if (query.to !== undefined) checkSessionDate(to, latest, calendar);
  const toIndex = dates.findLastIndex((d) => d <= to);
  const from = (query.from ??
    dates[Math.max(0, toIndex - DEFAULT_PERFORMANCE_SESSIONS + 1)] ??
    to) as IsoDate;
  if (from > to)
    refuseDate(`The range starts (${from}) after it ends (${to}): pick a start on or before the end`);
  return { from, to };
}

/** A range being measured: `done` of `total` steps, then `result`. */
export interface RangeJob<T> {
  done: number;
  readonly total: number;
  result: readonly T[] | undefined;
  promise: Promise<void>;
}

/** The measuring of a range: how many steps, and the steps (each yields once, counted as done). */
export interface RangeWork<T> {
  readonly total: number;
  readonly steps: (job: RangeJob<T>) => Generator<void, T[], undefined>;
}

/** Ranges measured in the background, the last few kept by key (range, seed, market day). */
export class RangeJobs<T> {
  private readonly jobs = new Map<string, RangeJob<T>>();

  /** The range's items, waiting a little for them; `ready` false (and no items) while they are measured. */
  async measured(
    key: string,
    work: () => RangeWork<T>,
  ): Promise<{ items: readonly T[]; ready: boolean; progressPct: number }> {
    let job = this.jobs.get(key);
    if (job === undefined) {
      job = this.start(work());
      this.jobs.set(key, job);
      const oldest = this.jobs.keys().next();
      if (this.jobs.size > KEPT_RANGES && oldest.done !== true) this.jobs.delete(oldest.value);
    }
    if (job.result === undefined) {
      await Promise.race([job.promise, new Promise((resolve) => setTimeout(resolve, PERFORMANCE_WAIT_MS))]);
    }
    return {
      items: job.result ?? [],
      ready: job.result !== undefined,
      progressPct: job.total === 0 ? 100 : Math.floor((job.done / job.total) * 100),
    };
  }

  private start(work: RangeWork<T>): RangeJob<T> {
    const job: RangeJob<T> = { done: 0, total: work.total, result: undefined, promise: Promise.resolve() };
    const promise = buildInSlices(work.steps(job), RANGE_SLICE).then((result) => {
      job.result = result;
    });
    promise.catch(() => {
      for (const [k, j] of this.jobs) if (j === job) this.jobs.delete(k);
    });
    job.promise = promise;
    return job;
  }
}

/** Groupings kept (a few ranges × their groupings). */
const KEPT_GROUPINGS = 32;

/**
 * The groupings of measured ranges: a range's items grouped one way are built once, in slices (a
 * year's ~12,000 outcomes grouped in one go held the server 40-60 ms), and kept; concurrent askers
 * share the build. A range still being measured has no items and is grouped at once, not kept.
 */
export class Groupings {
  private readonly builds = new SharedBuilds<Grouped>(KEPT_GROUPINGS);

  /** The grouping of `key` (the range's key and the grouping): kept, in flight or started now. */
  of(key: string, ready: boolean, steps: () => Generator<void, Grouped, undefined>): Promise<Grouped> {
    return ready ? this.builds.get(key, steps) : buildInSlices(steps());
  }
}

/** The page of groups asked for, with the figures every performance answer carries. */
export function performancePage<G extends string>(
  grouped: Grouped,
  query: { readonly groupBy: G; readonly page: number; readonly size: number },
  range: {
    readonly from: IsoDate;
    readonly to: IsoDate;
    readonly earliest: IsoDate;
    readonly latest: IsoDate;
  },
  measured: { readonly ready: boolean; readonly progressPct: number },
  method: string,
) {
  const start = (query.page - 1) * query.size;
  return {
    ready: measured.ready,
    progressPct: measured.progressPct,
    from: range.from,
    to: range.to,
    earliestDate: range.earliest,
    latestDate: range.latest,
    groupBy: query.groupBy,
    overall: grouped.overall,
    total: grouped.groups.length,
    page: query.page,
    size: query.size,
    groups: grouped.groups.slice(start, start + query.size),
    method,
  };
}

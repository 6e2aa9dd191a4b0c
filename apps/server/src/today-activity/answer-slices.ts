/**
 * How a day's first Today's-activity answer is built without holding the server (issue 17: no work
 * holds the event loop 15 ms at a time): the per-stock (or per-session, per-event) work is cut into
 * steps, and `driveSteps` yields to the event loop between slices of at most `ANSWER_SLICE.ms`, and
 * at most `ANSWER_SLICE.steps` steps whatever the clock says. A build is kept per key and shared:
 * concurrent first requests of a day wait on the same promise rather than build twice.
 */
import { driveSteps, type SliceBudget } from '../backtest/backtest-runner';

/** A slice of a first answer's build: about 8 ms of work, and never more than 16 steps. */
export const ANSWER_SLICE: SliceBudget = { ms: 8, steps: 16 };
/**
 * A slice of a range's background job (a year of deal days, of events): about 8 ms of work, however
 * many steps (yielding every few steps would let the other sliced jobs stretch a year into minutes).
 */
export const RANGE_SLICE: SliceBudget = { ms: 8, steps: Number.POSITIVE_INFINITY };

/** Drives a build to its result in slices of `budget` (by default a first answer's). */
export async function buildInSlices<T>(
  steps: Generator<void, T, undefined>,
  budget: SliceBudget = ANSWER_SLICE,
): Promise<T> {
  return (await driveSteps(steps, budget)).run;
}

/** Runs a build's steps to its result in one go (where nothing waits on the server: tests, scripts). */
export function finished<T>(steps: Generator<void, T, undefined>): T {
  for (;;) {
    const next = steps.next();
    if (next.done === true) return next.value;
  }
}

/** `items` cut into runs of `size`, in order (the steps of a build). */
export function* inChunks<T>(items: readonly T[], size: number): Generator<readonly T[], void, undefined> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/**
 * Orders by symbol (as `<` compares strings). The market's per-day draws (deals, insider trades)
 * list by symbol first and each stock's draws depend on that stock alone, so lists drawn one stock
 * at a time and then stably sorted by symbol are exactly the list drawn for every stock at once.
 */
export const bySymbol = (a: { readonly symbol: string }, b: { readonly symbol: string }): number =>
  a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;

/**
 * Builds kept by key (a session, or the market day), at most `limit` of them (the oldest forgotten
 * first): the first asker starts the build, the others share its promise; a failed build is forgotten.
 */
export class SharedBuilds<T> {
  private readonly builds = new Map<string, Promise<T>>();

  constructor(private readonly limit: number) {}

  /** The build of `key`: kept, in flight, or started now from `steps()`. */
  get(key: string, steps: () => Generator<void, T, undefined>): Promise<T> {
    let build = this.builds.get(key);
    if (build === undefined) {
      const started = buildInSlices(steps());
      started.catch(() => {
        if (this.builds.get(key) === started) this.builds.delete(key);
      });
      this.builds.set(key, started);
      const oldest = this.builds.keys().next();
      if (this.builds.size > this.limit && oldest.done !== true) this.builds.delete(oldest.value);
      build = started;
    }
    return build;
  }

  /** Forgets every build (another market). */
  clear(): void {
    this.builds.clear();
  }
}

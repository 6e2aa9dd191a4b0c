/**
 * Runs back-tests without holding the event loop: the run's steps are driven in slices of about
 * `SLICE_MS`, yielding to other requests between them. Answers are kept per (request, market day)
 * and a run asked for while the same one is in flight shares it; at most `MAX_RUNS_IN_FLIGHT`
 * different runs proceed at once.
 */
import type { BacktestRunResult } from '@nivesh/market';
import { yieldToServer } from '../background/yield-to-server';

/** Longest stretch of back-test (or screen) work between two yields to the event loop. */
export const SLICE_MS = 15;
/** Different runs computing at once; more are refused (`BacktestBusyError`). */
export const MAX_RUNS_IN_FLIGHT = 4;
/** Finished runs kept (each holds its equity curves and trades). */
const KEPT_RUNS = 32;

/** Too many different runs are computing: try again shortly. */
export class BacktestBusyError extends Error {
  override readonly name = 'BacktestBusyError';
}

/** Finished stepped work with the server time it took and the longest synchronous slice of it. */
export interface Timed<T> {
  readonly run: T;
  readonly elapsedMs: number;
  readonly longestSliceMs: number;
}

/** A finished back-test run, timed. */
export type TimedRun = Timed<BacktestRunResult>;

/** How much work runs between two yields: at most `ms` of it, and at most `steps` steps. */
export interface SliceBudget {
  readonly ms: number;
  readonly steps: number;
}

/** Back-tests' and screens' slices. */
const BACKGROUND_SLICE: SliceBudget = { ms: SLICE_MS, steps: Number.POSITIVE_INFINITY };

/**
 * Drives steps (a back-test run, a screen…) to the end, yielding to the event loop whenever a slice
 * has run `budget.ms` or `budget.steps` steps (by default every `SLICE_MS`).
 */
export async function driveSteps<T>(
  steps: Generator<void, T, undefined>,
  budget: SliceBudget = BACKGROUND_SLICE,
): Promise<Timed<T>> {
  const started = performance.now();
  let sliceStart = started;
  let sliceSteps = 0;
  let longestSliceMs = 0;
  for (;;) {
    const step = steps.next();
    const now = performance.now();
    if (step.done) {
      longestSliceMs = Math.max(longestSliceMs, now - sliceStart);
      return { run: step.value, elapsedMs: now - started, longestSliceMs };
    }
    if (now - sliceStart >= budget.ms || ++sliceSteps >= budget.steps) {
      longestSliceMs = Math.max(longestSliceMs, now - sliceStart);
      await yieldToServer();
      sliceStart = performance.now();
      sliceSteps = 0;
    }
  }
}

/** Runs keyed by request and market day: finished ones kept (oldest forgotten first), running ones shared. */
export class BacktestRunner {
  private readonly done = new Map<string, TimedRun>();
  private readonly running = new Map<string, Promise<TimedRun>>();

  /** The kept answer for `key`, or a new run of `steps()`; `cached` tells which. */
  async run(
    key: string,
    steps: () => Generator<void, BacktestRunResult, undefined>,
  ): Promise<TimedRun & { cached: boolean }> {
    const kept = this.done.get(key);
    if (kept) return { ...kept, cached: true };
    let pending = this.running.get(key);
    if (!pending) {
      if (this.running.size >= MAX_RUNS_IN_FLIGHT)
        throw new BacktestBusyError('The server is running several back-tests: try again in a few seconds');
      pending = driveSteps(steps());
      this.running.set(key, pending);
      pending
        .then((timed) => this.keep(key, timed))
        .catch(() => undefined)
        .finally(() => this.running.delete(key));
    }
    return { ...(await pending), cached: false };
  }

  private keep(key: string, timed: TimedRun): void {
    if (this.done.size >= KEPT_RUNS) {
      const oldest = this.done.keys().next().value;
      if (oldest !== undefined) this.done.delete(oldest);
    }
    this.done.set(key, timed);
  }
}

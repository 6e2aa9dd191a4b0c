import type { MeasurementProgress } from '@nivesh/contracts';
import { STRATEGIES, type StrategyPerformance } from '@nivesh/market';
import { BackgroundWorker } from '../background/background-worker';
import { snapshotOf } from '../background/market-snapshot';
import type { MarketService } from '../market/market.service';
import { intradaySessionsFor } from './measurement-bars';
import type { FamilyMeasured } from './tool-measurement';

export interface ToolPerformanceOptions {
  /** Trading days of the daily back-test window (TRADING_TOOLS_HISTORY_DAYS). */
  readonly historyDays: number;
  /** The feed's seed: the 15-minute sessions are the paths the market played, rebuilt from it. */
  readonly seed: string;
  /** CPU priority of the measurement's worker thread, 0 (default) to 19 (the server: background only). */
  readonly workerNice?: number;
}

type MeasurementWorker = BackgroundWorker<'next', FamilyMeasured>;

/**
 * Measures every trading tool by back-testing it over the market's own history, in a background
 * worker thread on a copy of the market (tool-measurement.ts), so the event loop only stores each
 * family's results as they arrive. Started by the first request that needs it, once per completed
 * market day (results of the previous day stay visible, each with its period, until re-measured);
 * stopped when the app closes.
 */
export class ToolPerformanceService {
  private readonly results = new Map<string, StrategyPerformance>();
  private runDay: string | null = null;
  private measured = 0;
  private busyMs = 0;
  private longestMs = 0;
  private running = false;
  private stopped = false;
  private worker: MeasurementWorker | undefined;
  private job: Promise<void> = Promise.resolve();

  constructor(
    private readonly market: MarketService,
    private readonly options: ToolPerformanceOptions,
  ) {}

  get sessions(): number {
    return intradaySessionsFor(this.options.historyDays);
  }

  /** Starts measuring the latest completed day's history unless that is under way or done. */
  ensureMeasuring(): void {
    const day = this.market.feed.state.dates.at(-1) ?? null;
    if (this.stopped || this.running || day === null || day === this.runDay) return;
    this.runDay = day;
    this.measured = 0;
    this.running = true;
    this.job = this.measureAll()
      .catch(() => {
        // The worker failed: the next request that needs the figures starts again.
        this.runDay = null;
      })
      .finally(() => {
        this.running = false;
      });
  }

  /** Resolves when the current measurement has finished (tests). */
  whenIdle(): Promise<void> {
    return this.job;
  }

  /** The longest family measurement in the worker so far, ms (the bench reports it). */
  get longestSliceMs(): number {
    return this.longestMs;
  }

  stop(): void {
    this.stopped = true;
    void this.worker?.close();
  }

  performanceOf(id: string): StrategyPerformance | undefined {
    return this.results.get(id);
  }

  progress(): MeasurementProgress {
    return {
      state: this.running ? 'measuring' : this.runDay === null ? 'idle' : 'done',
      measured: this.running ? this.measured : this.results.size,
      total: STRATEGIES.length,
      marketDay: this.runDay,
      dailyWindowDays: this.options.historyDays,
      intradaySessions: this.sessions,
      busyMs: Math.round(this.busyMs),
    };
  }

  private async measureAll(): Promise<void> {
    const { snapshot, transfer } = await snapshotOf(this.market.feed.state);
    if (this.stopped) return;
    const worker: MeasurementWorker = BackgroundWorker.start(
      new URL('./tool-measurement.worker.ts', import.meta.url),
      { snapshot, seed: this.options.seed, historyDays: this.options.historyDays },
      { transfer, nice: this.options.workerNice },
    );
    this.worker = worker;
    try {
      for (;;) {
        const family = await worker.request('next');
        for (const result of family.results) this.results.set(result.strategyId, result);
        this.measured += family.results.length;
        this.busyMs += family.workMs;
        this.longestMs = Math.max(this.longestMs, family.workMs);
        if (family.done || this.stopped) break;
      }
    } catch (error) {
      // Stopped while measuring: the worker was closed under the request.
      if (!this.stopped) throw error;
    } finally {
      this.worker = undefined;
      await worker.close();
    }
  }
}

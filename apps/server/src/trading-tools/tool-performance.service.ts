import type { MeasurementProgress } from '@nivesh/contracts';
import {
  compileStrategy,
  type MeasurementWindow,
  ScreenCache,
  STRATEGIES,
  type StrategyDefinition,
  StrategyMeasurement,
  type StrategyPerformance,
} from '@nivesh/market';
import { equityIds } from '../market/day/list-scope';
import type { MarketService } from '../market/market.service';
import {
  dailyMeasurement,
  intradayBarsOf,
  intradaySessionsFor,
  type MeasuredSymbol,
} from './measurement-bars';

export interface ToolPerformanceOptions {
  /** Trading days of the daily back-test window (TRADING_TOOLS_HISTORY_DAYS). */
  readonly historyDays: number;
  /** The feed's seed: the 15-minute sessions are the paths the market played, rebuilt from it. */
  readonly seed: string;
  /** Longest stretch of work between two yields, ms (default 15). */
  readonly sliceMs?: number;
  /** Pause after each slice, ms (default 5): the measurement takes at most ~75 % of one core. */
  readonly pauseMs?: number;
}

interface IntradayUniverse {
  readonly window: MeasurementWindow;
  readonly symbols: { symbol: string; daily: MeasuredSymbol['daily']; m15: MeasuredSymbol['daily'] }[];
}

/**
 * Measures every trading tool by back-testing it over the market's own history, in the
 * background: small slices of work (≤ `sliceMs`) with a pause between them, so requests and the
 * market's ticks go first. Started by the first request that needs it, once per completed market
 * day (results of the previous day stay visible, each with its period, until re-measured); stopped
 * when the app closes.
 */
export class ToolPerformanceService {
  private readonly results = new Map<string, StrategyPerformance>();
  private runDay: string | null = null;
  private measured = 0;
  private busyMs = 0;
  private longestMs = 0;
  private running = false;
  private stopped = false;
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
    this.job = this.measureAll().finally(() => {
      this.running = false;
    });
  }

  /** Resolves when the current measurement has finished (tests). */
  whenIdle(): Promise<void> {
    return this.job;
  }

  /** The longest stretch of work between two yields so far, ms (the bench reports it). */
  get longestSliceMs(): number {
    return this.longestMs;
  }

  stop(): void {
    this.stopped = true;
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
    const slicer = new Slicer(this.options.sliceMs ?? 15, this.options.pauseMs ?? 5, (worked) => {
      this.busyMs += worked;
      this.longestMs = Math.max(this.longestMs, worked);
    });
    const state = this.market.feed.state;
    const daily = dailyMeasurement(state, this.options.historyDays);
    let intraday: IntradayUniverse | undefined;
    // Daily families first (their bars are at hand), then the 15-minute ones.
    const families = [...groupByFamily(STRATEGIES)].sort(
      (a, b) => Number(a[0]?.timeframe === 'm15') - Number(b[0]?.timeframe === 'm15'),
    );
    for (const members of families) {
      const m15 = members[0]?.timeframe === 'm15';
      if (m15 && !intraday) intraday = await this.intradayUniverse(slicer);
      const universe = m15 ? intraday : daily;
      if (!universe || this.stopped) break;
      const results = await this.measureFamily(members, universe, slicer);
      if (!results) break;
      for (const result of results) this.results.set(result.strategyId, result);
      this.measured += results.length;
      await slicer.yieldIfDue();
    }
    slicer.flush();
  }

  /**
   * Measures the members of one family together, a stock at a time: the members share that
   * stock's indicators through one small cache, dropped before the next stock, so the heap stays
   * small (no long garbage-collection pauses inside a slice).
   */
  private async measureFamily(
    members: readonly StrategyDefinition[],
    universe: { window: MeasurementWindow; symbols: readonly ({ symbol: string } & MeasuredSymbolBars)[] },
    slicer: Slicer,
  ): Promise<StrategyPerformance[] | undefined> {
    const measurements = members.map(
      (definition) => new StrategyMeasurement(compileStrategy(definition), universe.window),
    );
    for (const s of universe.symbols) {
      const cache = new ScreenCache();
      for (const measurement of measurements) {
        measurement.add(s.symbol, s, cache);
        await slicer.yieldIfDue();
        if (this.stopped) return undefined;
      }
    }
    const results: StrategyPerformance[] = [];
    for (const measurement of measurements) {
      results.push(measurement.finish());
      await slicer.yieldIfDue();
    }
    return results;
  }

  private async intradayUniverse(slicer: Slicer): Promise<IntradayUniverse | undefined> {
    const state = this.market.feed.state;
    const symbols: IntradayUniverse['symbols'] = [];
    let labels: string[] = [];
    for (const id of equityIds(state)) {
      const built = intradayBarsOf(this.options.seed, state, id, this.sessions);
      if (built && (labels.length === 0 || built.labels.length === labels.length)) {
        labels = built.labels;
        symbols.push({ symbol: state.meta(id).symbol, daily: built.bars, m15: built.bars });
      }
      await slicer.yieldIfDue();
      if (this.stopped) return undefined;
    }
    const perSession = labels.length / Math.max(1, this.sessions);
    // The first session warms the rules up; trades are counted from the second one.
    return { window: { labels, start: perSession }, symbols };
  }
}

/** The catalogue's families, each a list of its members in catalogue order. */
function groupByFamily(strategies: readonly StrategyDefinition[]): StrategyDefinition[][] {
  const groups = new Map<string, StrategyDefinition[]>();
  for (const s of strategies) groups.set(s.family, [...(groups.get(s.family) ?? []), s]);
  return [...groups.values()];
}

type MeasuredSymbolBars = { daily: MeasuredSymbol['daily']; m15?: MeasuredSymbol['daily'] };

/** Cuts work into slices: yields (with a short pause) once `sliceMs` of work has run. */
class Slicer {
  private started = performance.now();

  constructor(
    private readonly sliceMs: number,
    private readonly pauseMs: number,
    /** Told the work time of each slice that ends. */
    private readonly onSlice: (workedMs: number) => void,
  ) {}

  /** Yields (after a short pause) when the slice is used up. */
  async yieldIfDue(): Promise<void> {
    const worked = performance.now() - this.started;
    if (worked < this.sliceMs) return;
    this.onSlice(worked);
    await new Promise((resolve) => setTimeout(resolve, this.pauseMs));
    this.started = performance.now();
  }

  /** Ends the slice in progress (at the end of the job). */
  flush(): void {
    this.onSlice(performance.now() - this.started);
  }
}

/**
 * The trading tools' measurement (tool-performance.service.ts), run in a background worker
 * (tool-measurement.worker.ts) on a copy of the market: every tool back-tested over the market's
 * own history, one family at a time. Pure functions of the market state and the seed, so the
 * worker's results are the ones the main thread would compute.
 */
import {
  compileStrategy,
  type MarketState,
  type MeasurementWindow,
  ScreenCache,
  STRATEGIES,
  type StrategyDefinition,
  StrategyMeasurement,
  type StrategyPerformance,
} from '@nivesh/market';
import { equityIds } from '../market/day/list-scope';
import {
  dailyMeasurement,
  intradayBarsOf,
  intradaySessionsFor,
  type MeasuredSymbol,
} from './measurement-bars';

type MeasuredSymbolBars = { daily: MeasuredSymbol['daily']; m15?: MeasuredSymbol['daily'] };

interface Universe {
  readonly window: MeasurementWindow;
  readonly symbols: readonly ({ symbol: string } & MeasuredSymbolBars)[];
}

/** What the worker answers for each request: the next family's results and the work it took. */
export interface FamilyMeasured {
  readonly results: StrategyPerformance[];
  readonly workMs: number;
  /** True when every family has been measured. */
  readonly done: boolean;
}

/** Measures the catalogue family by family: daily families first (their bars are at hand), then the 15-minute ones. */
export class ToolMeasurement {
  private readonly families: StrategyDefinition[][];
  private next = 0;
  private daily: Universe | undefined;
  private intraday: Universe | undefined;

  constructor(
    private readonly state: MarketState,
    private readonly seed: string,
    private readonly historyDays: number,
  ) {
    this.families = [...groupByFamily(STRATEGIES)].sort(
      (a, b) => Number(a[0]?.timeframe === 'm15') - Number(b[0]?.timeframe === 'm15'),
    );
  }

  /** Measures the next family. */
  measureNext(): FamilyMeasured {
    const started = performance.now();
    const members = this.families[this.next++] ?? [];
    const results = members.length === 0 ? [] : measureFamily(members, this.universeFor(members));
    return { results, workMs: performance.now() - started, done: this.next >= this.families.length };
  }

  private universeFor(members: readonly StrategyDefinition[]): Universe {
    if (members[0]?.timeframe === 'm15') {
      this.intraday ??= intradayUniverse(this.state, this.seed, intradaySessionsFor(this.historyDays));
      return this.intraday;
    }
    this.daily ??= dailyMeasurement(this.state, this.historyDays);
    return this.daily;
  }
}

/**
 * Measures the members of one family together, a stock at a time: the members share that stock's
 * indicators through one small cache, dropped before the next stock, so the heap stays small.
 */
function measureFamily(members: readonly StrategyDefinition[], universe: Universe): StrategyPerformance[] {
  const measurements = members.map(
    (definition) => new StrategyMeasurement(compileStrategy(definition), universe.window),
  );
  for (const s of universe.symbols) {
    const cache = new ScreenCache();
    for (const measurement of measurements) measurement.add(s.symbol, s, cache);
  }
  return measurements.map((measurement) => measurement.finish());
}

/** The last `sessions` 15-minute sessions of every equity that traded full sessions on all of them. */
function intradayUniverse(state: MarketState, seed: string, sessions: number): Universe {
  const symbols: { symbol: string; daily: MeasuredSymbol['daily']; m15: MeasuredSymbol['daily'] }[] = [];
  let labels: string[] = [];
  for (const id of equityIds(state)) {
    const built = intradayBarsOf(seed, state, id, sessions);
    if (built && (labels.length === 0 || built.labels.length === labels.length)) {
      labels = built.labels;
      symbols.push({ symbol: state.meta(id).symbol, daily: built.bars, m15: built.bars });
    }
  }
  const perSession = labels.length / Math.max(1, sessions);
  // The first session warms the rules up; trades are counted from the second one.
  return { window: { labels, start: perSession }, symbols };
}

/** The catalogue's families, each a list of its members in catalogue order. */
function groupByFamily(strategies: readonly StrategyDefinition[]): StrategyDefinition[][] {
  const groups = new Map<string, StrategyDefinition[]>();
  for (const s of strategies) groups.set(s.family, [...(groups.get(s.family) ?? []), s]);
  return [...groups.values()];
}

/**
 * Each user strategy's measured performance: a back-test with the existing engine of its entry,
 * exit, side, product, stop and target on its scope over the whole history (daily strategies: every
 * completed session; 15-minute ones: the 15-minute history the back-testing page uses), with
 * Indian charges. Computed on demand, in slices that yield to the server (`driveSteps`), one run at a
 * time; kept per strategy version and market day (a run of an edited strategy is a new run).
 */
import type { UserStrategyPerformance } from '@nivesh/contracts';
import {
  type BacktestRequest,
  BacktestRequestError,
  runStrategySteps,
  type StrategyDefinition,
  userStrategyRun,
} from '@nivesh/market';
import { runPayload } from '../backtest/backtest-answers';
import { backtestMarketData } from '../backtest/backtest-market-data';
import { driveSteps } from '../backtest/backtest-runner';
import { type IntradayHistoryCache, marketDayKey } from '../backtest/intraday-history-cache';
import { BoundedCache } from '../market/bounded-cache';
import type { MarketService } from '../market/market.service';
import { round } from '../market/market-answers';

/** The money and costs every strategy is measured with (shown with the result). */
export const MEASUREMENT = {
  capitalRupees: 1_000_000,
  maxOpenPositions: 10,
  slippageBps: 5,
  brokerPlan: 'discount',
} as const;

/** Daily sessions in a year: shorter periods show no CAGR. */
const YEAR_SESSIONS = 252;

export interface Measured {
  readonly performance: UserStrategyPerformance | null;
  readonly unavailableReason: string | null;
  readonly method: string[];
  readonly elapsedMs: number;
}

const cagrOf = (cagrPct: number, sessions: number, daily: boolean) =>
  daily && sessions >= YEAR_SESSIONS ? cagrPct : null;

export class StrategyPerformance {
  private readonly kept = new BoundedCache<Promise<Measured>>(200);
  private queue: Promise<unknown> = Promise.resolve();

  /**
   * `intraday`: the 15-minute history of the market day (the back-tests' own), built once for every
   * 15-minute strategy of every user.
   */
  constructor(
    private readonly market: MarketService,
    private readonly intraday: IntradayHistoryCache,
  ) {}

  /** The strategy's measurement for this market day; `cached` when it was kept from an earlier request. */
  async measure(
    definition: StrategyDefinition,
    version: number,
    sector: string | null,
  ): Promise<Measured & { cached: boolean }> {
    let fresh = false;
    const key = `${definition.id}:${version}:${marketDayKey(this.market)}`;
    const pending = this.kept.get(key, () => {
      fresh = true;
      const run = this.queue.then(() => this.run(definition, sector));
      this.queue = run.catch(() => undefined);
      return run;
    });
    return { ...(await pending), cached: !fresh };
  }

  private async run(definition: StrategyDefinition, sector: string | null): Promise<Measured> {
    const request: BacktestRequest = {
      strategy: { kind: 'custom', entry: definition.entry, exit: definition.exit },
      scope: sector === null ? { kind: 'universe' } : { kind: 'sector', sector },
      ...MEASUREMENT,
    };
    try {
      const strategy = userStrategyRun(definition);
      const timed = await driveSteps(
        runStrategySteps(strategy, request, backtestMarketData(this.market, this.intraday)),
      );
      const payload = runPayload(timed.run, this.market.feed.simulated);
      const m = payload.metrics;
      const daily = definition.timeframe === 'daily';
      return {
        performance: {
          trades: m.trades,
          winRatePct: m.winRatePct,
          totalReturnPct: m.totalReturnPct,
          cagrPct: cagrOf(m.cagrPct, payload.period.bars, daily),
          maxDrawdownPct: m.maxDrawdownPct,
          sharpe: m.sharpe,
          expectancy: m.expectancy,
          profitFactor: m.profitFactor,
          charges: m.charges,
          capital: payload.settings.capital,
          finalEquity: m.finalEquity,
          from: payload.period.from,
          to: payload.period.to,
          bars: payload.period.bars,
          scope: payload.scope.label,
          stocks: payload.scope.stocks,
          benchmark: {
            name: payload.benchmark.name,
            totalReturnPct: payload.benchmark.totalReturnPct,
            cagrPct: cagrOf(payload.benchmark.cagrPct, payload.period.bars, daily),
          },
        },
        unavailableReason: null,
        method: [
          `Back-tested with the engine of /back-testing: ₹${MEASUREMENT.capitalRupees.toLocaleString('en-IN')} starting capital, ${payload.settings.planLabel} charges.`,
          ...payload.assumptions,
        ],
        elapsedMs: round(timed.elapsedMs, 1),
      };
    } catch (error) {
      if (!(error instanceof BacktestRequestError)) throw error;
      return { performance: null, unavailableReason: error.message, method: [], elapsedMs: 0 };
    }
  }
}

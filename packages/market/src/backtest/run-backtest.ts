import type { OhlcvColumns } from '../daily-columns';
import { adjustedBars } from './adjusted-bars';
import type { BacktestResult, BacktestSeries, PositionSizing, Signals, TradingRules } from './backtest-types';
import { runEngine } from './engine';
import type { EngineInstrument, EngineOutput } from './engine-types';
import { computeMetrics } from './metrics';

/** Options of a single-symbol back-test: trading rules plus position sizing. */
export interface BacktestOptions extends TradingRules {
  readonly sizing: PositionSizing;
  /** Name put on the trades (default `''`). */
  readonly symbol?: string;
}

/**
 * Back-tests one instrument on its adjusted prices: signals on bar t fill at bar t+1's open, with
 * stops, targets, slippage and NSE charges on every fill (see `runEngine` for the order of events).
 */
export function backtest(series: BacktestSeries, signals: Signals, options: BacktestOptions): BacktestResult {
  const { sizing } = options;
  const budget =
    sizing.kind === 'fixed'
      ? () => sizing.capitalPaise
      : (equityPaise: number) => (equityPaise * sizing.percent) / 100;
  const instrument = { symbol: options.symbol ?? '', bars: series.bars, ...signals };
  return withMetrics(
    series.dates,
    options,
    runEngine([engineInstrument(instrument)], series.dates, {
      rules: options,
      maxOpenPositions: 1,
      budget,
    }),
  );
}

/** One instrument of a portfolio back-test, its columns aligned to the portfolio's dates. */
export interface PortfolioInstrument extends Signals {
  readonly symbol: string;
  /** Bars on the portfolio's dates; a bar with open 0 (not listed) cannot be entered. */
  readonly bars: OhlcvColumns;
  /** Ranking score per bar: when more entries fire than there are free slots, higher goes first. */
  readonly score?: ArrayLike<number>;
}

/** Options of a portfolio back-test: trading rules plus the number of slots. */
export interface PortfolioOptions extends TradingRules {
  /** Most positions open at once; each new one gets equity / maxOpenPositions (at most the cash). */
  readonly maxOpenPositions: number;
}

/**
 * Back-tests many instruments sharing one cash account and one equity curve: at most
 * `maxOpenPositions` open, each entry sized at the previous close's equity / slots.
 */
export function portfolioBacktest(
  dates: readonly string[],
  instruments: readonly PortfolioInstrument[],
  options: PortfolioOptions,
): BacktestResult {
  const slots = options.maxOpenPositions;
  if (!Number.isInteger(slots) || slots < 1)
    throw new RangeError(`maxOpenPositions must be ≥ 1, got ${slots}`);
  const output = runEngine(instruments.map(engineInstrument), dates, {
    rules: options,
    maxOpenPositions: slots,
    budget: (equityPaise) => equityPaise / slots,
  });
  return withMetrics(dates, options, output);
}

function engineInstrument(inst: PortfolioInstrument): EngineInstrument {
  return {
    symbol: inst.symbol,
    prices: adjustedBars(inst.bars),
    entries: inst.entries,
    exits: inst.exits,
    score: inst.score,
  };
}

function withMetrics(dates: readonly string[], rules: TradingRules, output: EngineOutput): BacktestResult {
  const metrics = computeMetrics(
    output.equityPaise,
    dates,
    output.trades,
    output.exposedBars,
    rules.initialCapitalPaise,
    {
      periodsPerYear: rules.periodsPerYear ?? 252,
      riskFreeRate: rules.riskFreeRate ?? 0,
    },
  );
  return { trades: output.trades, dates, equityPaise: output.equityPaise, metrics };
}

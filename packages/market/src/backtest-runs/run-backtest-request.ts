import type { BacktestResult, Signals, TradingRules } from '../backtest/backtest-types';
import { buyAndHold } from '../backtest/buy-and-hold';
import { assertNoLookAhead, LookAheadError } from '../backtest/look-ahead-guard';
import { backtest, type PortfolioInstrument, portfolioBacktest } from '../backtest/run-backtest';
import { adjustedCloses } from '../backtest/sma-cross-strategy';
import type { OhlcvColumns } from '../daily-columns';
import type {
  BacktestMarketData,
  BacktestRequest,
  BacktestRunResult,
  BacktestScope,
  BacktestSettings,
  BacktestStock,
} from './backtest-request';
import { BacktestRequestError } from './backtest-request-error';
import { brokerPlanOf } from './broker-plans';
import { chargesBreakdown } from './charges-breakdown';
import { type RunStrategy, resolveStrategy } from './resolve-strategy';
import { periodIndices, validatedSettings } from './validate-request';

/** Most stock-days a screen or tool run evaluates (the whole universe's history is about 1.5 million). */
export const MAX_SCREEN_STOCK_DAYS = 2_000_000;
/** Most stock-days an auto-signal replay evaluates (each builds the rule's daily context, ~0.1 ms: about 2 s). */
export const MAX_REPLAY_STOCK_DAYS = 20_000;
/** Stock-days of screen signals between two yields of `backtestRunSteps`. */
const SCREEN_SLICE = 50_000;
/** A 15-minute bar's rules (session VWAP, opening ranges, `m15(…)` mapping) cost about ten daily bars'. */
const M15_BAR_WORK = 10;
/** Stock-days of auto-signal replay between two yields. */
const REPLAY_SLICE = 100;
/** Prefixes of the first stock the look-ahead guard re-runs a screen strategy on. */
export const GUARD_SAMPLE_POINTS = 6;
/** Bars of the ranking score: the 20-day return of the adjusted close. */
const SCORE_BARS = 20;

function scopeStocks(
  data: BacktestMarketData,
  scope: BacktestScope,
): { stocks: BacktestStock[]; label: string } {
  if (scope.kind === 'universe') return { stocks: [...data.stocks], label: 'All stocks' };
  if (scope.kind === 'symbol') {
    const wanted = scope.symbol.trim().toUpperCase();
    const stock = data.stocks.find((s) => s.symbol.toUpperCase() === wanted);
    if (!stock) throw new BacktestRequestError('symbol', `No stock "${scope.symbol}" in the universe`);
    return { stocks: [stock], label: stock.symbol };
  }
  const wanted = scope.sector.trim().toLowerCase();
  const stocks = data.stocks.filter((s) => s.sector.toLowerCase() === wanted);
  if (stocks.length === 0) throw new BacktestRequestError('sector', `No sector "${scope.sector}"`);
  return { stocks, label: stocks[0]?.sector ?? scope.sector };
}

function sliceBars(bars: OhlcvColumns, first: number, end: number): OhlcvColumns {
  return {
    open: bars.open.subarray(first, end),
    high: bars.high.subarray(first, end),
    low: bars.low.subarray(first, end),
    close: bars.close.subarray(first, end),
    volume: bars.volume.subarray(first, end),
    adjFactor: bars.adjFactor.subarray(first, end),
  };
}

/** 20-day return of the adjusted close at each bar (NaN in warm-up): the portfolio's tie-breaker. */
function momentumScore(bars: OhlcvColumns): Float64Array {
  const close = adjustedCloses(bars);
  const out = new Float64Array(close.length).fill(Number.NaN);
  for (let t = SCORE_BARS; t < close.length; t++) {
    const before = close[t - SCORE_BARS] ?? 0;
    if (before > 0) out[t] = (close[t] ?? 0) / before - 1;
  }
  return out;
}

/** Throws a `BacktestRequestError` when a screen strategy's signals change once the future is cut off. */
function guardLookAhead(strategy: RunStrategy, stock: BacktestStock, dates: readonly string[]): void {
  try {
    assertNoLookAhead(
      (bars) =>
        strategy.signals({ ...stock, bars }, dates.slice(0, bars.close.length), 0, bars.close.length - 1),
      stock.bars,
      GUARD_SAMPLE_POINTS,
    );
  } catch (error) {
    if (!(error instanceof LookAheadError)) throw error;
    const date = dates[error.bar] ?? `bar ${error.bar}`;
    throw new BacktestRequestError(
      'strategy',
      `Refused: the strategy looks ahead — its ${error.signal === 'entries' ? 'entry' : 'exit'} signal on ${stock.symbol} ${date} changes when later bars are removed`,
    );
  }
}

/** Distinct sessions among `dates[first..last]` (ascending). */
function sessionCount(dates: readonly string[], first: number, last: number): number {
  let count = 0;
  for (let i = first; i <= last; i++) if (i === first || dates[i] !== dates[i - 1]) count++;
  return count;
}

function orSignals(into: Signals, add: Signals): void {
  for (let i = 0; i < into.entries.length; i++) {
    into.entries[i] = (into.entries[i] ?? 0) | (add.entries[i] ?? 0);
    into.exits[i] = (into.exits[i] ?? 0) | (add.exits[i] ?? 0);
  }
}

/** Stocks whose 15-minute bars are built between two yields (each about 1.5 ms per session: ~60 ms for 2 × 20 sessions). */
const INTRADAY_SLICE = 2;

/**
 * The market data a 15-minute tool runs on: the intraday history's bar axis, the 15-minute bars of
 * the stocks in scope (stocks without full sessions left out) and NIFTY 50 on it; built in slices.
 */
function* intradayData(
  strategy: RunStrategy,
  data: BacktestMarketData,
  scope: BacktestScope,
): Generator<void, BacktestMarketData, undefined> {
  const intraday = data.intraday;
  if (!intraday)
    throw new BacktestRequestError(
      'strategy',
      `${strategy.info.name} runs on 15-minute bars, which this market does not keep`,
    );
  const stocks: BacktestStock[] = [];
  const inScope = scopeStocks(data, scope).stocks;
  for (let k = 0; k < inScope.length; k++) {
    const stock = inScope[k];
    const bars = stock && intraday.bars(stock.symbol);
    if (stock && bars) stocks.push({ ...stock, bars, daily: { bars: stock.bars, dates: data.dates } });
    if ((k + 1) % INTRADAY_SLICE === 0) yield;
  }
  if (stocks.length === 0)
    throw new BacktestRequestError(
      'scope',
      'No stock in this scope traded full sessions on every day of the 15-minute history',
    );
  return { ...data, dates: intraday.labels, stocks, benchmark: intraday.benchmark, intraday: undefined };
}

/**
 * Runs a resolved strategy (tests inject their own, e.g. one that peeks): validates the settings,
 * computes every stock's signals in slices (yielding between them), checks screen strategies and
 * 15-minute replays for look-ahead, runs the engine over the period and adds the NIFTY 50
 * buy-and-hold over the same dates. Throws `BacktestRequestError` for a request that cannot run.
 */
export function* runStrategySteps(
  strategy: RunStrategy,
  request: BacktestRequest,
  daily: BacktestMarketData,
): Generator<void, BacktestRunResult, undefined> {
  const data = strategy.timeframe === 'm15' ? yield* intradayData(strategy, daily, request.scope) : daily;
  const settings = validatedSettings(request, strategy);
  const { stocks, label } = scopeStocks(data, request.scope);
  const { first, last } = periodIndices(data.dates, request.from, request.to);
  const n = data.dates.length;
  // Rules read each bar's session (VWAP and opening ranges restart with it): 15-minute bars are
  // labelled with their time for the engine, but the rules see the session date of every bar.
  const ruleDates = strategy.timeframe === 'm15' ? (daily.intraday?.dates ?? data.dates) : data.dates;
  const periodBars = last - first + 1;
  // A 15-minute replay's work is one scan per stock-session, like a daily replay's per stock-day.
  const periodDays = strategy.timeframe === 'm15' ? sessionCount(ruleDates, first, last) : periodBars;
  const stockDays = stocks.length * (strategy.replay ? periodDays : n);
  const limit = strategy.replay ? MAX_REPLAY_STOCK_DAYS : MAX_SCREEN_STOCK_DAYS;
  if (stockDays > limit) {
    const what = strategy.replay ? 'An auto-signal back-test replays the rule day by day' : 'A back-test';
    throw new BacktestRequestError(
      'scope',
      `${what}: at most ${limit.toLocaleString('en-IN')} stock-days, and this asks for ${stockDays.toLocaleString('en-IN')} (${stocks.length} stocks × ${(strategy.replay ? periodDays : n).toLocaleString('en-IN')} days). Choose a shorter period or a smaller scope.`,
    );
  }
  const first0 = stocks[0];
  // Daily replays are not re-run on prefixes (one replay per prefix); a 15-minute replay is cheap enough.
  const guarded = !strategy.replay || strategy.timeframe === 'm15';
  if (guarded && first0) guardLookAhead(strategy, first0, ruleDates);
  const signals: Signals[] = [];
  let work = 0;
  for (const stock of stocks) {
    if (!strategy.replay) {
      signals.push(strategy.signals(stock, ruleDates, first, last));
      work += strategy.timeframe === 'm15' ? n * M15_BAR_WORK : n;
      if (work >= SCREEN_SLICE) {
        work = 0;
        yield;
      }
      continue;
    }
    if (strategy.timeframe === 'm15') {
      // One stock's sessions (about 20) take a few milliseconds.
      signals.push(strategy.signals(stock, ruleDates, first, last));
      yield;
      continue;
    }
    const merged: Signals = { entries: new Uint8Array(n), exits: new Uint8Array(n) };
    for (let from = first; from <= last; from += REPLAY_SLICE) {
      orSignals(merged, strategy.signals(stock, data.dates, from, Math.min(last, from + REPLAY_SLICE - 1)));
      yield;
    }
    signals.push(merged);
  }
  const end = last + 1;
  const dates = data.dates.slice(first, end);
  const plan = brokerPlanOf(settings.brokerPlan).plan;
  const rules = {
    side: settings.side,
    product: settings.product,
    plan,
    slippageBps: settings.slippageBps,
    stopLossPercent: settings.stopLossPercent,
    targetPercent: settings.targetPercent,
    initialCapitalPaise: settings.capitalPaise,
    periodsPerYear: strategy.timeframe === 'm15' ? 252 * 25 : 252,
  };
  const instruments: PortfolioInstrument[] = stocks.map((stock, k) => {
    const s = signals[k] ?? { entries: new Uint8Array(n), exits: new Uint8Array(n) };
    return {
      symbol: stock.symbol,
      bars: sliceBars(stock.bars, first, end),
      entries: s.entries.subarray(first, end),
      exits: s.exits.subarray(first, end),
      score: momentumScore(stock.bars).subarray(first, end),
    };
  });
  yield;
  const result = runEngine(instruments, dates, rules, settings, request.scope.kind === 'symbol');
  yield;
  const benchmark = buyAndHold(dates, data.benchmark, settings.capitalPaise);
  const method =
    strategy.timeframe === 'm15' ? `${strategy.info.method} ${daily.intraday?.method ?? ''}`.trim() : '';
  return {
    strategy: method ? { ...strategy.info, method } : strategy.info,
    timeframe: strategy.timeframe,
    settings,
    scope: { kind: request.scope.kind, label, symbols: stocks.map((s) => s.symbol) },
    period: { from: dates[0] ?? '', to: dates.at(-1) ?? '', bars: dates.length },
    result,
    benchmark: { ...benchmark, name: data.benchmarkName },
    charges: chargesBreakdown(result.trades, settings.product, plan),
    stockDays,
  };
}

function runEngine(
  instruments: readonly PortfolioInstrument[],
  dates: readonly string[],
  rules: TradingRules,
  settings: BacktestSettings,
  single: boolean,
): BacktestResult {
  const only = instruments[0];
  if (single && only) {
    return backtest({ bars: only.bars, dates }, only, {
      ...rules,
      symbol: only.symbol,
      sizing: { kind: 'percentOfEquity', percent: settings.positionPercent },
    });
  }
  return portfolioBacktest(dates, instruments, { ...rules, maxOpenPositions: settings.maxOpenPositions });
}

/** `runStrategySteps` for the strategy the request names (compiled and checked first). */
export function backtestRunSteps(
  request: BacktestRequest,
  data: BacktestMarketData,
): Generator<void, BacktestRunResult, undefined> {
  return runStrategySteps(resolveStrategy(request.strategy), request, data);
}

/** Runs a back-test request to the end at once (tests, scripts); the server drives the steps instead. */
export function runBacktestRequest(request: BacktestRequest, data: BacktestMarketData): BacktestRunResult {
  const steps = backtestRunSteps(request, data);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

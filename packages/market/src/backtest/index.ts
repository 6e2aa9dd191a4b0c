export type * from './backtest-types';
export { type BenchmarkSeries, type BuyAndHoldResult, buyAndHold } from './buy-and-hold';
export { assertNoLookAhead, barsPrefix, LookAheadError, type Strategy } from './look-ahead-guard';
export { computeMetrics, type MetricsOptions, maxDrawdown, sharpeRatio, tradeStatistics } from './metrics';
export {
  type BacktestOptions,
  backtest,
  type PortfolioInstrument,
  type PortfolioOptions,
  portfolioBacktest,
} from './run-backtest';
export { adjustedCloses, smaCrossStrategy } from './sma-cross-strategy';

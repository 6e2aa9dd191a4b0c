/** Back-test requests (issue 4): a strategy, a scope and a period turned into an engine run (docs/backtesting.md). */
export {
  AUTOSIGNAL_REPLAY_METHOD,
  AUTOSIGNAL_STRATEGIES,
  type AutosignalStrategy,
  autosignalSignals,
  findAutosignalStrategy,
} from './autosignal-replay';
export type * from './backtest-request';
export { BacktestRequestError, type RulePosition } from './backtest-request-error';
export { BROKER_PLANS, type BrokerPlanInfo, brokerPlanOf } from './broker-plans';
export { chargesBreakdown } from './charges-breakdown';
export {
  INTRADAY_AUTOSIGNAL_REPLAY_METHOD,
  type IntradayReplayBars,
  intradayAutosignalSignals,
} from './intraday-autosignal-replay';
export {
  autosignalSummary,
  M15_SCREEN_METHOD,
  type RunStrategy,
  resolveStrategy,
  SCREEN_METHOD,
  type StockSignals,
  toolSummary,
  toolUnavailableReason,
} from './resolve-strategy';
export {
  backtestRunSteps,
  GUARD_SAMPLE_POINTS,
  MAX_REPLAY_STOCK_DAYS,
  MAX_SCREEN_STOCK_DAYS,
  runBacktestRequest,
  runStrategySteps,
} from './run-backtest-request';
export {
  MAX_CAPITAL_RUPEES,
  MAX_OPEN_POSITIONS,
  MAX_SLIPPAGE_BPS,
  MAX_TARGET_PERCENT,
  MIN_CAPITAL_RUPEES,
} from './validate-request';

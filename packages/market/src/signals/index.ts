/** Auto-signal engine, outcome tracking and replay (issue 4; docs/signals.md). */
export {
  aggregateSignalStats,
  SIGNAL_STATS_METHOD,
  type SignalRecord,
  type SignalStats,
  type SignalStatsGrouping,
} from './aggregate';
export {
  type BackfilledSignal,
  type BackfillInput,
  type BackfillSymbol,
  backfillSignals,
  backfillSteps,
  daysAfterFromHistory,
  rescaled as rescaleIntradayBars,
} from './backfill';
export { DAILY_WINDOW } from './daily-indicators';
export { SignalEngine, scanAt } from './engine';
export { type IntradayTriggerLevels, intradayTriggerLevels } from './intraday-levels';
export {
  type DaysAfter,
  evaluateOutcome,
  type OutcomeBars,
  type OutcomeStatus,
  type SignalOutcome,
} from './outcome';
export { SIGNAL_RULES } from './rules';
export type { RuleHit, SignalRule, SymbolScan } from './rules/rule';
export { BARS_PER_SESSION, INTRADAY_EXIT_BAR, LAST_INTRADAY_ENTRY_BAR } from './session-bars';
export { SIGNAL_CATALOGUE, type SignalTypeInfo, signalTypeOf } from './signal-catalogue';
export type * from './signal-types';
export type { TradePlanSpec } from './trade-plan';

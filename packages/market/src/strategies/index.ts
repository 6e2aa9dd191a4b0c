export { findStrategy, STRATEGIES, STRATEGY_FAMILIES } from './catalogue';
export type { StrategyFamilyInfo } from './family-builder';
export { type CompiledStrategy, compileStrategy, strategySignals } from './strategy-signals';
export type { StrategyDefinition, StrategyTimeframe } from './strategy-types';

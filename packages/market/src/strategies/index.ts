export { findStrategy, STRATEGIES } from './catalogue';
export { type CompiledStrategy, compileStrategy, strategySignals } from './strategy-signals';
export type { StrategyDefinition, StrategyTimeframe } from './strategy-types';

export { findStrategy, STRATEGIES, STRATEGY_FAMILIES } from './catalogue';
export type { StrategyFamilyInfo } from './family-builder';
export {
  MEASUREMENT_SETTINGS,
  type MeasurementSettings,
  type MeasurementWindow,
  measurementMethod,
  StrategyMeasurement,
  type StrategyPerformance,
} from './measure-strategy';
export { type CompiledStrategy, compileStrategy, strategySignals } from './strategy-signals';
export type { StrategyDefinition, StrategyTimeframe } from './strategy-types';

/** Option strategies (catalogue, placement, payoff, margin estimate); README.md in this folder. */
export { findOptionStrategy, OPTION_STRATEGIES } from './catalogue';
export {
  EXPIRY_DAY_ELM_RATE,
  estimateMargin,
  type MarginEstimate,
  type MarginInput,
  type MarginParameters,
  NSE_MARGIN_PARAMETERS,
} from './margin-estimate';
// `resolveStrategy` is also the back-test runs' name in the package index: exported here under a
// distinct one.
export { resolveStrategy as resolveOptionStrategy, type StrategyPlacement } from './resolve-strategy';
export {
  type PayoffInput,
  type PayoffResult,
  type PositionGreeks,
  type SigmaLevels,
  strategyPayoff,
} from './strategy-payoff';
export type * from './strategy-types';

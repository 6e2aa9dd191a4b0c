/** The user's own strategies: their rules per timeframe and their back-test (docs/user-strategies.md). */
export { compileUserRule } from './user-strategy-rules';
export { USER_STRATEGY_FAMILY, userStrategyRun } from './user-strategy-run';

import {
  compileRule,
  M15_SCREEN_METHOD,
  type RunStrategy,
  SCREEN_METHOD,
  screenSignals,
  toolSummary,
} from '../backtest-runs/resolve-strategy';
import type { StrategyDefinition } from '../strategies/strategy-types';
import { compileUserRule } from './user-strategy-rules';

/** Family every user strategy is shown under. */
export const USER_STRATEGY_FAMILY = 'My strategies';

/**
 * A user's strategy as a back-test strategy (`runStrategySteps`): its own side, product, stop and
 * target; daily rules on the daily history, 15-minute rules (written inside `m15(…)`) on the
 * 15-minute history, as the catalogue's tools run. Throws `BacktestRequestError` (with the position)
 * for a rule that does not compile or reads a fundamental, which has no history here.
 */
export function userStrategyRun(d: StrategyDefinition): RunStrategy {
  const { timeframe: on, side, product, stopLossPercent, targetPercent } = d;
  const compile = (source: string) => compileUserRule(source, on);
  const entry = compileRule('entry', d.entry, on === 'm15', compile);
  const exit = compileRule('exit', d.exit, on === 'm15', compile);
  return {
    info: {
      kind: 'custom',
      id: d.id,
      name: d.name,
      summary: toolSummary(d),
      method: on === 'm15' ? M15_SCREEN_METHOD : SCREEN_METHOD,
    },
    side,
    product,
    stopLossPercent,
    targetPercent,
    replay: false,
    timeframe: on,
    signals: screenSignals(entry, exit, on),
  };
}

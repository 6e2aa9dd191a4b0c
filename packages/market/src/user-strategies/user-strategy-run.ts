import { BacktestRequestError } from '../backtest-runs/backtest-request-error';
import { firstUnsafePart } from '../backtest-runs/history-safe-rules';
import {
  M15_SCREEN_METHOD,
  type RunStrategy,
  SCREEN_METHOD,
  toolSummary,
} from '../backtest-runs/resolve-strategy';
import type { CompiledScreen } from '../screening/compile-screen';
import { ScreenCache } from '../screening/screen-cache';
import { ScreenSyntaxError } from '../screening/screen-syntax-error';
import { strategySignals } from '../strategies/strategy-signals';
import type { StrategyDefinition } from '../strategies/strategy-types';
import { compileUserRule } from './user-strategy-rules';

/** Family every user strategy is shown under. */
export const USER_STRATEGY_FAMILY = 'My strategies';

/** A rule a back-test can run over history: compiled for its timeframe, with no fundamentals. */
function historyRule(field: 'entry' | 'exit', source: string, d: StrategyDefinition): CompiledScreen {
  const label = field === 'entry' ? 'Entry' : 'Exit';
  let compiled: CompiledScreen;
  try {
    compiled = compileUserRule(source, d.timeframe);
  } catch (error) {
    if (!(error instanceof ScreenSyntaxError)) throw error;
    throw new BacktestRequestError(field, `${label}: ${error.message}`, error);
  }
  const unsafe = firstUnsafePart(compiled, d.timeframe === 'm15');
  if (unsafe)
    throw new BacktestRequestError(
      field,
      `${label}: ${unsafe.message}`,
      new ScreenSyntaxError(unsafe.message, source, unsafe.position),
    );
  return compiled;
}

/**
 * A user's strategy as a back-test strategy (`runStrategySteps`): its own side, product, stop and
 * target; daily rules on the daily history, 15-minute rules (written inside `m15(…)`) on the
 * 15-minute history, as the catalogue's tools run. Throws `BacktestRequestError` (with the position)
 * for a rule that does not compile or reads a fundamental, which has no history here.
 */
export function userStrategyRun(d: StrategyDefinition): RunStrategy {
  const { timeframe: on, side, product, stopLossPercent, targetPercent } = d;
  const compiled = {
    definition: d,
    entry: historyRule('entry', d.entry, d),
    exit: historyRule('exit', d.exit, d),
  };
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
    signals: (stock, dates) => {
      // A 15-minute rule reads its bars both as the series and inside `m15(…)`.
      const own = { ...stock.bars, dates };
      const fields = {
        symbol: stock.symbol,
        texts: { sector: stock.sector, symbol: stock.symbol },
        indices: stock.indices ?? [],
      };
      return strategySignals(compiled, on === 'm15' ? { daily: own, m15: own } : { daily: own }, fields, {
        cache: new ScreenCache(),
        on,
      });
    },
  };
}

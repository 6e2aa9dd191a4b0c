/** One run of a screen in the screening language over the market's stocks (one sector or all). */
import { type CompiledScreen, runScreenSteps, type ScreenResult, screenCostRefusal } from '@nivesh/market';
import { driveSteps } from '../backtest/backtest-runner';
import type { MarketServices } from '../services';

export interface ScreenRunOver {
  /** The run's result (`matches` are rows of the universe, in its order). */
  readonly result: ScreenResult;
  /** Stocks evaluated. */
  readonly scanned: number;
  readonly elapsedMs: number;
}

/**
 * Runs `compiled` over the stocks of `sector` (null: all), one stock per step, yielding to other
 * requests every few milliseconds; a screen too costly for them is refused up front (the message).
 */
export async function runScreenOver(
  { universe, cache }: MarketServices['screens'],
  compiled: CompiledScreen,
  sector: string | null,
): Promise<ScreenRunOver | { readonly refusal: string }> {
  const scope = universe.rowsOf(sector);
  const tooCostly = screenCostRefusal([compiled], scope.length);
  if (tooCostly !== null) return { refusal: tooCostly };
  universe.refresh();
  const timed = await driveSteps(runScreenSteps(compiled, universe, { cache, rows: scope }));
  return { result: timed.run, scanned: scope.length, elapsedMs: timed.elapsedMs };
}

import type { TradingRules } from './backtest-types';
import type { EngineInstrument } from './engine-types';

/**
 * Throws a `RangeError` for rules the engine cannot honour: non-positive capital, negative
 * slippage or levels, a stop of 100 % or more, or a short in the delivery product (NSE cash does
 * not carry a short overnight).
 */
export function assertValidRules(rules: TradingRules): void {
  const { initialCapitalPaise, slippageBps = 0, stopLossPercent = 0, targetPercent = 0 } = rules;
  if (!(Number.isFinite(initialCapitalPaise) && initialCapitalPaise > 0)) {
    throw new RangeError(`backtest: initialCapitalPaise must be positive, got ${initialCapitalPaise}`);
  }
  if (!(slippageBps >= 0 && slippageBps < 10_000)) {
    throw new RangeError(`backtest: slippageBps must be in [0, 10000), got ${slippageBps}`);
  }
  if (!(stopLossPercent >= 0 && stopLossPercent < 100) || !(targetPercent >= 0)) {
    throw new RangeError(`backtest: stop must be in [0, 100) % and target ≥ 0 %`);
  }
  if (rules.side === 'short' && (rules.product ?? 'delivery') === 'delivery') {
    throw new RangeError(
      'backtest: a short position needs product "intraday" (NSE cash does not carry shorts)',
    );
  }
}

/** Throws a `RangeError` unless every price and signal column has exactly one value per date. */
export function assertAlignedColumns(instruments: readonly EngineInstrument[], dates: number): void {
  for (const inst of instruments) {
    const p = inst.prices;
    if ([p.open, p.high, p.low, p.close, inst.entries, inst.exits].some((c) => c.length !== dates)) {
      throw new RangeError(
        `backtest: every column of ${inst.symbol} must have one value per date (${dates})`,
      );
    }
  }
}

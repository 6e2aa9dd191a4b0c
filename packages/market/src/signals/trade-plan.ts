import { roundToTick, TICK_PAISE } from './session-bars';
import type { SignalSide } from './signal-types';

/** How a rule sets its target and stop: multiples of an ATR (paise) from the entry, and the horizon. */
export interface TradePlanSpec {
  /** Target distance in ATRs. */
  readonly targetAtr: number;
  /** Stop-loss distance in ATRs. */
  readonly stopAtr: number;
  /** Trading days after the signal day; 0 = same day until the 15:20 square-off. */
  readonly horizonDays: number;
}

/** A signal's target and stop in paise on the tick. */
export interface TradeLevels {
  readonly target: number;
  readonly stop: number;
}

/**
 * Target = entry ± targetAtr × ATR and stop = entry ∓ stopAtr × ATR (+ for a buy's target), each
 * rounded to the ₹0.05 tick and kept at least one tick away from the entry.
 */
export function tradeLevels(
  entry: number,
  atrPaise: number,
  side: SignalSide,
  spec: TradePlanSpec,
): TradeLevels {
  const sign = side === 'buy' ? 1 : -1;
  const target = roundToTick(entry + sign * spec.targetAtr * atrPaise);
  const stop = roundToTick(entry - sign * spec.stopAtr * atrPaise);
  const minTarget = entry + sign * TICK_PAISE;
  const minStop = entry - sign * TICK_PAISE;
  return {
    target: sign * target >= sign * minTarget ? target : minTarget,
    stop: sign * stop <= sign * minStop ? stop : minStop,
  };
}

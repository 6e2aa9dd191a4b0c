import type { ExitReason, PositionSide } from './backtest-types';

/** Protective levels of an open position in adjusted paise; NaN when not set. */
export interface ExitLevels {
  readonly side: PositionSide;
  readonly stop: number;
  readonly target: number;
}

/** Where a stop or target exit fills (adjusted paise, before slippage) and which one it was. */
export interface LevelExit {
  readonly price: number;
  readonly reason: Extract<ExitReason, 'stop' | 'target'>;
}

/**
 * Stop and target levels at `stopLossPercent` / `targetPercent` from the entry fill: below and above
 * it for a long, above and below for a short; 0 or omitted gives NaN (never touched).
 */
export function exitLevels(
  side: PositionSide,
  entry: number,
  stopLossPercent = 0,
  targetPercent = 0,
): ExitLevels {
  const dir = side === 'long' ? 1 : -1;
  return {
    side,
    stop: stopLossPercent > 0 ? entry * (1 - (dir * stopLossPercent) / 100) : Number.NaN,
    target: targetPercent > 0 ? entry * (1 + (dir * targetPercent) / 100) : Number.NaN,
  };
}

/** A bar that opens through the stop or the target fills at the open (the gap is not bridged). */
export function gapExit(levels: ExitLevels, open: number): LevelExit | null {
  const long = levels.side === 'long';
  if (long ? open <= levels.stop : open >= levels.stop) return { price: open, reason: 'stop' };
  if (long ? open >= levels.target : open <= levels.target) return { price: open, reason: 'target' };
  return null;
}

/**
 * A level touched inside the bar fills at the level; when the bar's range holds both, the order of
 * touches is unknown and the stop is assumed first (the conservative reading).
 */
export function intrabarExit(levels: ExitLevels, high: number, low: number): LevelExit | null {
  const long = levels.side === 'long';
  if (long ? low <= levels.stop : high >= levels.stop) return { price: levels.stop, reason: 'stop' };
  if (long ? high >= levels.target : low <= levels.target) return { price: levels.target, reason: 'target' };
  return null;
}

/**
 * Fill price in whole paise after adverse slippage of `bps` basis points: buys pay more, sells
 * receive less. Targets are limit orders and are passed through with `bps` = 0.
 */
export function slippedPrice(price: number, buying: boolean, bps: number): number {
  const factor = buying ? 1 + bps / 10_000 : 1 - bps / 10_000;
  return Math.round(price * factor);
}

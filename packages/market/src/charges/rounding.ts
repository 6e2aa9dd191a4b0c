/** One crore (10^7): the denominator of every per-crore rate. */
export const CRORE = 10_000_000;

/**
 * `numerator / denominator` rounded half up, for a non-negative safe-integer numerator and a
 * positive integer denominator, in exact integer arithmetic (no binary-fraction surprises such
 * as 7.425 rounding down).
 */
export function roundHalfUp(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return 2 * remainder >= denominator ? quotient + 1 : quotient;
}

/** `turnoverPaise × ratePerCrore / 10^7` rounded half up to whole paise. */
export function perCroreInPaise(turnoverPaise: number, ratePerCrore: number): number {
  return roundHalfUp(turnoverPaise * ratePerCrore, CRORE);
}

/** Like `perCroreInPaise` but rounded half up to whole rupees (STT, as contract notes print it). */
export function perCroreInWholeRupees(turnoverPaise: number, ratePerCrore: number): number {
  return roundHalfUp(turnoverPaise * ratePerCrore, CRORE * 100) * 100;
}

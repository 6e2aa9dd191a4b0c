/** Number of 15-minute bars in an NSE session (09:15–15:30 IST). */
export const BARS_PER_SESSION = 25;

/** Last bar on which an intraday rule may fire (closes 14:45): no fresh entries in the last 35 minutes. */
export const LAST_INTRADAY_ENTRY_BAR = 21;

/**
 * Bar whose close is the intraday square-off (closes 15:15; the 15:15–15:30 bar holds the 15:20
 * square-off, which 15-minute bars cannot resolve, so the last full bar before it is used).
 */
export const INTRADAY_EXIT_BAR = 23;

/** The ₹0.05 price tick in paise. */
export const TICK_PAISE = 5;

/** Rounds a price in paise to the nearest ₹0.05 tick. */
export function roundToTick(paise: number): number {
  return Math.round(paise / TICK_PAISE) * TICK_PAISE;
}

/** Reads `a[i]`, `NaN` when out of range (typed-array reads under noUncheckedIndexedAccess). */
export function valueAt(a: ArrayLike<number>, i: number): number {
  return a[i] ?? Number.NaN;
}

/** True when `a` crosses above `b` at `i`: a > b at i and a ≤ b at i − 1 (all finite). */
export function crossesAbove(a: ArrayLike<number>, b: ArrayLike<number>, i: number): boolean {
  return crossed(valueAt(a, i - 1), valueAt(b, i - 1), valueAt(a, i), valueAt(b, i));
}

/** True when `a` crosses below `b` at `i`: a < b at i and a ≥ b at i − 1 (all finite). */
export function crossesBelow(a: ArrayLike<number>, b: ArrayLike<number>, i: number): boolean {
  return crossed(-valueAt(a, i - 1), -valueAt(b, i - 1), -valueAt(a, i), -valueAt(b, i));
}

/** True when the pair moved from a ≤ b to a > b (false if any value is NaN). */
export function crossed(aBefore: number, bBefore: number, aNow: number, bNow: number): boolean {
  return aBefore <= bBefore && aNow > bNow;
}

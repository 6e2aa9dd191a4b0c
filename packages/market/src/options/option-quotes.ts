/**
 * Simulated option quotes in integer paise on NSE's ₹0.05 tick. The half-spread is one tick or a
 * fraction of the premium that widens with distance from the money (in standard deviations), so
 * far-out-of-the-money options worth less than a tick show no bid, the way real chains thin out;
 * that is what lets India VIX's two-zero-bid cut-off work on simulated chains.
 */

/** NSE's option tick, ₹0.05, in paise. */
export const OPTION_TICK_PAISE = 5;

/** Rounds a premium in rupees to the nearest tick, in paise (never negative). */
export function premiumToTickPaise(rupees: number): number {
  if (!(rupees > 0)) return 0;
  return Math.round((rupees * 100) / OPTION_TICK_PAISE) * OPTION_TICK_PAISE;
}

/**
 * A traded contract's price in paise: the premium on the tick, one tick at least (a far
 * out-of-the-money option's last price on NSE is ₹0.05, never 0; its bid is still none).
 */
export function tradedPremiumPaise(rupees: number): number {
  return Math.max(OPTION_TICK_PAISE, premiumToTickPaise(rupees));
}

/** Half-spread in paise (a whole number of ticks, at least one) for a premium and its moneyness. */
export function halfSpreadPaise(pricePaise: number, standardDeviationsFromMoney: number): number {
  const relative = 0.003 + 0.0015 * Math.min(Math.abs(standardDeviationsFromMoney), 6);
  const ticks = Math.max(1, Math.round((relative * pricePaise) / OPTION_TICK_PAISE));
  return ticks * OPTION_TICK_PAISE;
}

/** Bid in paise around a tick price: 0 (no bid) when the price is within the spread of zero. */
export function bidPaise(pricePaise: number, halfSpread: number): number {
  return Math.max(0, pricePaise - halfSpread);
}

/** Ask in paise around a tick price: at least one tick. */
export function askPaise(pricePaise: number, halfSpread: number): number {
  return Math.max(OPTION_TICK_PAISE, pricePaise + halfSpread);
}

/**
 * A simulated 5-level order book for market/marketDetails. The simulation matches no orders, so the
 * book is derived deterministically from the symbol and its LTP (the same LTP always gives the same
 * book): best bid at the LTP, best ask one step above, quantities scaled to the stock's usual
 * per-minute volume. It is labelled simulated wherever it is shown.
 */
import type { DepthLevel } from '@nivesh/contracts';
import { createRng } from '@nivesh/market';
import { TICK_PAISE, toTick } from './stock-lookup';

export interface SimulatedDepth {
  readonly bids: DepthLevel[];
  readonly asks: DepthLevel[];
  readonly totalBidQuantity: number;
  readonly totalAskQuantity: number;
}

const LEVELS = 5;
const SESSION_MINUTES = 375;

/** Spacing between levels: one tick, or about 0.02 % of the price for costly stocks. */
export function depthStep(ltpPaise: number): number {
  return Math.max(TICK_PAISE, toTick(ltpPaise * 0.0002));
}

/** The book for `symbol` at `ltpPaise`, sized from its average daily volume (shares). */
export function simulatedDepth(
  symbol: string,
  ltpPaise: number,
  averageDailyVolume: number | null,
): SimulatedDepth {
  if (!(ltpPaise > 0)) return { bids: [], asks: [], totalBidQuantity: 0, totalAskQuantity: 0 };
  const rng = createRng('market-depth', `${symbol}:${ltpPaise}`);
  const step = depthStep(ltpPaise);
  // About a tenth of an average minute's volume rests at each level.
  const base = Math.max(1, ((averageDailyVolume ?? 100_000) / SESSION_MINUTES) * 0.1);
  const level = (price: number, k: number): DepthLevel => {
    const quantity = Math.max(1, Math.round(base * (0.4 + 1.2 * rng.uniform()) * (1 + 0.2 * k)));
    const orders = Math.max(1, Math.min(quantity, Math.round(quantity / (base / (4 + rng.int(12))))));
    return { price: price / 100, quantity, orders };
  };
  const bids: DepthLevel[] = [];
  const asks: DepthLevel[] = [];
  for (let k = 0; k < LEVELS; k++) {
    const bid = ltpPaise - k * step;
    if (bid > 0) bids.push(level(bid, k));
    asks.push(level(ltpPaise + (k + 1) * step, k));
  }
  const sum = (levels: readonly DepthLevel[]) => levels.reduce((total, l) => total + l.quantity, 0);
  return { bids, asks, totalBidQuantity: sum(bids), totalAskQuantity: sum(asks) };
}

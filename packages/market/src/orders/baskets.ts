import type { BasketRequest } from './order-events';

/**
 * A leg of a basket: `waiting` for its signal, `entering` (its entry order placed, not yet filled),
 * `open` (entered; watching the target and the stop), `exiting`, `closed` or `removed`.
 */
export type LegStatus = 'waiting' | 'entering' | 'open' | 'exiting' | 'closed' | 'removed';

export interface BasketLeg {
  readonly symbol: string;
  readonly status: LegStatus;
  readonly entryPaise: number | null;
  readonly exitPaise: number | null;
  readonly exitReason: 'target' | 'stop' | 'squareOff' | null;
  /** Charges of the leg's fills, in paise. */
  readonly chargesPaise: number;
  /** Net P&L of a closed leg, in paise. */
  readonly netPnlPaise: number | null;
}

export interface Basket {
  readonly request: BasketRequest;
  readonly placedAt: number;
  readonly deleted: boolean;
  readonly legs: ReadonlyMap<string, BasketLeg>;
}

/** Target and stop prices of an entered leg (whole paise, target rounded away from the entry). */
export function legLevels(
  basket: BasketRequest,
  entryPaise: number,
): { readonly targetPaise: number | null; readonly stopPaise: number | null } {
  const up = basket.side === 'buy' ? 1 : -1;
  const at = (percent: number, direction: number) =>
    percent > 0 ? Math.round(entryPaise * (1 + (direction * percent) / 100)) : null;
  return { targetPaise: at(basket.targetPercent, up), stopPaise: at(basket.stopPercent, -up) };
}

/** Whether `ltp` reaches the target or the stop of an open leg (the stop first if both, never both here). */
export function legExitAt(
  basket: BasketRequest,
  entryPaise: number,
  ltpPaise: number,
): 'target' | 'stop' | null {
  const { targetPaise, stopPaise } = legLevels(basket, entryPaise);
  const long = basket.side === 'buy';
  if (stopPaise !== null && (long ? ltpPaise <= stopPaise : ltpPaise >= stopPaise)) return 'stop';
  if (targetPaise !== null && (long ? ltpPaise >= targetPaise : ltpPaise <= targetPaise)) return 'target';
  return null;
}

/** Total profit and total loss of a basket: the sums of its closed legs' positive and negative net P&L. */
export function basketTotals(basket: Basket): {
  readonly totalProfitPaise: number;
  readonly totalLossPaise: number;
} {
  let totalProfitPaise = 0;
  let totalLossPaise = 0;
  for (const leg of basket.legs.values()) {
    if (leg.netPnlPaise === null) continue;
    if (leg.netPnlPaise >= 0) totalProfitPaise += leg.netPnlPaise;
    else totalLossPaise += leg.netPnlPaise;
  }
  return { totalProfitPaise, totalLossPaise };
}

/** The id of a leg's entry or exit order (deterministic, so a replay gives the same ids). */
export const legOrderId = (basketId: string, symbol: string, step: 'entry' | 'exit'): string =>
  `${basketId}/${symbol}/${step}`;

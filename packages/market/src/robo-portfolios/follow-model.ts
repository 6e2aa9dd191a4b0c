/**
 * Following a model portfolio into a paper portfolio: the amount is split by the model's weights
 * after its latest rebalance, each stock bought in whole shares at the given price with the delivery
 * charges of a contract note (`chargesForOrder`), never spending more than the amount. Pure.
 */
import { chargesForOrder } from '../charges/charges-for-order';

/** One stock of the model to buy: its weight after the latest rebalance and the price to buy at (paise). */
export interface FollowTarget {
  readonly symbol: string;
  readonly weight: number;
  readonly pricePaise: number;
}

/** One buy of a follow. */
export interface FollowBuy {
  readonly symbol: string;
  readonly quantity: number;
  readonly pricePaise: number;
  readonly chargesPaise: number;
}

export type FollowPlan =
  | {
      readonly kind: 'ok';
      readonly buys: readonly FollowBuy[];
      /** Shares plus charges. */
      readonly spentPaise: number;
      readonly cashPaise: number;
    }
  /** The amount cannot buy one share of every stock; `minimumPaise` (whole rupees) can. */
  | { readonly kind: 'too-small'; readonly minimumPaise: number };

/** Share of the amount kept back for the buys' charges (as the model itself keeps). */
export const FOLLOW_COST_BUFFER = 0.002;

const buyCharges = (quantity: number, pricePaise: number): number =>
  chargesForOrder({ side: 'buy', product: 'delivery', quantity, pricePaise }).total;

/** The buys of `amountPaise`, or undefined when a stock would get no share. */
function tryPlan(targets: readonly FollowTarget[], amountPaise: number): FollowBuy[] | undefined {
  const total = targets.reduce((s, t) => s + t.weight, 0);
  if (targets.length === 0 || !(total > 0)) return undefined;
  const investable = amountPaise * (1 - FOLLOW_COST_BUFFER);
  const quantity = targets.map((t) => Math.floor((investable * t.weight) / total / t.pricePaise));
  const cost = () =>
    targets.reduce((s, t, i) => {
      const q = quantity[i] ?? 0;
      return s + q * t.pricePaise + (q > 0 ? buyCharges(q, t.pricePaise) : 0);
    }, 0);
  // Whole-rupee STT can push small buys past the buffer: take a share off the largest buy until it fits.
  while (cost() > amountPaise) {
    let largest = -1;
    targets.forEach((t, i) => {
      const value = (quantity[i] ?? 0) * t.pricePaise;
      if (largest < 0 || value > (quantity[largest] ?? 0) * (targets[largest]?.pricePaise ?? 0)) largest = i;
    });
    quantity[largest] = (quantity[largest] ?? 0) - 1;
  }
  if (quantity.some((q) => q < 1)) return undefined;
  return targets.map((t, i) => {
    const q = quantity[i] ?? 0;
    return {
      symbol: t.symbol,
      quantity: q,
      pricePaise: t.pricePaise,
      chargesPaise: buyCharges(q, t.pricePaise),
    };
  });
}

/** The smallest whole-rupee amount that buys at least one share of every stock. */
export function followMinimumPaise(targets: readonly FollowTarget[]): number {
  const total = targets.reduce((s, t) => s + t.weight, 0);
  const first = Math.max(
    100,
    ...targets.map((t) => (t.pricePaise * total) / Math.max(t.weight, 1e-12) / (1 - FOLLOW_COST_BUFFER)),
  );
  let amount = Math.ceil(first / 100) * 100;
  for (let k = 0; k < 1000 && tryPlan(targets, amount) === undefined; k++)
    amount += Math.max(100, Math.ceil(amount / 100_000) * 100);
  return amount;
}

/** The buys that follow a model with `amountPaise`, or the minimum amount when it is too small. */
export function planFollow(targets: readonly FollowTarget[], amountPaise: number): FollowPlan {
  const buys = tryPlan(targets, amountPaise);
  if (!buys) return { kind: 'too-small', minimumPaise: followMinimumPaise(targets) };
  const spentPaise = buys.reduce((s, b) => s + b.quantity * b.pricePaise + b.chargesPaise, 0);
  return { kind: 'ok', buys, spentPaise, cashPaise: amountPaise - spentPaise };
}

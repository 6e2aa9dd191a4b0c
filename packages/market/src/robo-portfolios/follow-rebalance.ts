/**
 * A followed model's rebalance applied to the follower's own portfolio: the model's own rule (see
 * run-robo-model.ts) run on what the follower actually holds that day and the follow's cash. The
 * portfolio is valued at the day's closes (cash + shares × close); each chosen stock's target is
 * value × (1 − 0.2 %) ÷ number chosen, in whole shares (the 0.2 % kept for charges); what is above
 * target or no longer chosen is sold (alphabetical order), then the chosen stocks are bought up to
 * target in the model's order, never spending more cash than there is. Every order pays the delivery
 * charges of a contract note (`chargesForOrder`). A holding without a close that day is left alone
 * (neither valued nor sold). Pure.
 */
import { chargesForOrder } from '../charges/charges-for-order';
import { FOLLOW_COST_BUFFER } from './follow-model';

/** One trade of an applied rebalance (paise). */
export interface FollowRebalanceTrade {
  readonly symbol: string;
  readonly side: 'buy' | 'sell';
  readonly quantity: number;
  readonly pricePaise: number;
  readonly chargesPaise: number;
}

export interface FollowRebalanceInput {
  /** The follower's shares that day, by symbol. */
  readonly held: ReadonlyMap<string, number>;
  /** The follow's cash before the rebalance. */
  readonly cashPaise: number;
  /** The day's close of each symbol (paise); a chosen stock without one is not bought. */
  readonly closePaise: (symbol: string) => number | undefined;
  /** The model's stocks after its rebalance, in the order it buys them. */
  readonly chosen: readonly string[];
}

export interface FollowRebalancePlan {
  readonly trades: readonly FollowRebalanceTrade[];
  readonly cashPaise: number;
  readonly chargesPaise: number;
}

const charge = (side: 'buy' | 'sell', quantity: number, pricePaise: number): number =>
  chargesForOrder({ side, product: 'delivery', quantity, pricePaise }).total;

/** The trades that apply a model's rebalance to a follower's holdings and cash. */
export function planFollowRebalance(input: FollowRebalanceInput): FollowRebalancePlan {
  const price = (symbol: string): number | undefined => {
    const p = input.closePaise(symbol);
    return p !== undefined && Number.isFinite(p) && p > 0 ? Math.round(p) : undefined;
  };
  const chosen = input.chosen.filter((s) => price(s) !== undefined);
  const held = new Map([...input.held].filter(([, q]) => q > 0));
  let cash = input.cashPaise;
  const value = [...held].reduce((s, [symbol, q]) => s + q * (price(symbol) ?? 0), cash);
  const target = (value * (1 - FOLLOW_COST_BUFFER)) / Math.max(1, chosen.length);
  const targetQty = new Map(chosen.map((s) => [s, Math.floor(target / (price(s) ?? 1))]));
  const trades: FollowRebalanceTrade[] = [];
  let charges = 0;
  for (const [symbol, q] of [...held].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const p = price(symbol);
    const sell = q - (targetQty.get(symbol) ?? 0);
    if (p === undefined || sell <= 0) continue;
    const c = charge('sell', sell, p);
    cash += sell * p - c;
    charges += c;
    held.set(symbol, q - sell);
    trades.push({ symbol, side: 'sell', quantity: sell, pricePaise: p, chargesPaise: c });
  }
  for (const symbol of chosen) {
    const p = price(symbol) ?? 0;
    let buy = Math.min((targetQty.get(symbol) ?? 0) - (held.get(symbol) ?? 0), Math.floor(cash / p));
    while (buy > 0 && buy * p + charge('buy', buy, p) > cash) buy--;
    if (buy <= 0) continue;
    const c = charge('buy', buy, p);
    cash -= buy * p + c;
    charges += c;
    held.set(symbol, (held.get(symbol) ?? 0) + buy);
    trades.push({ symbol, side: 'buy', quantity: buy, pricePaise: p, chargesPaise: c });
  }
  return { trades, cashPaise: cash, chargesPaise: charges };
}

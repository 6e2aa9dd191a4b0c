import type { Trade } from '../backtest/backtest-types';
import type { BrokeragePlan, Product } from '../charges/charge-rates';
import { addCharges, chargesForOrder, type OrderCharges } from '../charges/charges-for-order';

const NONE: OrderCharges = {
  brokerage: 0,
  stt: 0,
  exchange: 0,
  sebi: 0,
  stampDuty: 0,
  dp: 0,
  gst: 0,
  total: 0,
} as OrderCharges;

/**
 * Every charge of every fill of the trades, by component: each trade's entry and exit order
 * charged again exactly as the engine charged them (same side, quantity, fill price, product and
 * plan), so `total` equals the sum of the trades' `chargesPaise`.
 */
export function chargesBreakdown(
  trades: readonly Trade[],
  product: Product,
  plan: BrokeragePlan,
): OrderCharges {
  let sum = NONE;
  for (const t of trades) {
    const long = t.side === 'long';
    const entry = chargesForOrder({
      side: long ? 'buy' : 'sell',
      product,
      quantity: t.quantity,
      pricePaise: t.entryPricePaise,
      plan,
    });
    const exit = chargesForOrder({
      side: long ? 'sell' : 'buy',
      product,
      quantity: t.quantity,
      pricePaise: t.exitPricePaise,
      plan,
    });
    sum = addCharges(sum, addCharges(entry, exit));
  }
  return sum;
}

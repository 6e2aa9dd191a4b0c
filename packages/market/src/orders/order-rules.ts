import { groupedRupees, MAX_ORDER_VALUE_PAISE } from './funds';
import type { OrderRequest } from './order-types';

const rupees = (paise: number): string => (paise / 100).toFixed(2);

/**
 * Why the broker refuses an order at `ltp`, or null. (The order forms check the spec's field
 * messages first, in @nivesh/contracts; these are the broker's own invariants.) SL rules per side
 * (docs/decisions/0006): a buy stop rests above the market, `ltp < trigger < price`; a sell stop
 * below it, `price < trigger < ltp`.
 */
export function orderRejection(
  order: Pick<
    OrderRequest,
    'symbol' | 'side' | 'kind' | 'product' | 'quantity' | 'pricePaise' | 'triggerPaise' | 'lotSize'
  >,
  ltpPaise: number,
  sellable: number,
): string | null {
  if (!order.symbol) return 'Stock is required';
  if (!Number.isSafeInteger(ltpPaise) || ltpPaise <= 0) return `${order.symbol} has no last traded price yet`;
  if (!Number.isSafeInteger(order.quantity) || order.quantity <= 0)
    return 'Quantity must be a whole number of shares above 0';
  if (order.lotSize !== undefined && order.lotSize > 0 && order.quantity % order.lotSize !== 0)
    return `Quantity must be whole lots of ${order.lotSize}`;
  if (order.kind !== 'market' && (!Number.isSafeInteger(order.pricePaise) || order.pricePaise <= 0))
    return 'Price must be above 0';
  if (order.kind === 'sl' && (!Number.isSafeInteger(order.triggerPaise) || order.triggerPaise <= 0))
    return 'Trigger Price must be above 0';
  const highest = Math.max(ltpPaise, order.kind === 'market' ? 0 : order.pricePaise, order.triggerPaise);
  if (order.quantity * highest > MAX_ORDER_VALUE_PAISE)
    return `Order value ₹${groupedRupees(order.quantity * highest)} is above the limit of ₹${groupedRupees(MAX_ORDER_VALUE_PAISE)} per order: reduce the quantity`;
  if (order.kind === 'sl') {
    const { pricePaise: price, triggerPaise: trigger } = order;
    if (order.side === 'buy' && !(ltpPaise < trigger && trigger < price))
      return `A buy stop needs last price ${rupees(ltpPaise)} < trigger ${rupees(trigger)} < price ${rupees(price)}`;
    if (order.side === 'sell' && !(price < trigger && trigger < ltpPaise))
      return `A sell stop needs price ${rupees(price)} < trigger ${rupees(trigger)} < last price ${rupees(ltpPaise)}`;
  }
  if (order.quantity > sellable)
    return sellable > 0
      ? `You can sell at most ${sellable} ${order.symbol} for delivery (your holding and today's buys, less open sell orders). Choose Intraday to sell short.`
      : `You hold no ${order.symbol} to sell for delivery. Choose Intraday to sell short.`;
  return null;
}

import type { Product, Side } from '../charges/charge-rates';

/**
 * The day's net position of one account in one symbol and product. Values in paise. Shares sold
 * out of holdings are "carried" into the position at the holding's average cost, so the position's
 * P&L of such a sale is the gain over that cost.
 */
export interface Position {
  readonly account: string;
  readonly symbol: string;
  readonly product: Product;
  readonly buyQuantity: number;
  readonly buyValuePaise: number;
  readonly sellQuantity: number;
  readonly sellValuePaise: number;
  /** Shares taken from holdings (delivery sells beyond the day's buys), and their cost. */
  readonly carriedQuantity: number;
  readonly carriedValuePaise: number;
  readonly chargesPaise: number;
  /** F&O: the margin each open unit blocks (futures and short options), paise; 0 for equities. */
  readonly marginPerUnitPaise: number;
}

/** Shares held in the demat account (delivery buys of earlier sessions), with their total cost. */
export interface Holding {
  readonly account: string;
  readonly symbol: string;
  readonly quantity: number;
  readonly costPaise: number;
}

export const netQuantity = (p: Position): number => p.buyQuantity - p.sellQuantity;

/** Gross P&L at `ltp`: what was sold, less what was bought, plus the open quantity at `ltp`. */
export function positionPnl(p: Position, ltpPaise: number): number {
  return p.sellValuePaise - p.buyValuePaise + netQuantity(p) * ltpPaise;
}

/** Average price of the open side (buy average when net long, sell average when net short). */
export function averagePrice(p: Position): number {
  const net = netQuantity(p);
  if (net > 0) return p.buyQuantity ? Math.round(p.buyValuePaise / p.buyQuantity) : 0;
  if (net < 0) return p.sellQuantity ? Math.round(p.sellValuePaise / p.sellQuantity) : 0;
  return 0;
}

export const emptyPosition = (account: string, symbol: string, product: Product): Position => ({
  account,
  symbol,
  product,
  buyQuantity: 0,
  buyValuePaise: 0,
  sellQuantity: 0,
  sellValuePaise: 0,
  carriedQuantity: 0,
  carriedValuePaise: 0,
  chargesPaise: 0,
  marginPerUnitPaise: 0,
});

/**
 * The position after a fill. A delivery sell beyond the day's net bought quantity carries
 * shares from `holding` in at their average cost first (up to what is held).
 */
export function withFill(
  p: Position,
  fill: { side: Side; quantity: number; pricePaise: number; chargesPaise: number },
  holding: Holding | undefined,
): Position {
  const charges = p.chargesPaise + fill.chargesPaise;
  if (fill.side === 'buy') {
    return {
      ...p,
      buyQuantity: p.buyQuantity + fill.quantity,
      buyValuePaise: p.buyValuePaise + fill.quantity * fill.pricePaise,
      chargesPaise: charges,
    };
  }
  let carry = 0;
  if (p.product === 'delivery' && holding) {
    const held = holding.quantity - p.carriedQuantity;
    carry = Math.max(0, Math.min(held, fill.quantity - Math.max(0, netQuantity(p))));
  }
  const carriedValue = holding && carry > 0 ? Math.round((holding.costPaise * carry) / holding.quantity) : 0;
  return {
    ...p,
    buyQuantity: p.buyQuantity + carry,
    buyValuePaise: p.buyValuePaise + carriedValue,
    carriedQuantity: p.carriedQuantity + carry,
    carriedValuePaise: p.carriedValuePaise + carriedValue,
    sellQuantity: p.sellQuantity + fill.quantity,
    sellValuePaise: p.sellValuePaise + fill.quantity * fill.pricePaise,
    chargesPaise: charges,
  };
}

/**
 * The holding after settling the day's delivery position: carried shares leave at their cost,
 * the net bought shares join at the day's average buy price.
 */
export function settledHolding(p: Position, holding: Holding | undefined): Holding | undefined {
  const quantity = (holding?.quantity ?? 0) - p.carriedQuantity;
  const cost = (holding?.costPaise ?? 0) - p.carriedValuePaise;
  const ownBuys = p.buyQuantity - p.carriedQuantity;
  const bought = Math.max(0, netQuantity(p));
  const boughtCost =
    ownBuys > 0 ? Math.round(((p.buyValuePaise - p.carriedValuePaise) * bought) / ownBuys) : 0;
  if (quantity + bought <= 0) return undefined;
  return { account: p.account, symbol: p.symbol, quantity: quantity + bought, costPaise: cost + boughtCost };
}

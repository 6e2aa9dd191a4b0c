import type { Product, Side } from '../charges/charge-rates';
import type { OrderCharges } from '../charges/charges-for-order';

/** Order types of the simple-order form (spec 9): Market, Limit, SL (stop-loss limit). */
export type OrderKind = 'market' | 'limit' | 'sl';

/**
 * Life of a simple order: `open` rests (a limit, or an SL not yet triggered: see `triggered`),
 * then `complete`, `cancelled` (deleted by the user), `expired` (validity Day: still open at the
 * close) or `rejected`.
 */
export type OrderStatus = 'open' | 'complete' | 'cancelled' | 'expired' | 'rejected';

/** Why an order was placed: by the user, by the square-off at 15:20, or by a basket leg. */
export type OrderOrigin =
  | 'user'
  | 'squareOff'
  | 'basketEntry'
  | 'basketTarget'
  | 'basketStop'
  | 'basketSquareOff'
  /** The final settlement of an F&O contract on its expiry day. */
  | 'expiry';

/** What a new order asks for. Prices in integer paise; `pricePaise` is ignored for market orders. */
export interface OrderRequest {
  readonly id: string;
  readonly account: string;
  readonly symbol: string;
  readonly side: Side;
  readonly kind: OrderKind;
  readonly product: Product;
  readonly quantity: number;
  readonly pricePaise: number;
  readonly triggerPaise: number;
  readonly origin?: OrderOrigin;
  /** The basket (strategy order) a leg order belongs to. */
  readonly basketId?: string;
  /** F&O: the contract's market lot; the quantity (units) must be whole lots. */
  readonly lotSize?: number;
  /**
   * F&O futures and option sells: the margin each unit it opens blocks (paise), the SPAN-like
   * estimate when the order was placed (option buys pay their premium instead).
   */
  readonly marginPerUnitPaise?: number;
}

/** A simple order as the broker keeps it. */
export interface SimpleOrder extends OrderRequest {
  readonly origin: OrderOrigin;
  readonly status: OrderStatus;
  /** An SL order whose trigger has been crossed (it now rests as a limit order). */
  readonly triggered: boolean;
  readonly placedAt: number;
  readonly updatedAt: number;
  readonly fillPricePaise: number | null;
  readonly charges: OrderCharges | null;
  readonly rejectReason: string | null;
}

/** The quote an order is matched against. */
export interface Tick {
  readonly symbol: string;
  readonly ltpPaise: number;
  /** Epoch ms. */
  readonly at: number;
}
